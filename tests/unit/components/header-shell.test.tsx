import { act, render, screen } from '@testing-library/react';
import { HeaderBalance } from '@/components/wallet/header-balance';
import { BalanceSummary } from '@/components/wallet/balance-summary';
import { VisitorOnly } from '@/components/layout/visitor-only';
import { SESSION_HINT_COOKIE } from '@/lib/session/constants';
import { renderWithIntl } from './render-with-intl';

const mockWallet = {
  current: { currency: 'EUR', totalBalance: 1250, mainBalance: 1250, lockedBalance: 0, sportsBonus: 0, casinoBonus: 0, liveCasinoBonus: 0 },
};
const CASH_ONLY = mockWallet.current;
jest.mock('@/components/wallet/use-wallet-balance', () => ({
  useWalletBalance: () => ({ isError: false, data: mockWallet.current }),
}));
afterEach(() => {
  mockWallet.current = CASH_ONLY;
});
jest.mock('@/i18n/navigation', () => ({
  Link: ({ children, href, ...rest }: { children: React.ReactNode; href: string }) => (
    <a href={String(href)} {...rest}>
      {children}
    </a>
  ),
}));

describe('header balance', () => {
  it('names its button "Balance" once, whatever the width (CSS does not decide the accessible name)', () => {
    renderWithIntl(<HeaderBalance />);
    const button = screen.getByTestId('header-balance');
    expect(button).toHaveAccessibleName(/^Balance €\s?12\.50$/);
    expect(screen.queryByTestId('header-balance-pending')).toBeNull();
  });

  it('shows a pending withdrawal under the total, which still holds it', () => {
    mockWallet.current = { ...CASH_ONLY, mainBalance: 1250, lockedBalance: 2000, totalBalance: 3250 };
    renderWithIntl(<HeaderBalance />);
    expect(screen.getByTestId('header-balance-pending')).toHaveTextContent('€20.00 pending');
    expect(screen.getByTestId('header-balance')).toHaveAccessibleName(/^Balance €32\.50 €20\.00 pending$/);
  });
});

describe('banking hub balances', () => {
  it('lists cash, pending withdrawals, bonus and the total', () => {
    mockWallet.current = { ...CASH_ONLY, mainBalance: 1250, lockedBalance: 2000, casinoBonus: 500, sportsBonus: 100, totalBalance: 3850 };
    renderWithIntl(<BalanceSummary />);
    expect(screen.getByTestId('hub-balance-main')).toHaveTextContent('€12.50');
    expect(screen.getByTestId('hub-balance-locked')).toHaveTextContent('€20.00');
    expect(screen.getByTestId('hub-balance-bonus')).toHaveTextContent('€6.00');
    expect(screen.getByTestId('hub-balance-total')).toHaveTextContent('€38.50');
    expect(screen.getByText('Pending withdrawals')).toBeInTheDocument();
  });
});

describe('VisitorOnly', () => {
  afterEach(() => {
    document.cookie = `${SESSION_HINT_COOKIE}=; max-age=0; path=/`;
  });

  it('shows a visitor the call to action and hides it from a signed-in player', async () => {
    const { rerender } = render(
      <VisitorOnly>
        <a href="/signup">Sign up</a>
      </VisitorOnly>,
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    await act(async () => {
      document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    });
    rerender(
      <VisitorOnly>
        <a href="/signup">Sign up</a>
      </VisitorOnly>,
    );
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });
});
