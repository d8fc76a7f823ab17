import { act, render, screen } from '@testing-library/react';
import { HeaderBalance } from '@/components/wallet/header-balance';
import { VisitorOnly } from '@/components/layout/visitor-only';
import { SESSION_HINT_COOKIE } from '@/lib/session/constants';
import { renderWithIntl } from './render-with-intl';

jest.mock('@/components/wallet/use-wallet-balance', () => ({
  useWalletBalance: () => ({
    isError: false,
    data: { currency: 'EUR', totalBalance: 1250, mainBalance: 1250, lockedBalance: 0, sportsBonus: 0, casinoBonus: 0, liveCasinoBonus: 0 },
  }),
}));
jest.mock('@/i18n/navigation', () => ({ Link: ({ children, href, ...rest }: { children: React.ReactNode; href: string }) => <a href={String(href)} {...rest}>{children}</a> }));

describe('header balance', () => {
  it('names its button "Balance" once, whatever the width (CSS does not decide the accessible name)', () => {
    renderWithIntl(<HeaderBalance />);
    const button = screen.getByTestId('header-balance');
    expect(button).toHaveAccessibleName(/^Balance €\s?12\.50$/);
  });
});

describe('VisitorOnly', () => {
  afterEach(() => {
    document.cookie = `${SESSION_HINT_COOKIE}=; max-age=0; path=/`;
  });

  it('shows a visitor the call to action and hides it from a signed-in player', async () => {
    const { rerender } = render(<VisitorOnly><a href="/signup">Sign up</a></VisitorOnly>);
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    await act(async () => {
      document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    });
    rerender(<VisitorOnly><a href="/signup">Sign up</a></VisitorOnly>);
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });
});
