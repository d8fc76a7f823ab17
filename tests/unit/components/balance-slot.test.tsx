import { screen } from '@testing-library/react';
import { BalanceSlot } from '@/components/layout/balance-slot';
import { RESTRICTED_HINT_COOKIE } from '@/lib/gate/restricted-hint';
import { renderWithIntl } from './render-with-intl';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ children, href, prefetch: _prefetch, ...rest }: { children: React.ReactNode; href: string; prefetch?: boolean }) => (
    <a href={String(href)} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock('@/components/identity/sign-in-button', () => ({
  SignInButton: ({ children }: { children: React.ReactNode }) => <button type="button">{children}</button>,
}));

describe('the header for a visitor', () => {
  afterEach(() => {
    document.cookie = `${RESTRICTED_HINT_COOKIE}=; max-age=0; path=/`;
  });

  it('offers Sign in and Sign up', () => {
    renderWithIntl(<BalanceSlot />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('offers a visitor from a refused country Sign in (to withdraw) but never Sign up', () => {
    document.cookie = `${RESTRICTED_HINT_COOKIE}=1; path=/`;
    renderWithIntl(<BalanceSlot />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });
});
