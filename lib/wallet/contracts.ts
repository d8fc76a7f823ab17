import { defineContract } from '@/lib/api/contract';
import { lastPlayedGamesAnswerSchema, lastPlayedGamesQuerySchema } from '@/lib/games/schemas';
import { depositIdParamsSchema, depositResultSchema } from './deposit-result';
import { socketTokenSchema } from './live-events';
import {
  depositAllowedAnswerSchema,
  depositAllowedBodySchema,
  depositAllowedQuerySchema,
  depositMethodsQuerySchema,
  depositMethodsSchema,
  depositRequestAnswerSchema,
  depositRequestBodySchema,
  getTransactionsQuerySchema,
  netPositionQuerySchema,
  netPositionSchema,
  pendingWithdrawalSchema,
  pendingWithdrawalsSchema,
  recentMethodsSchema,
  transactionPageSchema,
  walletSchema,
  withdrawalCancellationBodySchema,
  withdrawalRequestAnswerSchema,
  withdrawalRequestBodySchema,
} from './schemas';
import { latestWinnersQuerySchema, topWinnersQuerySchema, winnersAnswerSchema } from './winners';

// The wallet endpoints (games-wallet-bonuses §7 "Wallet", docs/api.md "Wallet endpoints"). Every signed-in call
// acts on the caller's own wallet only; money is integer minor units. Rate limits are per player.

const WALLET = ['Wallet'];
const minute = 60_000;

/** GET /player/wallet: the balances, polled every 20 s by the site (games-wallet-bonuses §9). */
export const getWallet = defineContract({
  operationId: 'wallet.getWallet',
  method: 'GET',
  path: '/v1/player/wallet',
  summary: 'The signed-in player’s balances',
  description:
    'games-wallet-bonuses §7 ("GET the wallet"), §9 (polled every 20 s). `lockedBalance` is money reserved by pending withdrawals; `totalBalance` is the sum of the five; accounts never used count as 0.',
  tags: WALLET,
  auth: 'required',
  rateLimit: { key: 'wallet', limit: 60, windowMs: minute },
  objectName: 'wallet',
  responses: { 200: walletSchema },
  errors: ['error.player.not.found'],
});

export const listTransactions = defineContract({
  operationId: 'wallet.listTransactions',
  method: 'GET',
  path: '/v1/player/wallet/transactions',
  summary: 'One page of the transaction history',
  description:
    'games-wallet-bonuses §7, §9 (page size 10; `hasMore` when a full page came back). Newest first; `position` is how many rows the caller already has; `from` inclusive, `to` exclusive.',
  tags: WALLET,
  auth: 'required',
  rateLimit: { key: 'wallet-transactions', limit: 60, windowMs: minute },
  objectName: 'transactionFilter',
  query: getTransactionsQuerySchema,
  responses: { 200: transactionPageSchema },
  errors: [],
});

export const getNetPositionWinLoss = defineContract({
  operationId: 'wallet.getNetPositionWinLoss',
  method: 'GET',
  path: '/v1/player/wallet/net-position-win-loss',
  summary: 'Net position and win/loss over a window',
  description: 'games-wallet-bonuses §7 ("GET net position win/loss"). The window defaults to the last 24 hours.',
  tags: WALLET,
  auth: 'required',
  rateLimit: { key: 'wallet-net-position', limit: 60, windowMs: minute },
  objectName: 'netPosition',
  query: netPositionQuerySchema,
  responses: { 200: netPositionSchema },
  errors: ['error.player.not.found'],
});

const winnersDescription =
  'Public and the same for every visitor (names anonymised: first letter and `***`); cacheable for 30 s. Only real wins in the currency asked for; with `market`, wins on games restricted there are left out.';

export const listTopWinners = defineContract({
  operationId: 'wallet.listTopWinners',
  method: 'GET',
  path: '/v1/player/wallet/top-winners',
  summary: 'The biggest wins of the last day, week or month',
  description: `games-wallet-bonuses §7 ("GET /player/wallet/top-winners (dateRange, siteId, currency)"). ${winnersDescription}`,
  tags: WALLET,
  auth: 'none',
  rateLimit: { key: 'winners', limit: 120, windowMs: minute },
  objectName: 'topWinners',
  query: topWinnersQuerySchema,
  responses: { 200: winnersAnswerSchema },
  errors: [],
});

export const listLatestWinners = defineContract({
  operationId: 'wallet.listLatestWinners',
  method: 'GET',
  path: '/v1/player/wallet/latest-winners',
  summary: 'The newest wins',
  description: `games-wallet-bonuses §7 ("GET /player/wallet/latest-winners (siteId, currency)"). ${winnersDescription}`,
  tags: WALLET,
  auth: 'none',
  rateLimit: { key: 'winners', limit: 120, windowMs: minute },
  objectName: 'latestWinners',
  query: latestWinnersQuerySchema,
  responses: { 200: winnersAnswerSchema },
  errors: [],
});

