import { amountFormSchema, parseAmountInput } from '@/lib/wallet/ui-amount';
import { limitFor, orderByRecent, type DepositMethodOption } from '@/lib/wallet/ui-methods';
import { formatSignedMoney, formatWalletMoney } from '@/lib/wallet/ui-money';
import { netPositionSeries } from '@/lib/wallet/ui-net-series';
import { withdrawalOutcomeKey } from '@/lib/wallet/ui-withdrawal-outcome';
import { safeReturnPath } from '@/server/adapters/payments/sandbox-cashier-page';
import type { Transaction } from '@/lib/wallet/schemas';

jest.mock('server-only', () => ({}));

describe('amount input', () => {
  it('parses decimal text exactly into minor units', () => {
    expect(parseAmountInput('25')).toBe(2500);
    expect(parseAmountInput(' 25,5 ')).toBe(2550);
    expect(parseAmountInput('0.1')).toBe(10);
    expect(parseAmountInput('1 000.01')).toBe(100001);
  });

  it('rejects empty, negative, zero, over-precise and junk input', () => {
    for (const text of ['', '-5', '0', '0.00', '1.234', 'abc', '1e3', '9007199254740993']) expect([text, parseAmountInput(text)]).toEqual([text, null]);
  });

  it('the form schema reports required, invalid and bounds by code', () => {
    const schema = amountFormSchema(1000, 50000);
    const issue = (amount: string) => schema.safeParse({ amount }).error?.issues[0]?.message;
    expect(issue('')).toBe('required');
    expect(issue('x')).toBe('invalid');
    expect(issue('9.99')).toBe('belowMin');
    expect(issue('500.01')).toBe('aboveMax');
    expect(issue('10')).toBeUndefined();
    expect(issue('500')).toBeUndefined();
  });
});

describe('deposit methods', () => {
  const method = (type: DepositMethodOption['type'], limits: DepositMethodOption['limits'] = []): DepositMethodOption => ({
    type,
    title: type,
    processTime: '',
    limits,
  });

  it('puts recently used methods first, most recent first, then keeps content order', () => {
    const ordered = orderByRecent([method('CREDITCARD'), method('SKRILL'), method('TRUSTLY'), method('NETELLER')], ['TRUSTLY', 'NETELLER', 'SIRU']);
    expect(ordered.map((m) => m.type)).toEqual(['TRUSTLY', 'NETELLER', 'CREDITCARD', 'SKRILL']);
  });

  it("uses the limit in the wallet's currency, else EUR, else none", () => {
    const m = method('CREDITCARD', [
      { currency: 'EUR', min: 1000, max: 500000 },
      { currency: 'NZD', min: 2000, max: 900000 },
    ]);
    expect(limitFor(m, 'NZD')).toEqual({ currency: 'NZD', min: 2000, max: 900000 });
    expect(limitFor(m, 'CAD')).toEqual({ currency: 'EUR', min: 1000, max: 500000 });
    expect(limitFor(method('SIRU'), 'EUR')).toBeNull();
  });
});

describe('money display', () => {
  it('formats by market at the edge and signs credits', () => {
    expect(formatWalletMoney(123456, 'EUR', 'en-UN')).toBe('€1,234.56');
    expect(formatWalletMoney(123456, 'EUR', 'fi-FI')).toBe('1\u00a0234,56\u00a0€');
    expect(formatWalletMoney(5023000, 'EUR', 'de-DE')).toBe('50.230,00\u00a0€');
    expect(formatSignedMoney(500, 'EUR', 'en-UN')).toBe('+€5.00');
    expect(formatSignedMoney(-500, 'EUR', 'en-UN')).toBe('-€5.00');
    expect(formatSignedMoney(0, 'EUR', 'en-UN')).toBe('€0.00');
    expect(formatWalletMoney(-1234, 'XYZ', 'en-UN')).toBe('-12.34\u00a0XYZ');
  });
});

describe('net position series', () => {
  const t = (
    amount: number,
    type: Transaction['type'],
    status: Transaction['status'],
    transactionDate: string,
    category: Transaction['category'] = 'PAYMENT',
  ): Transaction => ({
    referenceId: transactionDate,
    playerId: 1,
    walletId: 1,
    walletType: 'MAIN',
    amount,
    balanceAfterTransaction: 0,
    currency: 'EUR',
    category,
    status,
    type,
    transactionDate,
  });

  it('runs deposits less withdrawals oldest first, skipping failed, cancelled and game rows', () => {
    const rows = [
      t(-2000, 'WITHDRAW', 'PENDING', '2026-11-23T10:00:00Z'),
      t(-1000, 'WITHDRAW', 'CANCELLED', '2026-11-23T09:00:00Z'),
      t(-300, 'BET', 'SUCCESS', '2026-11-23T08:30:00Z', 'CASINO'),
      t(5000, 'DEPOSIT', 'SUCCESS', '2026-11-23T08:00:00Z'),
      t(9999, 'DEPOSIT', 'FAILED', '2026-11-23T07:00:00Z'),
    ];
    expect(netPositionSeries(rows)).toEqual([
      { date: '2026-11-23T08:00:00Z', value: 5000 },
      { date: '2026-11-23T10:00:00Z', value: 3000 },
    ]);
  });
});

describe('withdrawal answers and the cashier return link', () => {
  it('maps known results to their message and anything else to OTHER', () => {
    expect(withdrawalOutcomeKey('WITHDRAWAL_LIMIT_REACHED')).toBe('result.WITHDRAWAL_LIMIT_REACHED');
    expect(withdrawalOutcomeKey('DOCUMENTS_REQUIRED')).toBe('result.DOCUMENTS_REQUIRED');
    expect(withdrawalOutcomeKey('SELF_LIMIT_REACHED')).toBe('result.OTHER');
  });

  it('accepts only a path on the site as the return address (no open redirect)', () => {
    expect(safeReturnPath('/en-UN/my-account/banking/deposit?depositId=4')).toBe('/en-UN/my-account/banking/deposit?depositId=4');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', '', null, 'javascript:alert(1)']) expect(safeReturnPath(bad)).toBeNull();
    // A browser strips tabs and newlines from a URL: `/\t/evil.example` would leave for //evil.example.
    for (const bad of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/%09/evil.example',
      '/%0a/evil.example',
      '/%5cevil.example',
      '/%7f/evil.example',
      '/\u0000/evil.example',
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});
