import {
  VERIFICATION_STATUSES,
  KYC_LEVELS,
  REJECTION_REASONS,
  SOURCE_OF_WEALTH_CODE_OF,
  SOURCE_OF_WEALTH_CODES,
  DOCUMENT_TYPES,
  UPLOAD_KIND_OF,
  isSubTypeOf,
  type VerificationStatus,
} from '@/lib/documents/enums';
import { uploadState } from '@/lib/documents/upload-state';
import { isKycClear } from '@/lib/documents/kyc-clear';
import { nextReminderState } from '@/lib/documents/document-reminder';
import { depositKycResult, documentTypesToRequest, kycLevelAfterDocuments, withdrawalKycResult } from '@/lib/documents/kyc-rules';
import type { DocumentFact } from '@/lib/documents/document-facts';

const STATUSES_OR_ABSENT: (VerificationStatus | undefined)[] = [undefined, ...VERIFICATION_STATUSES];
const submitted = (status: VerificationStatus | undefined) => status === 'UNDER_REVIEW' || status === 'VERIFIED';

describe('the spec enumerations (identity-and-account.md §3)', () => {
  it('has every rejection reason, type, kind and source-of-wealth code', () => {
    expect(REJECTION_REASONS).toHaveLength(29);
    expect(new Set(REJECTION_REASONS).size).toBe(29);
    expect(DOCUMENT_TYPES.map((type) => UPLOAD_KIND_OF[type])).toEqual(['ID', 'POA', 'POP', 'SOW', null, 'OTHER']);
    expect(Object.values(SOURCE_OF_WEALTH_CODE_OF).sort()).toEqual(['BS', 'BS', 'CCS', 'OT', 'PS', 'SC', 'SP', 'UB', 'WI', 'WN']);
    expect([...SOURCE_OF_WEALTH_CODES].sort()).toEqual([...new Set(Object.values(SOURCE_OF_WEALTH_CODE_OF))].sort());
    expect(KYC_LEVELS).toContain('FULLY VERIFIED');
    expect(isSubTypeOf('SOURCE_OF_WEALTH', 'WN')).toBe(true);
    expect(isSubTypeOf('PROOF_OF_ID', 'WN')).toBe(false);
    expect(isSubTypeOf('OTHER', 'PASSPORT')).toBe(false);
  });
});

describe('uploadState over every combination of the ID and address statuses (identity-and-account.md §4)', () => {
  const cases = STATUSES_OR_ABSENT.flatMap((id) => STATUSES_OR_ABSENT.map((address) => [id, address] as const));
  it.each(cases)('id=%s address=%s', (id, address) => {
    // The rule restated independently, clause by clause in the spec's order.
    const expected =
      (id === undefined && address === undefined) || (!submitted(id) && !submitted(address))
        ? 'UPLOAD_ID'
        : address === 'UNDER_REVIEW' || (address === 'VERIFIED' && id === 'UNDER_REVIEW')
          ? 'UPLOADED'
          : address === 'VERIFIED'
            ? 'SUCCESS'
            : 'SELECT_POA_DOCUMENT_TYPE';
    expect(uploadState(id, address)).toBe(expected);
  });

  it('names the landmarks', () => {
    expect(uploadState(undefined, undefined)).toBe('UPLOAD_ID');
    expect(uploadState('REQUESTED', 'EXPIRED')).toBe('UPLOAD_ID');
    expect(uploadState('UNDER_REVIEW', undefined)).toBe('SELECT_POA_DOCUMENT_TYPE');
    expect(uploadState('VERIFIED', 'REQUESTED')).toBe('SELECT_POA_DOCUMENT_TYPE');
    expect(uploadState('VERIFIED', 'UNDER_REVIEW')).toBe('UPLOADED');
    expect(uploadState('UNDER_REVIEW', 'VERIFIED')).toBe('UPLOADED');
    expect(uploadState('VERIFIED', 'VERIFIED')).toBe('SUCCESS');
  });
});

