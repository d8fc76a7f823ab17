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

const names = en.switcher.markets as Record<string, string>;
const markets = switcherMarkets((id) => names[id], new Intl.Collator('en'));

beforeEach(() => {
  push.mockReset();
  window.history.replaceState(null, '', '/fi-FI/online-casino/new?sort=az');
});

describe('switcher options', () => {
  it('lists enabled markets only, Global first, duplicates told apart', () => {
    const ids = markets.map((m) => m.id);
    expect(ids[0]).toBe('UN');
    expect(ids).not.toContain('JP');
    const labels = markets.map((m) => m.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toContain('Germany (JJ)');
    expect(markets.find((m) => m.id === 'CA')?.languages.map((l) => l.code)).toEqual(['ca', 'caf']);
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
    expect(within(language).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['fi', 'en']);
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

  it("switching market falls back to the market's default language otherwise", () => {
    const switcher = setup('fi');
    fireEvent.change(switcher.getByRole('combobox', { name: 'Market' }), { target: { value: 'NO' } });
    expect(push).toHaveBeenCalledWith('/no-NO/online-casino/new?sort=az');
  });
});
