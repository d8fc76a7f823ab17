import { screen } from '@testing-library/react';
import { TransactionList } from '@/components/wallet/transaction-list';
import { transactionPageSchema } from '@/lib/wallet/schemas';
import type { Transaction } from '@/lib/wallet/schemas';
import { renderIdentity } from '../identity-ui/render-identity';

jest.setTimeout(20_000);

const row = (overrides: Partial<Transaction>): Transaction => ({
  referenceId: 'txn_7b1f4c0e9a2d3b5c6e8f0a1b2c3d4e5f',
  playerId: 1,
  walletId: 3,
  walletType: 'MAIN',
  amount: -250,
  balanceAfterTransaction: 9_750,
  currency: 'EUR',
  category: 'CASINO',
  status: 'SUCCESS',
  type: 'BET',
  transactionDate: '2026-11-23T10:00:00Z',
  ...overrides,
});

describe('transaction list', () => {
  it('names the game of a bet, and nothing for a deposit', () => {
    const page = transactionPageSchema.parse({
      transactions: [
        row({ gameName: 'Harbour Lights' }),
        row({ referenceId: 'txn_0f1e2d3c4b5a69788796a5b4c3d2e1f0', type: 'DEPOSIT', category: 'PAYMENT', amount: 10_000 }),
      ],
      position: 2,
      hasMore: false,
    });
    renderIdentity(<TransactionList transactions={page.transactions} />);
    const rows = screen.getAllByTestId('transaction-row');
    expect(rows[0]).toHaveTextContent('Harbour Lights');
    expect(screen.getAllByTestId('transaction-game')).toHaveLength(1);
    expect(rows[1]).not.toHaveTextContent('Harbour Lights');
  });
});
