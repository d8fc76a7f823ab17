import type { UploadableDocumentType } from './enums';
import type { UploadState } from './upload-state';

/** identity-and-account.md §4 "Verification flow states": all 25, in the spec's order. */
export const VERIFICATION_FLOW_STATES = [
  'PENDING',
  'LOADING',
  'PRE_UPLOAD_ID',
  'UPLOAD_ID',
  'UPLOAD_ID_SUCCESS',
  'UPLOAD_ID_ERROR',
  'UPLOAD_POA',
  'SELECT_POA_DOCUMENT_TYPE',
  'UPLOAD_POA_SUCCESS',
  'UPLOAD_POA_ERROR',
  'PRE_UPLOAD_POP',
  'UPLOAD_POP',
  'UPLOAD_POP_SUCCESS',
  'UPLOAD_POP_ERROR',
  'SELECT_SOW_DOCUMENT_TYPE',
  'UPLOAD_SOW',
  'UPLOAD_SOW_SUCCESS',
  'UPLOAD_SOW_ERROR',
  'PRE_UPLOAD_OTHER',
  'UPLOAD_OTHER',
  'UPLOAD_OTHER_SUCCESS',
  'UPLOAD_OTHER_ERROR',
  'ERROR',
  'SUCCESS',
  'UPLOADED',
] as const;
export type VerificationFlowState = (typeof VERIFICATION_FLOW_STATES)[number];

/**
 * What moves the flow (the spec leaves transitions open; docs/decisions.md "Verification flow transitions"):
 * START opens the modal (PENDING → LOADING); LOADED lands on the start point computed from the documents
 * (`verificationStartState`); LOAD_FAILED → ERROR; CONTINUE leaves an explanation step; SELECT picks a sub-type;
 * UPLOAD_SUCCEEDED / UPLOAD_FAILED end an upload; RETRY repeats a failed upload or load; NEXT goes on after a
 * successful upload (the next outstanding document, or UPLOADED); BACK returns one step; CLOSE ends the flow.
 */
export const VERIFICATION_FLOW_EVENTS = [
  'START',
  'LOADED',
  'LOAD_FAILED',
  'CONTINUE',
  'SELECT',
  'UPLOAD_SUCCEEDED',
  'UPLOAD_FAILED',
  'RETRY',
  'NEXT',
  'BACK',
  'CLOSE',
] as const;
export type VerificationFlowEvent = (typeof VERIFICATION_FLOW_EVENTS)[number];

type Kind = 'ID' | 'POA' | 'POP' | 'SOW' | 'OTHER';
const KINDS: readonly Kind[] = ['ID', 'POA', 'POP', 'SOW', 'OTHER'];

/** Where each upload kind's steps begin: an explanation (PRE_UPLOAD_…) or a sub-type choice (SELECT_…). */
const ENTRY: Readonly<Record<Kind, VerificationFlowState>> = {
  ID: 'PRE_UPLOAD_ID',
  POA: 'SELECT_POA_DOCUMENT_TYPE',
  POP: 'PRE_UPLOAD_POP',
  SOW: 'SELECT_SOW_DOCUMENT_TYPE',
  OTHER: 'PRE_UPLOAD_OTHER',
};

/** Every state LOADED may land on: each kind's entry, or the flow's end states when nothing is to upload. */
export const VERIFICATION_START_STATES: readonly VerificationFlowState[] = [...KINDS.map((kind) => ENTRY[kind]), 'SUCCESS', 'UPLOADED'];

/** After a successful upload: the next outstanding document's entry, or UPLOADED when nothing more is asked. */
const AFTER_UPLOAD: readonly VerificationFlowState[] = [...KINDS.map((kind) => ENTRY[kind]), 'UPLOADED'];

function buildTable(): Readonly<Record<VerificationFlowState, Partial<Record<VerificationFlowEvent, readonly VerificationFlowState[]>>>> {
  const table = Object.fromEntries(VERIFICATION_FLOW_STATES.map((state) => [state, {}])) as Record<
    VerificationFlowState,
    Partial<Record<VerificationFlowEvent, readonly VerificationFlowState[]>>
  >;
  table.PENDING = { START: ['LOADING'] };
  table.LOADING = { LOADED: VERIFICATION_START_STATES, LOAD_FAILED: ['ERROR'] };
  table.ERROR = { RETRY: ['LOADING'] };
  // The ends: the modal shows the outcome; it can be reopened from the start (a new START after CLOSE).
  table.SUCCESS = {};
  table.UPLOADED = {};
  for (const kind of KINDS) {
    const upload = `UPLOAD_${kind}` as VerificationFlowState;
    const entry = ENTRY[kind];
    table[entry] = entry.startsWith('SELECT_') ? { SELECT: [upload] } : { CONTINUE: [upload] };
    table[upload] = {
      UPLOAD_SUCCEEDED: [`${upload}_SUCCESS` as VerificationFlowState],
      UPLOAD_FAILED: [`${upload}_ERROR` as VerificationFlowState],
      BACK: [entry],
    };
    table[`${upload}_SUCCESS` as VerificationFlowState] = { NEXT: AFTER_UPLOAD };
    table[`${upload}_ERROR` as VerificationFlowState] = { RETRY: [upload], BACK: [entry] };
  }
  // CLOSE from anywhere but PENDING itself: hiding the modal ends the flow (identity-and-account.md §4 "It starts at pending").
  for (const state of VERIFICATION_FLOW_STATES) if (state !== 'PENDING') table[state] = { ...table[state], CLOSE: ['PENDING'] };
  return table;
}

