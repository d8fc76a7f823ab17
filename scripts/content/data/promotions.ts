import type { TargetAudience } from '../../../lib/content/documents/audience';
import type { LocalizedString } from '../../../lib/content/documents/primitives';
import type { PromotionDocument } from '../../../lib/content/documents/promotions';
import { EVERYONE, group, players, VIP_PLAYER_IDS } from './audience';

export const PROMOTION_CATEGORIES: Array<{ slug: string; title: LocalizedString }> = [
  { slug: 'casino', title: { en: 'Casino', fi: 'Kasino', de: 'Casino', no: 'Kasino', fr: 'Casino' } },
  { slug: 'live-casino', title: { en: 'Live casino', fi: 'Livekasino', de: 'Live-Casino', no: 'Live-kasino', fr: 'Casino en direct' } },
  { slug: 'tournaments', title: { en: 'Tournaments', fi: 'Turnaukset', de: 'Turniere', no: 'Turneringer', fr: 'Tournois' } },
  { slug: 'loyalty', title: { en: 'Loyalty', fi: 'Kanta-asiakkaille', de: 'Treueprogramm', no: 'Lojalitet', fr: 'Fidélité' } },
];

export const PROMOTION_TAGS: Array<{ slug: string; title: LocalizedString }> = [
  { slug: 'free-spins', title: { en: 'Free spins', fi: 'Ilmaiskierrokset', de: 'Freispiele' } },
  { slug: 'cashback', title: { en: 'Cashback', fi: 'Käteispalautus', de: 'Cashback' } },
  { slug: 'deposit-bonus', title: { en: 'Deposit bonus', fi: 'Talletusbonus', de: 'Einzahlungsbonus' } },
  { slug: 'new-players', title: { en: 'New players', fi: 'Uudet pelaajat', de: 'Neue Spieler' } },
  { slug: 'weekend', title: { en: 'Weekend', fi: 'Viikonloppu', de: 'Wochenende' } },
  { slug: 'live-tables', title: { en: 'Live tables', fi: 'Livepöydät', de: 'Live-Tische' } },
  { slug: 'tournament', title: { en: 'Tournament', fi: 'Turnaus', de: 'Turnier' } },
  { slug: 'bonus-code', title: { en: 'Bonus code', fi: 'Bonuskoodi', de: 'Bonuscode' } },
  { slug: 'no-wagering', title: { en: 'No wagering', fi: 'Ei kierrätysvaatimusta', de: 'Ohne Umsatzbedingungen' } },
];

export interface PromotionSpec {
  slug: string;
  category: string;
  tags: string[];
  title: LocalizedString;
  summary: string;
  intro: string;
  steps: string[];
  terms: string[];
  bonusCode?: string;
  authorized: PromotionDocument['authorized'];
  audience: TargetAudience;
  startDate?: string;
  endDate?: string;
  hues: number[];
}

