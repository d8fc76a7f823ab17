/**
 * Every integration test runs with CONTRACT_RESPONSE_CHECK on: each API answer is checked against its endpoint's
 * contract (server/http/with-contract.ts), and a test that drew an answer outside its contract fails here, even
 * when the test itself only looked at the status.
 */
process.env.CONTRACT_RESPONSE_CHECK = 'true';

const VIOLATIONS = Symbol.for('lucky-harbour.contract-violations');
const store = globalThis as typeof globalThis & { [VIOLATIONS]?: string[] };

afterEach(() => {
  const seen = (store[VIOLATIONS] ??= []).splice(0);
  if (seen.length > 0) throw new Error(`API answers outside their contracts:\n${seen.join('\n')}`);
});
