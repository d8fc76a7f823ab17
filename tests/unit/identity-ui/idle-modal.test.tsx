import { act, fireEvent, screen } from '@testing-library/react';
import { IdleTimer } from '@/components/identity/idle-timer';
import { readAuthorization, writeAuthorization } from '@/lib/identity/ui-storage';
import { renderIdentity } from './render-identity';

const reloadTo = jest.fn();
jest.mock('@/lib/identity/ui-flash', () => ({ ...jest.requireActual('@/lib/identity/ui-flash'), reloadTo: (path: string | null) => reloadTo(path) }));

const config = { warningMs: 60_000, limitMs: 90_000 };
const activityAnswer = { lastActivityDate: '2026-11-22T00:00:00.000Z', idleTimeoutSeconds: 1800, idleDeadline: '2026-11-22T00:30:00.000Z' };

// Rendering with React Query and next-intl takes a few seconds when the 2 cores are busy (full suite, builds).
jest.setTimeout(20_000);

describe('idle-timer modal', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    fetchMock = jest.fn(async (url: string) => ({ ok: true, status: url.endsWith('sign_out') ? 204 : 200, json: async () => activityAnswer }));
    global.fetch = fetchMock as unknown as typeof fetch;
    reloadTo.mockClear();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('warns after the warning time with a countdown, and "Stay signed in" checks in and closes it', async () => {
    renderIdentity(<IdleTimer config={config} />);
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/player/activity_check', expect.objectContaining({ method: 'POST' }));
    await act(async () => jest.advanceTimersByTimeAsync(59_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => jest.advanceTimersByTimeAsync(2_000));
    const dialog = screen.getByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent('sign you out in 0:29');
    // Passive activity does not dismiss the warning: only an explicit choice does.
    fireEvent.keyDown(window, { key: 'a' });
    await act(async () => jest.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/v1/player/activity_check')).toHaveLength(2);
  });

  it('activity before the warning restarts the count', async () => {
    renderIdentity(<IdleTimer config={config} />);
    await act(async () => jest.advanceTimersByTimeAsync(50_000));
    fireEvent.pointerDown(window);
    await act(async () => jest.advanceTimersByTimeAsync(50_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signs the player out at the limit', async () => {
    writeAuthorization({ playerId: 1, exp: null });
    renderIdentity(<IdleTimer config={config} />);
    await act(async () => jest.advanceTimersByTimeAsync(91_000));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/player/sign_out', expect.objectContaining({ method: 'POST' }));
    expect(readAuthorization()).toBeNull();
    expect(reloadTo).toHaveBeenCalledWith('/en-UN');
    // The notice survives the page load: "signed out after 2 minutes" (90 s rounds to 2).
    expect(JSON.parse(sessionStorage.getItem('identityFlash') ?? 'null')).toEqual({ kind: 'warning', key: 'idle.signedOut', values: { minutes: 2 } });
  });
});