export const PROMOTIONS: PromotionSpec[] = [
  {
    slug: 'welcome-package',
    category: 'casino',
    tags: ['deposit-bonus', 'free-spins', 'new-players'],
    hues: [200, 35],
    title: {
      en: 'Welcome package: 100% up to €200 and 50 free spins',
      fi: 'Tervetulopaketti: 100 % aina 200 € asti ja 50 ilmaiskierrosta',
      de: 'Willkommenspaket: 100 % bis 200 € und 50 Freispiele',
    },
    summary: 'Double your first deposit up to €200 and get 50 free spins on a selected slot.',
    intro:
      'Your first deposit of €20 or more is matched 100% up to €200 in casino bonus money, and 50 free spins of €0.10 each are added to your account on a selected slot.',
    steps: [
      'Create your account and verify your email address.',
      'Choose the welcome bonus on the deposit page before you pay.',
      'Deposit at least €20; the bonus and free spins are credited at once.',
    ],
    terms: [
      'Minimum deposit €20. Maximum bonus €200.',
      'Wagering requirement: 30 times the bonus amount within 30 days.',
      'Free spin winnings are paid as bonus money with the same wagering requirement.',
      'Maximum stake while a bonus is active: €5 per spin or hand.',
      'Deposits made with Skrill or Neteller do not qualify.',
    ],
    authorized: 'both',
    audience: group('DEPOSIT_COUNT_0'),
  },
  {
    slug: 'second-deposit-reload',
    category: 'casino',
    tags: ['deposit-bonus'],
    hues: [30, 330],
    title: {
      en: 'Second deposit reload: 50% up to €100',
      fi: 'Toisen talletuksen bonus: 50 % aina 100 € asti',
      de: 'Reload zur zweiten Einzahlung: 50 % bis 100 €',
    },
    summary: 'A 50% reload on your second deposit, up to €100.',
    intro: 'Come back for more with a 50% reload on your second deposit. Deposit €20 or more and receive up to €100 in casino bonus money.',
    steps: ['Open the deposit page and choose the reload bonus.', 'Deposit at least €20.', 'Play through the bonus on any slot within 14 days.'],
    terms: [
      'Available on your second deposit only.',
      'Wagering requirement: 30 times the bonus within 14 days.',
      'Table games contribute 10% towards wagering; slots contribute 100%.',
    ],
    authorized: 'authorized',
    audience: group('DEPOSIT_COUNT_1'),
  },
  {
    slug: 'weekend-free-spins',
    category: 'casino',
    tags: ['free-spins', 'weekend'],
    hues: [300, 40],
    title: {
      en: 'Weekend spins: 20 free spins every Saturday',
      fi: 'Viikonlopun kierrokset: 20 ilmaiskierrosta joka lauantai',
      de: 'Wochenend-Spins: 20 Freispiele jeden Samstag',
    },
    summary: 'Deposit €30 on a Saturday and get 20 free spins on the slot of the week.',
    intro: 'Every Saturday, deposit €30 or more in one go and we add 20 free spins of €0.20 each on the slot of the week.',
    steps: [
      'Deposit €30 or more between 00:00 and 23:59 on Saturday (site time).',
      'Find your spins under Rewards in your account.',
      'Use the spins within 48 hours.',
    ],
    terms: [
      'One reward per player each Saturday.',
      'Free spin winnings have a 20 times wagering requirement within 7 days.',
      'The slot of the week is shown on the reward card.',
    ],
    authorized: 'authorized',
    audience: group('DEPOSIT_COUNT_MORE_THAN_1'),
  },
  {
    slug: 'game-of-the-week',
    category: 'casino',
    tags: ['free-spins', 'bonus-code'],
    hues: [170, 260],
    bonusCode: 'HARBOURNEW',
    title: { en: 'Game of the week: 10 free spins', fi: 'Viikon peli: 10 ilmaiskierrosta', de: 'Spiel der Woche: 10 Freispiele' },
    summary: 'Enter a bonus code and try this week’s new release with 10 free spins.',
    intro:
      'Each week we pick a new release from our studios. Enter the code HARBOURNEW on the bonus code page and we add 10 free spins on it, no deposit needed.',
    steps: ['Sign in and open My account, then Bonus code.', 'Enter HARBOURNEW and confirm.', 'Launch the game of the week from the reward card.'],
    terms: [
      'One use of the code per player per week.',
      'Free spins are worth €0.10 each and expire after 72 hours.',
      'Winnings are capped at €50 and paid without wagering.',
    ],
    authorized: 'authorized',
    audience: EVERYONE,
  },
  {
    slug: 'monday-slots-cashback',
    category: 'casino',
    tags: ['cashback', 'no-wagering'],
    hues: [90, 200],
    title: { en: 'Monday cashback: 5% back on slots', fi: 'Maanantain käteispalautus: 5 % kolikkopeleistä', de: 'Montags-Cashback: 5 % zurück auf Slots' },
    summary: '5% of your net slot losses on Mondays, paid as cash on Tuesday.',
    intro: 'If your slot play on a Monday ends with a net loss, we pay back 5% of it as real money the next day, up to €100.',
    steps: ['Opt in on the reward card before you play on Monday.', 'Play any slot during Monday (site time).', 'Cashback is paid on Tuesday by 12:00.'],
    terms: [
      'Net loss means stakes minus winnings on slots, after any bonus money is removed.',
      'Cashback is paid as cash with no wagering requirement.',
      'Maximum cashback €100 per Monday.',
    ],
    authorized: 'authorized',
    audience: EVERYONE,
  },
  {
    slug: 'weekly-live-cashback',
    category: 'live-casino',
    tags: ['cashback', 'live-tables', 'no-wagering'],
    hues: [150, 45],
    title: { en: 'Weekly live cashback: 10% back', fi: 'Viikoittainen livepalautus: 10 % takaisin', de: 'Wöchentliches Live-Cashback: 10 % zurück' },
    summary: '10% of your weekly net live casino losses, up to €250, as cash.',
    intro: 'Play at our live tables from Monday to Sunday. If the week ends with a net loss on live casino games, 10% of it comes back as cash on Monday.',
    steps: [
      'Activate the cashback on the reward card.',
      'Play any live table during the week.',
      'Check your cashback progress in Rewards; it is paid on Monday.',
    ],
    terms: [
      'Maximum cashback €250 per week.',
      'Paid as cash with no wagering requirement.',
      'Game shows count towards the cashback; live poker side bets do not.',
    ],
    authorized: 'authorized',
    audience: group('DEPOSIT_COUNT_MORE_THAN_1'),
  },
  {
    slug: 'live-welcome',
    category: 'live-casino',
    tags: ['deposit-bonus', 'new-players', 'live-tables', 'bonus-code'],
    hues: [280, 20],
    bonusCode: 'LIVEHARBOUR',
    title: {
      en: 'Live casino welcome: 50% up to €100',
      fi: 'Livekasinon tervetulobonus: 50 % aina 100 € asti',
      de: 'Live-Casino-Willkommensbonus: 50 % bis 100 €',
    },
    summary: 'Prefer the live tables? Take a 50% live casino bonus on your first deposit instead.',
    intro: 'Instead of the casino welcome package, new players can choose a 50% live casino bonus up to €100 with the code LIVEHARBOUR.',
    steps: [
      'Enter LIVEHARBOUR in the bonus code field on the deposit page.',
      'Deposit at least €20.',
      'Play roulette, blackjack or baccarat to release the bonus.',
    ],
    terms: [
      'Cannot be combined with the casino welcome package.',
      'Wagering requirement: 40 times the bonus within 30 days.',
      'Roulette counts 10%, blackjack and baccarat 20%, game shows 50%.',
    ],
    authorized: 'both',
    audience: group('DEPOSIT_COUNT_0'),
  },
  {
    slug: 'lucky-number-thursdays',
    category: 'live-casino',
    tags: ['live-tables'],
    hues: [0, 150],
    title: { en: 'Lucky number Thursdays', fi: 'Onnennumerotorstait', de: 'Glückszahl-Donnerstage' },
    summary: 'Hit the daily lucky number on live roulette and get a €5 cash prize.',
    intro:
      'Every Thursday we publish a lucky number. Place a straight-up bet of €1 or more on it at any live roulette table; if it lands, we add €5 cash on top of your win.',
    steps: [
      'Check the lucky number on this page on Thursday morning.',
      'Bet €1 or more straight up on that number at a live roulette table.',
      'Prizes are paid within 24 hours.',
    ],
    terms: [
      'Up to three prizes per player each Thursday.',
      'Prizes are cash with no wagering requirement.',
      'Auto Roulette tables count; French Roulette call bets do not.',
    ],
    authorized: 'both',
    audience: EVERYONE,
  },
  {
    slug: 'game-show-weekends',
    category: 'live-casino',
    tags: ['live-tables', 'weekend'],
    hues: [320, 60],
    title: { en: 'Game show weekends', fi: 'Peli-show-viikonloput', de: 'Spielshow-Wochenenden' },
    summary: 'Random prize drops of up to €100 on our live game shows every weekend.',
    intro:
      'From Friday evening to Sunday night, every round you play on a live game show with a stake of €0.50 or more can trigger a random cash drop of €5 to €100.',
    steps: ['Opt in on the reward card.', 'Play any live game show at €0.50 or more per round.', 'Drops appear in your balance straight away.'],
    terms: [
      '200 drops in total each weekend.',
      'Drops are cash with no wagering requirement.',
      'Drops are random and do not depend on the outcome of your round.',
    ],
    authorized: 'both',
    audience: EVERYONE,
  },
  {
    slug: 'autumn-slot-tournament',
    category: 'tournaments',
    tags: ['tournament'],
    hues: [20, 40],
    title: { en: 'Autumn slot tournament', fi: 'Syksyn kolikkopeliturnaus', de: 'Herbst-Slotturnier' },
    summary: 'A month-long leaderboard on selected slots. This tournament has ended.',
    intro:
      'Our autumn tournament ran through October 2025. Players earned points for each win relative to their stake, and the top 100 shared €10,000 in cash prizes.',
    steps: ['Opt in on the tournament card.', 'Play the selected slots at €0.20 or more per spin.', 'Follow your place on the live leaderboard.'],
    terms: [
      'Ran from 1 to 31 October 2025.',
      'Points are the win multiplier of each spin; the best 50 spins count.',
      'Prizes were paid as cash within 72 hours of the end.',
    ],
    authorized: 'both',
    audience: EVERYONE,
    startDate: '2025-10-01T00:00:00.000Z',
    endDate: '2025-10-31T22:59:59.000Z',
  },
  {
    slug: 'monthly-slot-race',
    category: 'tournaments',
    tags: ['tournament'],
    hues: [230, 50],
    title: { en: 'Monthly slot race: share €10,000', fi: 'Kuukauden kolikkopelikisa: jaossa 10 000 €', de: 'Monatliches Slot-Rennen: 10.000 € im Pott' },
    summary: 'Climb the monthly leaderboard on any slot; the top 100 share €10,000.',
    intro:
      'Every calendar month, your best win multipliers on any slot earn points on the leaderboard. No extra stake is needed: simply opt in and play as you normally would.',
    steps: ['Opt in on the tournament card.', 'Play any slot at €0.20 or more per spin.', 'Your 50 best spins by multiplier count towards your score.'],
    terms: [
      'Top 100 players share €10,000 in cash.',
      'Ties are decided by the earlier time of reaching the score.',
      'Prizes are paid within 72 hours of the end of the month.',
    ],
    authorized: 'both',
    audience: EVERYONE,
  },
  {
    slug: 'live-blackjack-leaderboard',
    category: 'tournaments',
    tags: ['tournament', 'live-tables'],
    hues: [140, 10],
    title: { en: 'Live blackjack leaderboard', fi: 'Live-blackjackin tulostaulu', de: 'Live-Blackjack-Rangliste' },
    summary: 'Win hands in a row at live blackjack to top the weekly leaderboard.',
    intro: 'Each week, the longest streak of winning hands at our live blackjack tables takes first place. Ten prizes from €25 to €500 are paid every Monday.',
    steps: [
      'Opt in on the tournament card.',
      'Play any live blackjack table with a main bet of €5 or more.',
      'Your longest winning streak of the week is your score.',
    ],
    terms: ['A push neither breaks nor extends a streak.', 'Bet Behind hands do not count.', 'Prizes are cash with no wagering requirement.'],
    authorized: 'both',
    audience: EVERYONE,
  },
  {
    slug: 'harbour-club',
    category: 'loyalty',
    tags: ['cashback'],
    hues: [45, 260],
    title: { en: 'Harbour Club', fi: 'Harbour Club', de: 'Harbour Club' },
    summary: 'Our invitation-only club: a personal account manager, faster withdrawals and members’ tournaments.',
    intro:
      'Harbour Club is by invitation. Members get a personal account manager, withdrawals handled within four hours, and invitations to members-only tournaments. Every member’s limits are reviewed with them each month.',
    steps: [
      'Invitations are sent by email and shown in your account.',
      'Accept the invitation to meet your account manager.',
      'Agree your monthly review call and your preferred limits.',
    ],
    terms: [
      'Membership is by invitation and can end at any time, for example if you set a time-out.',
      'Membership never depends on the amount you lose.',
      'Members can leave the club at any time from their account.',
    ],
    authorized: 'authorized',
    audience: players(...VIP_PLAYER_IDS),
  },
  {
    slug: 'harbour-points',
    category: 'loyalty',
    tags: ['free-spins'],
    hues: [190, 40],
    title: {
      en: 'Harbour points: swap points for spins',
      fi: 'Harbour-pisteet: vaihda pisteet kierroksiin',
      de: 'Harbour-Punkte: Punkte gegen Spins tauschen',
    },
    summary: 'Earn a point for every €10 staked and swap 100 points for 10 free spins.',
    intro:
      'Every €10 you stake on slots earns one Harbour point (live tables earn one point per €20). Swap 100 points for 10 free spins on a slot of your choice from the rewards list.',
    steps: [
      'Points are added automatically; you do not need to opt in.',
      'Open Rewards to see your balance.',
      'Choose Swap to turn 100 points into 10 free spins.',
    ],
    terms: [
      'Points have no cash value and cannot be transferred.',
      'Free spins from points have no wagering requirement.',
      'Points do not expire while your account is open.',
    ],
    authorized: 'authorized',
    audience: EVERYONE,
  },
];
