import {
  MODAL_TITLE_ID,
  nextVerificationState,
  uploadKindOf,
  VERIFICATION_FLOW_EVENTS,
  VERIFICATION_FLOW_STATES,
  VERIFICATION_FLOW_TRANSITIONS,
  VERIFICATION_START_POINTS,
  verificationStartState,
  type VerificationFlowState,
} from '@/lib/documents/verification-flow';

function reachableFrom(start: VerificationFlowState): Set<VerificationFlowState> {
  const seen = new Set<VerificationFlowState>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const state = queue.shift()!;
    for (const targets of Object.values(VERIFICATION_FLOW_TRANSITIONS[state]))
      for (const target of targets ?? [])
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
  }
  return seen;
}

describe('the verification flow state machine (identity-and-account.md §4)', () => {
  it('has the spec’s 25 states, every one reachable from PENDING and every one able to return to PENDING', () => {
    expect(VERIFICATION_FLOW_STATES).toHaveLength(25);
    expect(reachableFrom('PENDING')).toEqual(new Set(VERIFICATION_FLOW_STATES));
    for (const state of VERIFICATION_FLOW_STATES) expect(reachableFrom(state).has('PENDING')).toBe(true);
  });

  it('starts at PENDING, goes to LOADING on start, then to a start point or ERROR', () => {
    expect(nextVerificationState('PENDING', 'START')).toBe('LOADING');
    expect(nextVerificationState('LOADING', 'LOADED', 'PRE_UPLOAD_ID')).toBe('PRE_UPLOAD_ID');
    expect(nextVerificationState('LOADING', 'LOADED', 'UPLOADED')).toBe('UPLOADED');
    expect(nextVerificationState('LOADING', 'LOADED', 'UPLOAD_ID_SUCCESS')).toBeNull();
    expect(nextVerificationState('LOADING', 'LOADED')).toBeNull();
    expect(nextVerificationState('LOADING', 'LOAD_FAILED')).toBe('ERROR');
    expect(nextVerificationState('ERROR', 'RETRY')).toBe('LOADING');
  });

  it.each([
    ['ID', 'PRE_UPLOAD_ID', 'CONTINUE'],
    ['POA', 'SELECT_POA_DOCUMENT_TYPE', 'SELECT'],
    ['POP', 'PRE_UPLOAD_POP', 'CONTINUE'],
    ['SOW', 'SELECT_SOW_DOCUMENT_TYPE', 'SELECT'],
    ['OTHER', 'PRE_UPLOAD_OTHER', 'CONTINUE'],
  ] as const)('%s: entry → upload → success or error → retry, back, next', (kind, entry, enter) => {
    const upload = `UPLOAD_${kind}` as VerificationFlowState;
    expect(nextVerificationState(entry, enter)).toBe(upload);
    expect(nextVerificationState(upload, 'UPLOAD_FAILED')).toBe(`${upload}_ERROR`);
    expect(nextVerificationState(`${upload}_ERROR` as VerificationFlowState, 'RETRY')).toBe(upload);
    expect(nextVerificationState(`${upload}_ERROR` as VerificationFlowState, 'BACK')).toBe(entry);
    expect(nextVerificationState(upload, 'BACK')).toBe(entry);
    expect(nextVerificationState(upload, 'UPLOAD_SUCCEEDED')).toBe(`${upload}_SUCCESS`);
    expect(nextVerificationState(`${upload}_SUCCESS` as VerificationFlowState, 'NEXT', 'UPLOADED')).toBe('UPLOADED');
    expect(nextVerificationState(`${upload}_SUCCESS` as VerificationFlowState, 'NEXT', 'SELECT_POA_DOCUMENT_TYPE')).toBe('SELECT_POA_DOCUMENT_TYPE');
    expect(nextVerificationState(`${upload}_SUCCESS` as VerificationFlowState, 'NEXT', 'SUCCESS')).toBeNull();
    expect(uploadKindOf(entry)).toBe(kind);
    expect(uploadKindOf(`${upload}_SUCCESS` as VerificationFlowState)).toBe(kind);
  });

  it('refuses every event the table does not list, and CLOSE works everywhere but PENDING', () => {
    let refused = 0;
    for (const state of VERIFICATION_FLOW_STATES)
      for (const event of VERIFICATION_FLOW_EVENTS) {
        const targets = VERIFICATION_FLOW_TRANSITIONS[state][event];
        if (!targets) {
          expect(nextVerificationState(state, event)).toBeNull();
          for (const to of VERIFICATION_FLOW_STATES) expect(nextVerificationState(state, event, to)).toBeNull();
          refused += 1;
        } else for (const to of VERIFICATION_FLOW_STATES) expect(nextVerificationState(state, event, to)).toBe(targets.includes(to) ? to : null);
      }
    expect(refused).toBeGreaterThan(200);
    for (const state of VERIFICATION_FLOW_STATES) expect(nextVerificationState(state, 'CLOSE')).toBe(state === 'PENDING' ? null : 'PENDING');
    expect(nextVerificationState('SUCCESS', 'UPLOAD_SUCCEEDED')).toBeNull();
  });
});

describe('the modal’s start point (ACCOUNT_PAGE, DEPOSIT_PAGE, DEPOSIT_MODAL, WITHDRAW, WITHDRAW_MODAL)', () => {
  it('starts every entry point at the ID, then the address, then what is outstanding', () => {
    for (const startPoint of VERIFICATION_START_POINTS) {
      expect(verificationStartState({ startPoint, uploadState: 'UPLOAD_ID', requested: ['PROOF_OF_ID', 'PROOF_OF_ADDRESS'] })).toBe('PRE_UPLOAD_ID');
      expect(verificationStartState({ startPoint, uploadState: 'SELECT_POA_DOCUMENT_TYPE', requested: ['PROOF_OF_ADDRESS'] })).toBe('SELECT_POA_DOCUMENT_TYPE');
      expect(verificationStartState({ startPoint, uploadState: 'UPLOADED', requested: [] })).toBe('UPLOADED');
      expect(verificationStartState({ startPoint, uploadState: 'SUCCESS', requested: [] })).toBe('SUCCESS');
      expect(verificationStartState({ startPoint, uploadState: 'SUCCESS', requested: [], documentType: 'OTHER' })).toBe('PRE_UPLOAD_OTHER');
      expect(MODAL_TITLE_ID[startPoint]).toMatch(/^documents\.modal\.title\./);
    }
  });

  it('puts a requested proof of payment first from the deposit page and modal, the spec’s order elsewhere', () => {
    const input = { uploadState: 'SUCCESS' as const, requested: ['PROOF_OF_PAYMENT', 'SOURCE_OF_WEALTH'] as const };
    expect(verificationStartState({ ...input, requested: ['SOURCE_OF_WEALTH', 'PROOF_OF_PAYMENT'], startPoint: 'DEPOSIT_MODAL' })).toBe('PRE_UPLOAD_POP');
    expect(verificationStartState({ ...input, requested: ['SOURCE_OF_WEALTH', 'PROOF_OF_PAYMENT'], startPoint: 'DEPOSIT_PAGE' })).toBe('PRE_UPLOAD_POP');
    expect(verificationStartState({ ...input, requested: ['SOURCE_OF_WEALTH', 'PROOF_OF_PAYMENT'], startPoint: 'WITHDRAW' })).toBe('SELECT_SOW_DOCUMENT_TYPE');
    expect(verificationStartState({ ...input, startPoint: 'ACCOUNT_PAGE' })).toBe('PRE_UPLOAD_POP');
  });
});
