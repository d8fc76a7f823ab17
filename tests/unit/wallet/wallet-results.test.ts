import { walletFlowStatusOf } from '@/lib/wallet/wallet-results';

describe('walletFlowStatusOf (spec games-wallet-bonuses §4 table)', () => {
  it.each([
    ['NOT_ENOUGH_FUNDS', 'ERROR'],
    ['EXCEEDS_KYC_LIMIT', 'ERROR'],
    ['FAILURE', 'ERROR'],
    ['SUCCESS', 'ALLOWED'],
    ['DOCUMENTS_PREFERRED', 'VERIFYDOCUMENT_LOYAL'],
    ['DOCUMENTS_UNDER_REVIEW', 'VERIFYDOCUMENT_UNDER_REVIEW'],
    ['DOCUMENTS_REQUIRED', 'VERIFYDOCUMENT_REQUIRED'],
    ['DOCUMENTS_REQUIRED_RESTRICTED', 'VERIFYDOCUMENT_STRICT'],
    ['WITHDRAWAL_LIMIT_REACHED', 'WITHDRAWAL_LIMIT_REACHED'],
    ['SELF_LIMIT_REACHED', 'SELF_LIMIT_REACHED'],
    ['RESTRICTED', 'RESTRICTED'],
    ['FORBIDDEN', 'ERROR'],
    ['SOMETHING_NEW', 'ERROR'],
    ['toString', 'ERROR'],
  ])('%s → %s', (result, status) => expect(walletFlowStatusOf(result)).toBe(status));
});
