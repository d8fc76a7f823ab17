import type { PageText } from './types';

export const responsibleGambling: PageText = {
  slug: 'responsible-gambling',
  title: { en: 'Responsible gambling', fi: 'Vastuullinen pelaaminen', de: 'Verantwortungsvolles Spielen', no: 'Ansvarlig spill', fr: 'Jeu responsable' },
  updatedAt: '2026-10-01',
  body: `
Gambling should be entertainment you can afford, never a way to make money or escape problems. Lucky Harbour gives you tools to stay in control, and we watch for signs that play is becoming harmful. You can reach every tool below from [Gambling limits](/my-account/gambling-limits) in your account and from the footer of every page.
## Deposit limits
Set a daily, weekly or monthly limit on how much you can deposit. Lowering a limit takes effect immediately. Raising or removing a limit takes effect after a 24-hour cooling-off period, so the decision is never made in the heat of the moment.
## Loss limits
A loss limit caps your net losses (stakes minus winnings) for a day, week or month. When you reach it you can still withdraw, but you cannot place further bets until the period resets.
## Reality check
A reality check reminds you how long you have been playing and what you have won or lost in the session. Choose a reminder every 30 minutes, every hour or every two hours. The session timer is also visible while you play.
## Time-out
Take a short break from 24 hours up to six weeks. During a time-out you cannot sign in to play or deposit, and we stop sending you marketing. The time-out cannot be cancelled early.
## Self-exclusion
If you need a longer break, self-exclude for six months, one year, or indefinitely. Your account is closed for the period; any balance is returned to you; we do not send you marketing; and we take steps to stop you opening a new account. In Great Britain you can also exclude from all licensed operators at once through the national scheme.
## Signs to watch for
- Spending more money or time than you planned.
- Chasing losses or borrowing to gamble.
- Hiding gambling from family or friends.
- Feeling anxious, low or irritable when you are not gambling.
If any of these sound familiar, please take a break and talk to someone.
## Free, confidential help
- GamCare (United Kingdom): 0808 8020 133, www.gamcare.org.uk
- Peluuri (Finland): 0800 100 101, www.peluuri.fi
- Hjelpelinjen (Norway): 800 800 40, hjelpelinjen.no
- Gambling Therapy (worldwide, online): www.gamblingtherapy.org
Our support team is trained to help and can apply any limit for you: contact support@lucky-harbour.example or use [live chat](/contact-live-chat).
`,
};
