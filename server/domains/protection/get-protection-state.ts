import 'server-only';
import type { Database } from '@/server/db/database';
import { choicesFor, gamblingBlockOf } from '@/lib/protection/policy';
import type { ProtectionState } from '@/lib/protection/schemas';
import { loadProtectionFacts } from './gambling-block';
import { toExclusionState, toTimeoutState } from './to-protection-state';

/** GET /timeout/cooling (identity-and-account §7): the market's lengths, the cooling-off, and the block in force. */
export async function getProtectionState(db: Database, playerId: number, now: Date = new Date()): Promise<ProtectionState> {
  const facts = await loadProtectionFacts(db, playerId);
  const block = gamblingBlockOf(facts, now);
  const choices = choicesFor(facts.countryCode, facts.provinceCode);
  return {
    choices: { ...choices, timeoutDays: [...choices.timeoutDays], exclusionMonths: [...choices.exclusionMonths] },
    timeout: block?.kind === 'TIMEOUT' ? toTimeoutState(block) : null,
    selfExclusion: block?.kind === 'SELF_EXCLUSION' ? toExclusionState(block) : null,
  };
}
