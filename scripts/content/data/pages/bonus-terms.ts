import type { PageText } from './types';

export const bonusTerms: PageText = {
  slug: 'bonus-terms',
  title: { en: 'Bonus terms', fi: 'Bonusehdot', de: 'Bonusbedingungen', no: 'Bonusvilkår', fr: 'Conditions des bonus' },
  updatedAt: '2026-09-01',
  body: `
These terms apply to every bonus, free spin, cashback and reward at Lucky Harbour, together with the significant terms shown on each offer. Where an offer's own terms differ from these, the offer's terms apply to that offer.
## Taking part is your choice
Every bonus is optional. You can decline an offer before you deposit, and you can forfeit an active bonus at any time from Rewards in your account. Forfeiting removes the bonus money and any winnings made with it; your real money is never touched.
## Real money and bonus money
Your real money is always played first and can be withdrawn at any time. Bonus money is used only when your real money balance is empty. Withdrawing real money while a bonus is active forfeits that bonus; we always warn you before this happens.
## Wagering requirements
A wagering requirement is the amount you must stake before bonus money becomes real money. For example, a €10 bonus with 30 times wagering needs €300 of stakes. Your progress is shown in Rewards.
- Slots contribute 100% of each stake, unless listed as excluded on the offer.
- Table games and video poker contribute 10%.
- Live casino games contribute 10% to casino bonuses; live casino bonuses have their own contribution table.
- Stakes made with real money count towards wagering.
## Maximum stake and excluded games
While a bonus is active the maximum stake is €5 per spin, hand or round, unless the offer says otherwise. Some games cannot be played with bonus money; the lobby shows this on the game before you open it.
## Free spins
Free spins are played at the stake stated on the offer and must be used before they expire. Winnings from free spins are added as bonus money unless the offer says they are paid as cash.
## Cashback
Cashback is calculated on net losses: stakes minus winnings in the stated period and games. It is paid as cash without wagering unless the offer says otherwise.
## Fair use
Offers are for personal enjoyment. Opening several accounts, working with others to claim offers, or staking patterns designed only to clear wagering without risk are not allowed. If we withhold a bonus for this reason, we tell you why and you may complain as described in our terms.
## Responsible gambling
Players who have set a time-out or self-exclusion, or whose account shows signs of harm, do not receive marketing offers. Bonuses never change your deposit or loss limits.
`,
};