export const getSocketToken = defineContract({
  operationId: 'wallet.getSocketToken',
  method: 'GET',
  path: '/v1/player/wallet/socket-token',
  summary: 'A short-lived token for the live wallet connection',
  description:
    'games-wallet-bonuses §7 "Live connection": fetched before every (re)connect of `GET /api/v1/ws/wallet?token=`; a 401 is ignored by the site (it does not connect). The token lasts `expiresIn` seconds.',
  tags: WALLET,
  auth: 'required',
  rateLimit: { key: 'wallet-socket-token', limit: 60, windowMs: minute },
  objectName: 'socketToken',
  responses: { 200: socketTokenSchema },
  errors: [],
});

export const listDepositMethods = defineContract({
  operationId: 'wallet.listDepositMethods',
  method: 'GET',
  path: '/v1/player/wallet/deposit_methods',
  summary: 'The deposit methods of a locale’s market',
  description:
    'games-wallet-bonuses §7 ("GET deposit methods"): the content’s deposit methods of the locale’s market, in its language, with min and max per currency.',
  tags: WALLET,
  auth: 'required',
  rateLimit: { key: 'wallet-deposit-methods', limit: 60, windowMs: minute },
  objectName: 'depositMethods',
  query: depositMethodsQuerySchema,
  responses: { 200: depositMethodsSchema },
  errors: [],
});

export const listRecentDepositMethods = defineContract({
  operationId: 'wallet.listRecentDepositMethods',
  method: 'GET',
  path: '/v1/player/wallet/recent_deposit_methods',
  summary: 'The methods of the player’s recent deposits',
  description: 'games-wallet-bonuses §7: methods of the player’s successful deposits, most recent first (at most 5).',
  tags: WALLET,
  auth: 'required',
  rateLimit: { key: 'wallet-recent-methods', limit: 60, windowMs: minute },
  objectName: 'recentDepositMethods',
  responses: { 200: recentMethodsSchema },
  errors: [],
});

export const checkDepositAllowed = defineContract({
  operationId: 'wallet.checkDepositAllowed',
  method: 'POST',
  path: '/v1/player/wallet/deposit-allowed',
  summary: 'Whether the player may deposit now',
  description:
    'games-wallet-bonuses §7 ("POST deposit-allowed check with ipAddress and blackbox, and a variant with query later"), §4 (result → status). The rule reads the player’s stored flags only; `ipAddress` and `blackbox` are validated for the fraud check. The deposit flow’s limit fields come with the answer when a deposit limit applies or a spend limit is used up.',
  tags: WALLET,
  auth: 'required',
  rateLimit: { key: 'wallet-deposit-allowed', limit: 30, windowMs: minute },
  objectName: 'depositAllowed',
  query: depositAllowedQuerySchema,
  body: depositAllowedBodySchema,
  responses: { 200: depositAllowedAnswerSchema },
  errors: ['error.player.not.found'],
});

export const requestDeposit = defineContract({
  operationId: 'wallet.requestDeposit',
  method: 'POST',
  path: '/v1/player/wallet/deposit/request',
  summary: 'Start a deposit at the payment provider',
  description:
    'games-wallet-bonuses §7 ("/player/wallet/deposit/request"). Applies the deposit-allowed rule, the method’s min and max (field errors on `amount` or `paymentMethod`) and the player’s deposit limits (SELF_LIMIT_REACHED with the limit fields), then opens a deposit and a provider session: the player goes to `redirectUrl`. Nothing is credited until the provider’s signed callback approves. 503 when the provider does not open a session.',
  tags: WALLET,
  auth: 'required',
  rateLimit: { key: 'wallet-deposit', limit: 10, windowMs: minute },
  objectName: 'depositRequest',
  body: depositRequestBodySchema,
  responses: { 200: depositRequestAnswerSchema },
  errors: ['error.player.not.found'],
});

export const getDeposit = defineContract({
  operationId: 'wallet.getDeposit',
  method: 'GET',
  path: '/v1/player/wallet/deposit/{depositid}',
  summary: 'One of the player’s deposits, as the deposit result page shows it',
  description:
    'games-wallet-bonuses §3 deposit flow (`selectedBonusId`). Read by the deposit page back from the cashier (`depositId` in its return path): the deposit’s status and, when a deposit bonus was chosen, `bonus.state` PENDING, GRANTED or NOT_GRANTED with `reason`, the bonus engine’s code for why it was skipped (docs/decisions.md). Another player’s or an unknown deposit is 404.',
  tags: WALLET,
  auth: 'required',
  rateLimit: { key: 'wallet-deposit-read', limit: 60, windowMs: minute },
  objectName: 'deposit',
  params: depositIdParamsSchema,
  responses: { 200: depositResultSchema },
  errors: ['error.not_found'],
});