describe('isKycClear over every combination of document statuses (identity-and-account.md §4)', () => {
  const lists: VerificationStatus[][] = [[], ...VERIFICATION_STATUSES.map((status) => [status]), ['UNREQUESTED', 'UNREQUESTED'], ['UNREQUESTED', 'REQUESTED']];
  it('holds exactly for NOT_REQUIRED, or NOT_VERIFIED with everything unrequested', () => {
    let checked = 0;
    for (const kycStatus of KYC_LEVELS)
      for (const idDocument of STATUSES_OR_ABSENT)
        for (const addressDocument of STATUSES_OR_ABSENT)
          for (const sowDocument of STATUSES_OR_ABSENT)
            for (const eddQuestionnaire of STATUSES_OR_ABSENT)
              for (const otherDocument of lists)
                for (const paymentDocument of lists) {
                  const singles = [idDocument, addressDocument, sowDocument, eddQuestionnaire];
                  const expected =
                    kycStatus === 'NOT_REQUIRED' ||
                    (kycStatus === 'NOT_VERIFIED' &&
                      singles.every((status) => status === undefined || status === 'UNREQUESTED') &&
                      [...otherDocument, ...paymentDocument].every((status) => status === 'UNREQUESTED'));
                  const actual = isKycClear(kycStatus, { idDocument, addressDocument, sowDocument, eddQuestionnaire, otherDocument, paymentDocument });
                  if (actual !== expected)
                    throw new Error(
                      `${kycStatus} ${JSON.stringify({ idDocument, addressDocument, sowDocument, eddQuestionnaire, otherDocument, paymentDocument })}`,
                    );
                  checked += 1;
                }
    expect(checked).toBe(12 * 6 ** 4 * 8 * 8);
  });
});

describe('the document reminder (INACTIVE, NOTIFY, UPLOADED)', () => {
  const outstanding: DocumentFact[] = [{ documentType: 'PROOF_OF_ID', documentStatus: 'REQUESTED' }];
  it('notifies on show only when something is outstanding; upload, close, verify later and terminate', () => {
    expect(nextReminderState('INACTIVE', 'SHOW', outstanding)).toBe('NOTIFY');
    expect(nextReminderState('INACTIVE', 'SHOW', [{ documentType: 'PROOF_OF_ID', documentStatus: 'UNDER_REVIEW' }])).toBe('INACTIVE');
    expect(nextReminderState('NOTIFY', 'UPLOAD', outstanding)).toBe('UPLOADED');
    expect(nextReminderState('INACTIVE', 'UPLOAD', outstanding)).toBe('INACTIVE');
    expect(nextReminderState('UPLOADED', 'SHOW', outstanding)).toBe('UPLOADED');
    for (const event of ['CLOSE', 'VERIFY_LATER', 'TERMINATE'] as const)
      for (const state of ['INACTIVE', 'NOTIFY', 'UPLOADED'] as const) expect(nextReminderState(state, event, outstanding)).toBe('INACTIVE');
  });
});