/** The allowed transitions: state → event → the states that event may lead to. */
export const VERIFICATION_FLOW_TRANSITIONS = buildTable();

/**
 * The state after `event`, or null when the event is not allowed in `state`. Events with several targets
 * (LOADED, NEXT) name theirs in `to`, which must be one the table allows; single-target events need none.
 */
export function nextVerificationState(state: VerificationFlowState, event: VerificationFlowEvent, to?: VerificationFlowState): VerificationFlowState | null {
  const targets = VERIFICATION_FLOW_TRANSITIONS[state][event];
  if (!targets) return null;
  if (to === undefined) return targets.length === 1 ? targets[0] : null;
  return targets.includes(to) ? to : null;
}

/** identity-and-account.md §4: the places the verification modal opens from. */
export const VERIFICATION_START_POINTS = ['ACCOUNT_PAGE', 'DEPOSIT_PAGE', 'DEPOSIT_MODAL', 'WITHDRAW', 'WITHDRAW_MODAL'] as const;
export type VerificationStartPoint = (typeof VERIFICATION_START_POINTS)[number];

const KIND_OF_TYPE: Readonly<Record<UploadableDocumentType, Kind>> = {
  PROOF_OF_ID: 'ID',
  PROOF_OF_ADDRESS: 'POA',
  PROOF_OF_PAYMENT: 'POP',
  SOURCE_OF_WEALTH: 'SOW',
  OTHER: 'OTHER',
};

/** The first step of uploading a document of `documentType`. */
export function entryStateOf(documentType: UploadableDocumentType): VerificationFlowState {
  return ENTRY[KIND_OF_TYPE[documentType]];
}

export interface StartStateInput {
  startPoint: VerificationStartPoint;
  /** The document the player chose (the account page's "Upload" on one document), if any. */
  documentType?: UploadableDocumentType | null;
  /** The identity-and-account.md §4 upload state of the player's ID and address documents. */
  uploadState: UploadState;
  /** Outstanding (requested or expired) uploadable types, in the spec's type order. */
  requested: readonly UploadableDocumentType[];
}

/**
 * Where the modal lands after loading (docs/decisions.md "Verification flow transitions"). A chosen document
 * starts at its own entry. Otherwise the identity and address come first (the upload state); once they are in,
 * the first outstanding document: from the deposit page or modal a requested proof of payment comes before the
 * rest (it is what the deposit waits for); from the withdraw page or modal and the account page the spec's type
 * order holds. Nothing outstanding: the upload state's SUCCESS or UPLOADED.
 */
export function verificationStartState(input: StartStateInput): VerificationFlowState {
  if (input.documentType) return entryStateOf(input.documentType);
  if (input.uploadState === 'UPLOAD_ID') return 'PRE_UPLOAD_ID';
  if (input.uploadState === 'SELECT_POA_DOCUMENT_TYPE') return 'SELECT_POA_DOCUMENT_TYPE';
  const rest = input.requested.filter((type) => type !== 'PROOF_OF_ID' && type !== 'PROOF_OF_ADDRESS');
  const deposit = input.startPoint === 'DEPOSIT_PAGE' || input.startPoint === 'DEPOSIT_MODAL';
  const first = deposit && rest.includes('PROOF_OF_PAYMENT') ? 'PROOF_OF_PAYMENT' : rest[0];
  if (first) return entryStateOf(first);
  return input.uploadState;
}

/** The modal's title message id per start point (identity-and-account.md §3 "Verification flow state": modalTitleId). */
export const MODAL_TITLE_ID: Readonly<Record<VerificationStartPoint, string>> = {
  ACCOUNT_PAGE: 'documents.modal.title.account',
  DEPOSIT_PAGE: 'documents.modal.title.deposit',
  DEPOSIT_MODAL: 'documents.modal.title.deposit',
  WITHDRAW: 'documents.modal.title.withdraw',
  WITHDRAW_MODAL: 'documents.modal.title.withdraw',
};

/** The upload kind an upload state is in, for the page's progress (null outside an upload). */
export function uploadKindOf(state: VerificationFlowState): Kind | null {
  const match = /^(?:PRE_UPLOAD_|UPLOAD_|SELECT_)(ID|POA|POP|SOW|OTHER)(?:_|$)/.exec(state);
  return match ? (match[1] as Kind) : null;
}
