import type { LaunchContext, LaunchCall } from './build-launch-call';
import { LAUNCH_ENDPOINTS } from './endpoints';
import type { LaunchAnswerBody } from './schemas';
import { buildLaunchLink, resolveGameUrl } from './launch-link';
import { launchLanguage } from './market-language';

/**
 * The URL the game frame opens: a provider's ready game URL as it is, or a launch link built from the
 * answer's ticket, token or session id (spec games-wallet-bonuses §7 launch-link parameters).
 */
export function launchUrl(answer: LaunchAnswerBody, call: LaunchCall, ctx: LaunchContext): string {
  const expected = LAUNCH_ENDPOINTS[call.key].answer;
  const credential = expected === 'ticket' ? answer.ticket : expected === 'token' ? answer.token : expected === 'sessionId' ? answer.sessionId : undefined;
  if (!credential) return resolveGameUrl(answer.gameUrl, ctx.locale);
  return buildLaunchLink(answer.gameUrl, ctx.locale, {
    lang: launchLanguage(ctx.language),
    channel: ctx.channel,
    ticket: credential,
    moneymode: ctx.mode,
    gameid: ctx.game.id,
    homeurl: ctx.lobbyUrl,
    fullscreen: ctx.channel === 'mobile',
  });
}

export type GameLaunchState = 'LOADING' | 'GAME' | 'ERROR';

/** Spec games-wallet-bonuses §4 game launch states from the two calls' states. */
export function gameLaunchState(detail: { isError: boolean }, launch: { isError: boolean; hasUrl: boolean }): GameLaunchState {
  if (detail.isError || launch.isError) return 'ERROR';
  return launch.hasUrl ? 'GAME' : 'LOADING';
}
