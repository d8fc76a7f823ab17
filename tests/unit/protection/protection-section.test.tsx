import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ProtectionSection } from '@/components/protection/protection-section';
import { PROTECTION_CHOICES } from '@/lib/protection/policy';
import { takeFlash } from '@/lib/identity/ui-flash';
import { renderIdentity } from '../identity-ui/render-identity';

const reloadTo = jest.fn();
const signOutEverywhere = jest.fn(async () => undefined);
jest.mock('@/lib/identity/ui-flash', () => ({ ...jest.requireActual('@/lib/identity/ui-flash'), reloadTo: (path: string | null) => reloadTo(path) }));
jest.mock('@/lib/identity/ui-session', () => ({ ...jest.requireActual('@/lib/identity/ui-session'), signOutEverywhere: () => signOutEverywhere() }));

// Rendering with React Query and next-intl takes a few seconds when the 2 cores are busy.
jest.setTimeout(20_000);

const json = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', json: async () => body });
let fetchMock: jest.Mock;
/** The JSON body a call sent (the client sends a string). */
const sentBody = (call: unknown[]) => JSON.parse((call[1] as { body: string }).body) as unknown;
const patches = (path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(path) && (init as RequestInit | undefined)?.method === 'PATCH');

function answers(choices = PROTECTION_CHOICES.MGA, patch: { status: number; body: unknown } = { status: 200, body: {} }) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (String(url).endsWith('/timeout/cooling')) return json(200, { choices, timeout: null, selfExclusion: null });
    if (init?.method === 'PATCH') return json(patch.status, patch.body);
    return json(404, { status: 404, code: 'error.not_found', message: 'Not found.' });
  });
}

beforeAll(() => {
  // jsdom lays nothing out: the step change's scroll is a no-op here.
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  reloadTo.mockClear();
  signOutEverywhere.mockClear();
  sessionStorage.clear();
});

describe('time-out and self-exclusion forms', () => {
  it("offers the market's lengths, asks for one, and says on the confirmation step that it cannot be undone", async () => {
    answers(PROTECTION_CHOICES.AGCO);
    renderIdentity(<ProtectionSection />);
    const timeout = await screen.findByTestId('protection-timeout');
    expect(Array.from(timeout.querySelectorAll('input[type=radio]')).map((input) => (input as HTMLInputElement).value)).toEqual([
      '1',
      '3',
      '7',
      '14',
      '30',
      '60',
      '90',
    ]);
    expect(screen.getByLabelText(/^Indefinitely/)).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Continue' })[0]);
    expect(await screen.findByText('Choose how long.')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('90 days'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Continue' })[0]);
    const heading = await screen.findByRole('heading', { name: 'Confirm your break' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('This can’t be undone, shortened or lifted early.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign out' }));
    expect(await screen.findByText('Please tick the box to confirm.')).toBeInTheDocument();
    expect(patches('/player/timeout')).toHaveLength(0);
    // Back returns to the choice without sending anything.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Take a break' })).toBeInTheDocument();
    expect(patches('/player/timeout')).toHaveLength(0);
  });

  it('sends the break, then signs out to the home page with the success toast', async () => {
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    answers(PROTECTION_CHOICES.MGA, {
      status: 200,
      body: { notification: 'player.responsibleGambling.timeout.success.toast', timeout: { until, days: 3 }, signedOut: true },
    });
    renderIdentity(<ProtectionSection />);
    fireEvent.click(await screen.findByLabelText('3 days'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Continue' })[0]);
    fireEvent.click(await screen.findByLabelText('I understand that this can’t be undone'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign out' }));
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/en-UN'));
    expect(sentBody(patches('/player/timeout')[0])).toEqual({ timeout: 3 });
    expect(signOutEverywhere).toHaveBeenCalledTimes(1);
    expect(takeFlash()).toMatchObject({
      kind: 'success',
      key: 'player.responsibleGambling.timeout.success.toast',
      message: expect.stringContaining('Your break has started'),
    });
  });

  it('sends an indefinite self-exclusion as 12 months with the 24-hour cooling-off', async () => {
    answers(PROTECTION_CHOICES.MGA, {
      status: 200,
      body: {
        notification: 'player.responsibleGambling.exclusion.success.toast',
        selfExclusion: { until: null, days: null, indefinite: true },
        signedOut: true,
      },
    });
    renderIdentity(<ProtectionSection />);
    fireEvent.click(await screen.findByLabelText(/^Indefinitely/));
    fireEvent.click(screen.getAllByRole('button', { name: 'Continue' })[1]);
    expect(await screen.findByText('Your self-exclusion has no end date.')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('I understand that this can’t be undone'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign out' }));
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/en-UN'));
    expect(sentBody(patches('/player/exclusion')[0])).toEqual({
      exclusionInMonths: 12,
      exclusionDelayInHours: 24,
      accountDisableIndefinitely: true,
    });
  });

  it('shows a refusal on the form and stays signed in', async () => {
    answers(PROTECTION_CHOICES.MGA, {
      status: 400,
      body: { status: 400, code: 'error.protection.period.not_allowed', message: 'x', additionalInfo: { field: 'timeout', allowed: '1' } },
    });
    renderIdentity(<ProtectionSection />);
    fireEvent.click(await screen.findByLabelText('1 day'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Continue' })[0]);
    fireEvent.click(await screen.findByLabelText('I understand that this can’t be undone'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign out' }));
    expect(await screen.findByText('That length isn’t available in your market.')).toBeInTheDocument();
    expect(reloadTo).not.toHaveBeenCalled();
  });
});
