import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FormField } from '@/components/identity/form-field';
import { FormRefusal } from '@/components/identity/form-refusal';
import { LoginForm } from '@/components/identity/login-form';
import { DetailsStep } from '@/components/identity/signup/details-step';
import { useLoginStore } from '@/lib/identity/ui-login-store';
import { renderIdentity } from './render-identity';

const router = { replace: jest.fn(), push: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/en-UN',
  useParams: () => ({ locale: 'en-UN' }),
  useSearchParams: () => new URLSearchParams(),
}));

// Rendering with React Query and next-intl takes a few seconds when the 2 cores are busy (full suite, builds).
jest.setTimeout(20_000);

describe('field states (spec identity-and-account §5): colour and icon', () => {
  it.each([
    ['untouched', 0, 0],
    ['touched-error', 1, 0],
    ['success', 0, 1],
  ] as const)('%s', (state, errors, successes) => {
    renderIdentity(<FormField id="f" label="Email" state={state} error="Enter a valid email address." validLabel="Valid" />);
    const input = screen.getByLabelText('Email');
    expect(input.closest('[data-field-state]')).toHaveAttribute('data-field-state', state);
    expect(screen.queryAllByTestId('field-error')).toHaveLength(errors);
    expect(screen.queryAllByTestId('field-success')).toHaveLength(successes);
    if (state === 'touched-error') {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Enter a valid email address.');
    } else expect(screen.queryByText('Enter a valid email address.')).toBeNull();
    if (state === 'success') expect(screen.getByText('Valid')).toHaveClass('sr-only');
  });
});

describe('no "valid" tick beside a refusal', () => {
  it('a valid field shows no success while the server refuses the form, and shows it again once it does not', () => {
    const field = (refused: boolean) => (
      <FormRefusal refused={refused}>
        <FormField id="f" label="Amount" state="success" validLabel="Valid" />
      </FormRefusal>
    );
    const { rerender } = renderIdentity(field(true));
    expect(screen.queryAllByTestId('field-success')).toHaveLength(0);
    expect(screen.getByLabelText('Amount').closest('[data-field-state]')).toHaveAttribute('data-field-state', 'untouched');
    rerender(field(false));
    expect(screen.queryAllByTestId('field-success')).toHaveLength(1);
  });
});

describe('details step', () => {
  async function fill(dateOfBirth: string) {
    const onNext = jest.fn();
    renderIdentity(<DetailsStep defaults={null} serverErrors={[]} onNext={onNext} />);
    fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Aino' } });
    fireEvent.input(screen.getByLabelText('Last name'), { target: { value: 'Virtanen' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'aino@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Harbour-2026' } });
    fireEvent.input(screen.getByLabelText('Date of birth'), { target: { value: dateOfBirth } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    return onNext;
  }

  it('refuses an under-18 player before anything is sent', async () => {
    const year = new Date().getUTCFullYear() - 17;
    const onNext = await fill(`${year}-01-01`);
    expect(onNext).not.toHaveBeenCalled();
    expect(await screen.findByText('You must be at least 18 years old to open an account.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth').closest('[data-field-state]')).toHaveAttribute('data-field-state', 'touched-error');
  });

  it('moves on with valid details and marks fields as success', async () => {
    const onNext = await fill('1990-02-28');
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(onNext.mock.calls[0][0]).toMatchObject({ email: 'aino@example.com', dateOfBirth: '1990-02-28' });
    expect(screen.getByLabelText('Email').closest('[data-field-state]')).toHaveAttribute('data-field-state', 'success');
  });

  it('shows "required" on empty fields after a submit', async () => {
    renderIdentity(<DetailsStep defaults={null} serverErrors={[]} onNext={jest.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(5);
  });
});

describe('sign-in form', () => {
  beforeEach(() => useLoginStore.setState({ message: null, loader: false, errors: null }));

  it('shows the timeout message with the days from the API and clears the loader', async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 403,
      statusText: 'Forbidden',
      json: async () => ({ status: 403, code: 'error.timeout.in.progress', message: 'timeout', additionalInfo: { days: 3 } }),
    });
    renderIdentity(<LoginForm idPrefix="t" />);
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'a@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is on a time-out for 3 more days.');
    expect(useLoginStore.getState()).toMatchObject({ loader: false, errors: { code: 'error.timeout.in.progress', additionalInfo: { days: 3 } } });
    expect(router.replace).not.toHaveBeenCalled();
  });

  const answer = (status: number, code: string, headers: Record<string, string> = {}) => ({
    ok: false,
    status,
    statusText: 'Refused',
    headers: new Headers(headers),
    json: async () => ({ status, code, message: code }),
  });

  async function signInOnce() {
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'a@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret-wrong' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
  }

  it('warns before the last attempt that locks sign-in, with no green tick beside the refusal', async () => {
    window.sessionStorage.clear();
    global.fetch = jest.fn().mockResolvedValue(answer(401, 'error.player.not.found'));
    renderIdentity(<LoginForm idPrefix="t" />);
    for (let attempt = 1; attempt <= 3; attempt += 1) await signInOnce();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The email or password is not correct.'));
    expect(screen.getByRole('alert')).not.toHaveTextContent('One more failed attempt');
    expect(screen.queryAllByTestId('field-success')).toHaveLength(0);
    await signInOnce();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('One more failed attempt will lock sign-in'));
    expect(screen.queryAllByTestId('field-success')).toHaveLength(0);
  });

  it('a rate-limited sign-in says how long to wait (Retry-After)', async () => {
    window.sessionStorage.clear();
    global.fetch = jest.fn().mockResolvedValue(answer(429, 'error.rate_limit.exceeded', { 'Retry-After': '150' }));
    renderIdentity(<LoginForm idPrefix="t" />);
    await signInOnce();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts in a short time. Please wait 3 minutes and try again.'));
  });
});