describe('the KYC rules (docs/decisions.md "Documents and KYC levels")', () => {
  const docs = (id: VerificationStatus, address: VerificationStatus): DocumentFact[] => [
    { documentType: 'PROOF_OF_ID', documentStatus: id },
    { documentType: 'PROOF_OF_ADDRESS', documentStatus: address },
  ];
  it('withdrawal: required, under review, verified; outstanding documents first; EDD above the threshold', () => {
    const base = { lifetimeDeposits: 0n };
    expect(withdrawalKycResult({ ...base, kycStatus: 'NOT_VERIFIED', documents: [] })).toBe('DOCUMENTS_REQUIRED');
    expect(withdrawalKycResult({ ...base, kycStatus: 'NOT_VERIFIED', documents: docs('UNDER_REVIEW', 'UNDER_REVIEW') })).toBe('DOCUMENTS_UNDER_REVIEW');
    expect(withdrawalKycResult({ ...base, kycStatus: 'FULLY VERIFIED', documents: docs('VERIFIED', 'VERIFIED') })).toBe('SUCCESS');
    expect(withdrawalKycResult({ ...base, kycStatus: 'FULLY VERIFIED', documents: [{ documentType: 'PROOF_OF_PAYMENT', documentStatus: 'REQUESTED' }] })).toBe(
      'DOCUMENTS_REQUIRED',
    );
    expect(withdrawalKycResult({ ...base, kycStatus: 'RESTRICTED', documents: [] })).toBe('DOCUMENTS_REQUIRED_RESTRICTED');
    const rich = { kycStatus: 'FULLY VERIFIED' as const, lifetimeDeposits: 500_000n, eddThreshold: 500_000n };
    expect(withdrawalKycResult({ ...rich, documents: [] })).toBe('DOCUMENTS_REQUIRED');
    expect(
      withdrawalKycResult({
        ...rich,
        documents: [
          { documentType: 'SOURCE_OF_WEALTH', documentStatus: 'UNDER_REVIEW' },
          { documentType: 'EDD_QUESTIONNAIRE', documentStatus: 'VERIFIED' },
        ],
      }),
    ).toBe('DOCUMENTS_UNDER_REVIEW');
    expect(withdrawalKycResult({ ...rich, kycStatus: 'ENHANCED', documents: [] })).toBe('SUCCESS');
    expect(documentTypesToRequest({ ...rich, documents: [] })).toEqual(['SOURCE_OF_WEALTH', 'EDD_QUESTIONNAIRE']);
    expect(documentTypesToRequest({ ...base, kycStatus: 'NOT_VERIFIED', documents: docs('UNDER_REVIEW', 'UNREQUESTED') })).toEqual(['PROOF_OF_ADDRESS']);
    expect(documentTypesToRequest({ ...base, kycStatus: 'SUSPENDED', documents: [] })).toEqual([]);
  });

  it('deposit: an unverified player deposits up to the threshold, then documents are required', () => {
    const facts = { kycStatus: 'NOT_VERIFIED' as const, documents: [], lifetimeDeposits: 150_000n, kycDepositThreshold: 200_000n };
    expect(depositKycResult(facts, 50_000n)).toBe('SUCCESS');
    expect(depositKycResult(facts, 50_001n)).toBe('DOCUMENTS_REQUIRED');
    expect(depositKycResult({ ...facts, documents: docs('UNDER_REVIEW', 'UNDER_REVIEW') }, 50_001n)).toBe('DOCUMENTS_UNDER_REVIEW');
    expect(depositKycResult({ ...facts, kycStatus: 'FULLY VERIFIED' }, 10_000_000n)).toBe('SUCCESS');
  });

  it('moves the level on every combination of the identity and EDD document statuses', () => {
    for (const level of KYC_LEVELS)
      for (const id of VERIFICATION_STATUSES)
        for (const address of VERIFICATION_STATUSES) {
          const after = kycLevelAfterDocuments(level, docs(id, address));
          if (['RESTRICTED', 'SUSPENDED', 'NOT_REQUIRED', 'ENHANCED KYC', 'ENHANCED', 'FULLY VERIFIED'].includes(level)) expect(after).toBe(level);
          else if (level === 'EDD_PENDING' || level === 'EDD_UNDER_REVIEW') expect(after).toBe('EDD_PENDING');
          else if (id === 'VERIFIED' && address === 'VERIFIED') expect(after).toBe('FULLY VERIFIED');
          else if (submitted(id) && submitted(address)) expect(after).toBe(level === 'DATA_VERIFIED' ? 'DATA_VERIFIED' : 'PENDING');
          else expect(after).toBe(level === 'PENDING' ? 'NOT_VERIFIED' : level);
        }
    const edd = (sow: VerificationStatus, questionnaire: VerificationStatus): DocumentFact[] => [
      { documentType: 'SOURCE_OF_WEALTH', documentStatus: sow },
      { documentType: 'EDD_QUESTIONNAIRE', documentStatus: questionnaire },
    ];
    expect(kycLevelAfterDocuments('FULLY VERIFIED', edd('REQUESTED', 'REQUESTED'), { eddDue: true })).toBe('EDD_PENDING');
    expect(kycLevelAfterDocuments('EDD_PENDING', edd('UNDER_REVIEW', 'VERIFIED'))).toBe('EDD_UNDER_REVIEW');
    expect(kycLevelAfterDocuments('EDD_UNDER_REVIEW', edd('VERIFIED', 'VERIFIED'))).toBe('ENHANCED');
    expect(kycLevelAfterDocuments('EDD_UNDER_REVIEW', edd('REQUESTED', 'VERIFIED'))).toBe('EDD_PENDING');
  });
});
