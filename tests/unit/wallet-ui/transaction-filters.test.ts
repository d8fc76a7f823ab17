import { filterWindow, hasActiveFilter, parseTransactionFilters, serializeTransactionFilters } from '@/lib/wallet/ui-transaction-filters';

const parse = (query: string) => parseTransactionFilters(new URLSearchParams(query));

describe('transaction filters in the URL', () => {
  it('defaults to the last 24 hours with no category or status', () => {
    expect(parse('')).toEqual({ category: undefined, status: undefined, window: '24h', from: undefined, to: undefined });
    expect(hasActiveFilter(parse(''))).toBe(false);
  });

  it('reads known values and drops unknown or malformed ones', () => {
    expect(parse('category=PAYMENT&status=PENDING&window=72h')).toMatchObject({ category: 'PAYMENT', status: 'PENDING', window: '72h' });
    expect(parse('category=LOTTERY&status=pending&window=1y')).toMatchObject({ category: undefined, status: undefined, window: '24h' });
    expect(parse('window=custom&from=2026-11-01&to=nope')).toMatchObject({ window: 'custom', from: '2026-11-01', to: undefined });
    expect(parse('from=2026-11-01')).toMatchObject({ window: '24h', from: undefined });
  });

  it('round-trips through the query string, leaving defaults out', () => {
    const filters = parse('category=CASINO&window=custom&from=2026-11-01&to=2026-11-20');
    expect(serializeTransactionFilters(filters)).toBe('category=CASINO&window=custom&from=2026-11-01&to=2026-11-20');
    expect(parse(serializeTransactionFilters(filters))).toEqual(filters);
    expect(serializeTransactionFilters(parse('window=24h'))).toBe('');
    expect(hasActiveFilter(filters)).toBe(true);
  });

  it('turns the window into API instants: quick windows open-ended, custom days inclusive', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(filterWindow(parse(''), now)).toEqual({ from: '2026-11-22T12:00:00.000Z' });
    expect(filterWindow(parse('window=72h'), now)).toEqual({ from: '2026-11-20T12:00:00.000Z' });
    expect(filterWindow(parse('window=custom&from=2026-11-01&to=2026-11-20'), now)).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-21T00:00:00.000Z',
    });
  });
});
