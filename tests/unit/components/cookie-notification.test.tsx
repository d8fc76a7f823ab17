import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CookieNotification } from '@/components/consent/cookie-notification';
import { Toaster } from '@/components/toast/toaster';
import { COOKIE_CONSENT_STORAGE_KEY } from '@/lib/ui/cookie-consent';
import { useCookieConsentStore } from '@/lib/ui/cookie-consent-store';
import { useToastStore } from '@/lib/ui/toast-store';
import { renderWithIntl } from './render-with-intl';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const initial = useCookieConsentStore.getState();
const CONSENT_ENDPOINT = '/api/v1/player/cookies/consent';
const fetchMock = jest.fn();

beforeEach(() => {
  localStorage.clear();
  useCookieConsentStore.setState(initial, true);
  useToastStore.getState().clear();
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 204 });
  global.fetch = fetchMock;
});

function stored() {
  return JSON.parse(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null');
}

describe('cookie notification', () => {
  it('shows the banner as a named region when nothing is stored', async () => {
    renderWithIntl(<CookieNotification />);
    expect(await screen.findByRole('region', { name: 'We use cookies' })).toBeInTheDocument();
  });

  it('Accept stores all categories with a consent id, hides the banner and sends the proof', async () => {
    renderWithIntl(<CookieNotification />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));

    const record = stored();
    expect(record).toEqual({
      options: { essentials: true, performanceFunctional: true, marketing: true },
      accepted: true,
      consentId: expect.stringMatching(UUID),
    });
    expect(screen.queryByRole('region', { name: 'We use cookies' })).not.toBeInTheDocument();
    // The proof leaves through the lazily loaded platform client.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(CONSENT_ENDPOINT, expect.objectContaining({ method: 'PATCH' })));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ consentId: record.consentId, accepted: true, version: 1, options: record.options });
  });

  it('keeps working when the proof request fails', async () => {
    fetchMock.mockRejectedValue(new Error('offline'));
    renderWithIntl(<CookieNotification />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(stored().accepted).toBe(true);
  });

  it('Settings opens a dialog; Save stores the chosen options and confirms with a success toast', async () => {
    renderWithIntl(
      <>
        <CookieNotification />
        <Toaster />
      </>,
    );
    const opener = await screen.findByRole('button', { name: 'Settings' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    const essentials = within(dialog).getByRole('switch', { name: /Essential/ });
    const marketing = within(dialog).getByRole('switch', { name: /Marketing/ });
    expect(essentials).toHaveAttribute('aria-checked', 'true');
    expect(marketing).toHaveAttribute('aria-checked', 'true');

    fireEvent.click(essentials); // locked: stays on
    fireEvent.click(marketing);
    expect(essentials).toHaveAttribute('aria-checked', 'true');
    expect(marketing).toHaveAttribute('aria-checked', 'false');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(stored()).toEqual({
      options: { essentials: true, performanceFunctional: true, marketing: false },
      accepted: true,
      consentId: expect.stringMatching(UUID),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Your cookie settings have been saved.')).toBeInTheDocument();
  });

  it('keeps the same consent id when the choice changes later', async () => {
    renderWithIntl(<CookieNotification />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const firstId = stored().consentId;
    act(() => useCookieConsentStore.getState().saveSettings({ performanceFunctional: false, marketing: false }));
    expect(stored().consentId).toBe(firstId);
  });

  it('Escape closes the settings dialog and focus returns to the opener', async () => {
    renderWithIntl(<CookieNotification />);
    const opener = await screen.findByRole('button', { name: 'Settings' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('traps Tab inside the dialog', async () => {
    renderWithIntl(<CookieNotification />);
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = screen.getByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(save).toHaveFocus();
  });

  it('loads an accepted choice from local storage and keeps the banner hidden', async () => {
    const record = {
      options: { essentials: true, performanceFunctional: false, marketing: false },
      accepted: true,
      consentId: '3f0e6a52-8a0b-4c55-9b3e-0d3a3f0c1f11',
    };
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(record));
    renderWithIntl(<CookieNotification />);
    await waitFor(() => expect(useCookieConsentStore.getState().loaded).toBe(true));
    expect(screen.queryByRole('region', { name: 'We use cookies' })).not.toBeInTheDocument();
    expect(useCookieConsentStore.getState().options).toEqual(record.options);

    act(() => useCookieConsentStore.getState().openSettings());
    expect(screen.getByRole('switch', { name: /Marketing/ })).toHaveAttribute('aria-checked', 'false');
  });
});