export const requestWithdrawal = defineContract({
  operationId: 'wallet.requestWithdrawal',
  method: 'POST',
  path: '/v1/player/wallet/withdrawal/request',
  summary: 'Reserve a withdrawal',
  description:
    'games-wallet-bonuses §7 ("/player/wallet/withdrawal/request"), §4. A refused request (result ≠ SUCCESS) is a 200 answer and writes nothing; on SUCCESS the amount moves MAIN → LOCKED and `pendingWithdrawal` is present. Forfeit on withdrawal (games-wallet-bonuses §2 overlays, games-wallet-bonuses §4 forfeit flows): a request that would succeed while a bonus runs is 409 `error.withdrawal.bonus.active` (additionalInfo.errorType `ACTIVE_BONUS_ON_WITHDRAWAL`, `assignmentId`, `activeBonuses`) and moves nothing; sent again with `forfeitActiveBonuses: true`, the running bonuses are forfeited (BONUS → HOUSE, type FORFEIT) and the amount reserved in one transaction. A bonus whose wagering is met is converted, an expired one expired, without consent.',
  tags: WALLET,
  auth: 'required',
  rateLimit: { key: 'wallet-withdrawal', limit: 10, windowMs: minute },
  objectName: 'withdrawalRequest',
  body: withdrawalRequestBodySchema,
  headers: {
    'Idempotency-Key':
      'Optional, 8–128 of `A–Z a–z 0–9 _ . : -`, scoped to the player. A retry with the same key and body answers the first answer without a second reservation; the same key with another body is 409 `error.idempotency.conflict`. A malformed key is a 400 field error on `Idempotency-Key`. Without one every request is new.',
  },
  responses: { 200: withdrawalRequestAnswerSchema },
  errors: [
    'error.player.not.found',
    'error.withdrawal.bonus.active',
    'error.idempotency.conflict',
    'error.wallet.not_enough_funds',
    'error.ledger.invalid_operation',
  ],
});

export const cancelWithdrawal = defineContract({
  operationId: 'wallet.cancelWithdrawal',
  method: 'POST',
  path: '/v1/player/wallet/withdrawal/cancellation',
  summary: 'Cancel the player’s own pending withdrawal',
  description:
    'games-wallet-bonuses §7 ("POST cancel withdrawal: pendingWithdrawalId, amount, cancelByPlayer true"), §8 (`error.withdrawal.cancel.limit_reached`). Cancelled in full (`amount` must equal the pending amount); the money returns to MAIN. Cancelling one already cancelled by the player answers the same; at most 3 player cancellations per rolling 24 hours.',
  tags: WALLET,
  auth: 'required',
  rateLimit: { key: 'wallet-withdrawal-cancel', limit: 10, windowMs: minute },
  objectName: 'withdrawalCancellation',
  body: withdrawalCancellationBodySchema,
  responses: { 200: pendingWithdrawalSchema },
  errors: [
    'error.player.not.found',
    'error.withdrawal.not_found',
    'error.withdrawal.not_pending',
    'error.withdrawal.cancel.limit_reached',
    'error.idempotency.conflict',
    'error.wallet.not_enough_funds',
    'error.ledger.invalid_operation',
  ],
});

export const listPendingWithdrawals = defineContract({
  operationId: 'wallet.listPendingWithdrawals',
  method: 'GET',
  path: '/v1/player/wallet/pendingWithdrawal',
  summary: 'The player’s pending withdrawals',
  description: 'games-wallet-bonuses §7 ("GET pending withdrawals"). Oldest first.',
  tags: WALLET,
  auth: 'required',
  rateLimit: { key: 'wallet-pending', limit: 60, windowMs: minute },
  objectName: 'pendingWithdrawal',
  responses: { 200: pendingWithdrawalsSchema },
  errors: [],
});

export const listLastPlayedGames = defineContract({
  operationId: 'wallet.listLastPlayedGames',
  method: 'GET',
  path: '/v1/player/wallet/lastPlayedGames',
  summary: 'Games the player last bet real money on',
  description:
    'games-wallet-bonuses §7 ("GET /player/wallet/lastPlayedGames"), §9 (default limit 30). Real-money bets through the seamless wallet that were not rolled back, most recent first; demo play never appears; games unpublished or restricted in the player’s country are left out.',
  tags: ['Games'],
  auth: 'required',
  rateLimit: { key: 'my-games', limit: 120, windowMs: minute },
  objectName: 'lastPlayedGames',
  query: lastPlayedGamesQuerySchema,
  responses: { 200: lastPlayedGamesAnswerSchema },
  errors: [],
});
