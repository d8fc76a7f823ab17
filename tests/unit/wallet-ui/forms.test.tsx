import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { WithdrawForm } from '@/components/wallet/withdraw-form';
import { PendingWithdrawals } from '@/components/wallet/pending-withdrawals';
import { useToastStore } from '@/lib/ui/toast-store';
import { renderIdentity } from '../identity-ui/render-identity';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
  usePathname: () => '/en-UN',
  useSearchParams: () => new URLSearchParams(),
}));

// Rendering with React Query and next-intl takes a few seconds when the 2 cores are busy.
jest.setTimeout(20_000);

const wallet = { currency: 'EUR', mainBalance: 50_000, lockedBalance: 0, sportsBonus: 0, casinoBonus: 0, liveCasinoBonus: 0, totalBalance: 50_000 };
// jsdom has no fetch Response: the fields the wallet client reads.
const json = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', json: async () => body });
let fetchMock: jest.Mock;

/** The wallet API as the withdraw form calls it: its recent deposit methods on mount, then the withdrawal request. */
function walletAnswers(withdrawal?: unknown, recentMethods: string[] = ['TRUSTLY']) {
  fetchMock.mockImplementation(async (url: string) =>
    url.endsWith('/recent_deposit_methods') ? json(200, { paymentMethods: recentMethods }) : json(200, withdrawal),
  );
}
const withdrawalCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/withdrawal/request'));

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  useToastStore.getState().clear();
});

describe('withdraw form', () => {
  it('refuses more than the cash balance on the client, without calling the API', async () => {
    walletAnswers();
    renderIdentity(<WithdrawForm wallet={wallet} />);
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '500.01' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('The maximum is €500.00.')).toBeInTheDocument();
    expect(withdrawalCalls()).toHaveLength(0);
  });

  it('says where the money goes: back to the method of the last deposit (closed loop)', async () => {
    walletAnswers(undefined, ['SKRILL', 'TRUSTLY']);
    renderIdentity(<WithdrawForm wallet={wallet} />);
    expect(await screen.findByText('Paid back to Skrill, the method of your last deposit.')).toBeInTheDocument();
  });

  it('drops "Withdrawal requested" once the withdrawal is cancelled (the locked balance falls back)', async () => {
    walletAnswers({ result: 'SUCCESS', status: 'ALLOWED', limit: 1_000_000, originalLimit: 1_000_000, duration: 'DAILY' });
    // The page re-reads the wallet after each change; the harness plays that part.
    let setWallet!: (next: typeof wallet) => void;
    function Harness() {
      const [current, set] = useState(wallet);
      setWallet = set;
      return <WithdrawForm wallet={current} />;
    }
    renderIdentity(<Harness />);
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-result')).toHaveTextContent('Withdrawal requested');
    act(() => setWallet({ ...wallet, mainBalance: 48_000, lockedBalance: 2_000 }));
    expect(screen.getByTestId('withdraw-result')).toHaveTextContent('Withdrawal requested');
    act(() => setWallet(wallet));
    await waitFor(() => expect(screen.queryByTestId('withdraw-result')).toBeNull());
  });

  it('sends minor units and shows the 24-hour limit answer with what is left today', async () => {
    walletAnswers({ result: 'WITHDRAWAL_LIMIT_REACHED', status: 'WITHDRAWAL_LIMIT_REACHED', limit: 12_345, originalLimit: 1_000_000, duration: 'DAILY' });
    renderIdentity(<WithdrawForm wallet={wallet} />);
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '200,50' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-result')).toHaveTextContent('You can still withdraw €123.45 today.');
    const [url, init] = withdrawalCalls()[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/player/wallet/withdrawal/request');
    expect(JSON.parse(init.body as string)).toEqual({ amount: 20_050 });
  });

  it('says a KYC check is needed when the server answers DOCUMENTS_REQUIRED', async () => {
    walletAnswers({ result: 'DOCUMENTS_REQUIRED', status: 'VERIFYDOCUMENT_REQUIRED', limit: 0, originalLimit: 1_000_000, duration: 'DAILY' });
    renderIdentity(<WithdrawForm wallet={wallet} />);
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-result')).toHaveTextContent('Verify your identity before withdrawing');
  });
});

describe('pending withdrawals', () => {
  it('cancels in full and shows the cancel limit as an error toast', async () => {
    const pending = {
      pendingWithdrawalId: 7,
      referenceId: 'txn_000000000007',
      playerId: 1,
      amount: 2_000,
      currency: 'EUR',
      category: 'PAYMENT',
      type: 'WITHDRAW',
      status: 'PENDING',
      transactionDate: '2026-11-23T10:00:00Z',
    };
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/pendingWithdrawal')
        ? json(200, { pendingWithdrawals: [pending] })
        : json(409, { status: 409, code: 'error.withdrawal.cancel.limit_reached', message: 'limit' }),
    );
    renderIdentity(<PendingWithdrawals />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the withdrawal of €20.00' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => [t.kind, t.message])).toEqual([
        ['error', 'You have cancelled 3 withdrawals in the last 24 hours, so this one can’t be cancelled now.'],
      ]),
    );
    const cancel = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/withdrawal/cancellation')) as [string, RequestInit];
    expect(JSON.parse(cancel[1].body as string)).toEqual({ pendingWithdrawalId: 7, amount: 2_000, cancelByPlayer: true });
  });
});
