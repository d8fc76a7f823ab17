import { fireEvent, screen, within } from '@testing-library/react';
import { LocaleSwitcher } from '@/components/layout/locale-switcher';
import { switcherMarkets } from '@/components/layout/switcher-options';
import en from '@/messages/en.json';
import { renderWithIntl } from './render-with-intl';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => '/fi-FI/online-casino/new',
  useRouter: () => ({ push }),
}));

const markets = switcherMarkets('en', en.switcher.markets.UN);

beforeEach(() => {
  push.mockReset();
  window.history.replaceState(null, '', '/fi-FI/online-casino/new?sort=az');
});

describe('switcher options', () => {
  it('lists enabled markets only, Global first, one entry per country, no internal codes', () => {
    const ids = markets.map((m) => m.id);
    expect(ids[0]).toBe('UN');
    expect(ids).not.toContain('JP');
    for (const internal of ['JJ', 'LL', 'PP', 'UK', 'CX']) expect(ids).not.toContain(internal);
    const labels = markets.map((m) => m.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.filter((label) => /\(|\)/.test(label))).toEqual([]);
    expect(labels).toEqual(expect.arrayContaining(['Germany', 'Netherlands', 'United Kingdom']));
    expect(labels).not.toContain('Great Britain');
    expect(markets.find((m) => m.id === 'CA')?.languages.map((l) => l.code)).toEqual(['ca', 'caf']);
  });

  it('names the markets in the page language and sorts them with its collation', () => {
    const fi = switcherMarkets('fi', 'Maailma');
    expect(fi[0]).toMatchObject({ id: 'UN', label: 'Maailma' });
    expect(fi.find((m) => m.id === 'DE')?.label).toBe('Saksa');
    expect(fi.find((m) => m.id === 'GB')?.label).toBe('Iso-Britannia');
    const de = switcherMarkets('de', 'Global').map((m) => m.label);
    expect(de.indexOf('Österreich')).toBeGreaterThan(de.indexOf('Norwegen'));
    expect(de.indexOf('Österreich')).toBeLessThan(de.indexOf('Peru'));
  });
});

describe('LocaleSwitcher', () => {
  function setup(language: 'fi' | 'en' = 'fi') {
    renderWithIntl(<LocaleSwitcher market="FI" language={language} markets={markets} />);
    return within(screen.getByTestId('locale-switcher'));
  }

  it('has labelled Market and Language selects, languages limited to the market', () => {
    const switcher = setup();
    expect(switcher.getByRole('combobox', { name: 'Market' })).toHaveValue('FI');
    const language = switcher.getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['fi', 'en']);
  });

  it('switching language keeps the path and the query', () => {
    const switcher = setup();
    fireEvent.change(switcher.getByRole('combobox', { name: 'Language' }), { target: { value: 'en' } });
    expect(push).toHaveBeenCalledWith('/en-FI/online-casino/new?sort=az');
  });

  it('switching market keeps the language when the market offers it', () => {
    const switcher = setup('en');
    fireEvent.change(switcher.getByRole('combobox', { name: 'Market' }), { target: { value: 'NO' } });
    expect(push).toHaveBeenCalledWith('/en-NO/online-casino/new?sort=az');
  });

  it("switching market keeps the same language under the market's own code (French Canada → Switzerland in French)", () => {
    renderWithIntl(<LocaleSwitcher market="CA" language="caf" markets={markets} />);
    fireEvent.change(within(screen.getByTestId('locale-switcher')).getByRole('combobox', { name: 'Market' }), { target: { value: 'CH' } });
    expect(push).toHaveBeenCalledWith('/fr-CH/online-casino/new?sort=az');
  });

  it("switching market falls back to the market's default language otherwise", () => {
    const switcher = setup('fi');
    fireEvent.change(switcher.getByRole('combobox', { name: 'Market' }), { target: { value: 'NO' } });
    expect(push).toHaveBeenCalledWith('/no-NO/online-casino/new?sort=az');
  });
});
