import { validateBonusCode as validateBonusCodeContract } from '@/lib/bonus/contracts';
import { validateBonusCode } from '@/server/domains/bonus/bonus-code';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// games-wallet-bonuses.md §7 "POST /bonus-code/validate {bonusCode}".
export const POST = withContract(validateBonusCodeContract, async ({ db, player, body }) => validateBonusCode(db, player.playerId, body.bonusCode));
