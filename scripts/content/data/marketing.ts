import type { TargetAudience } from '../../../lib/content/documents/audience';
import type { BannerDocument, ContentBoxDocument } from '../../../lib/content/documents/banners';
import type { LocalizedString } from '../../../lib/content/documents/primitives';
import type { MarketCode } from '../../../lib/markets/markets';
import { EVERYONE, group, players, VIP_PLAYER_IDS } from './audience';

type Placement = BannerDocument['placements'][number];

export interface BannerSpec {
  id: string;
  title: LocalizedString;
  description: LocalizedString;
  button: LocalizedString;
  urlAction: string;
  hues: number[];
  placements: Placement[];
  authorized: BannerDocument['authorized'];
  audience: TargetAudience;
  markets?: MarketCode[];
  startDate?: string;
  endDate?: string;
}

/** Banners cover every audience rule of spec games-wallet-bonuses §5, one expired and one future item for date filtering. */
export const BANNERS: BannerSpec[] = [
  {
    id: 'welcome-offer',
    title: { en: 'Welcome to Lucky Harbour', fi: 'Tervetuloa Lucky Harbouriin', de: 'Willkommen bei Lucky Harbour' },
    description: {
      en: '100% up to €200 and 50 free spins on your first deposit. New players, 18+. 30x wagering on the bonus. Full terms apply.',
      fi: '100 % aina 200 € asti ja 50 ilmaiskierrosta ensitalletukseen. Uudet pelaajat, 18+. Bonuksen kierrätys 30x. Ehdot pätevät.',
      de: '100 % bis 200 € und 50 Freispiele auf Ihre erste Einzahlung. Neue Spieler, ab 18. 30-facher Umsatz des Bonus. Es gelten die AGB.',
    },
    button: { en: 'Join now', fi: 'Liity nyt', de: 'Jetzt registrieren' },
    urlAction: '/promotions/casino/welcome-package',
    hues: [200, 35],
    placements: ['home', 'casino'],
    authorized: 'not-authorized',
    audience: EVERYONE,
  },
  {
    id: 'first-deposit',
    title: { en: 'Your welcome bonus is waiting', fi: 'Tervetulobonuksesi odottaa', de: 'Ihr Willkommensbonus wartet' },
    description: {
      en: 'Opt in on the deposit page. Want a deposit limit? Set it first: it takes effect straight away.',
      fi: 'Valitse bonus talletussivulla. Haluatko talletusrajan? Aseta se ensin, se tulee voimaan heti.',
      de: 'Wählen Sie den Bonus auf der Einzahlungsseite. Möchten Sie ein Einzahlungslimit? Legen Sie es zuerst fest, es gilt sofort.',
    },
    button: { en: 'Deposit', fi: 'Talleta', de: 'Einzahlen' },
    urlAction: '/deposit',
    hues: [160, 200],
    placements: ['home', 'casino', 'liveCasino'],
    authorized: 'authorized',
    audience: group('DEPOSIT_COUNT_0'),
  },
  {
    id: 'second-deposit',
    title: { en: 'Second deposit: 50% up to €100', fi: 'Toinen talletus: 50 % aina 100 € asti', de: 'Zweite Einzahlung: 50 % bis 100 €' },
    description: {
      en: 'A reload on your second deposit, minimum €20. 30x wagering on the bonus within 14 days. Terms apply.',
      fi: 'Bonus toiseen talletukseesi, vähintään 20 €. Bonuksen kierrätys 30x 14 päivän kuluessa. Ehdot pätevät.',
      de: 'Ein Reload auf Ihre zweite Einzahlung, mindestens 20 €. 30-facher Bonusumsatz innerhalb von 14 Tagen. Es gelten die AGB.',
    },
    button: { en: 'See the offer', fi: 'Katso tarjous', de: 'Zum Angebot' },
    urlAction: '/promotions/casino/second-deposit-reload',
    hues: [30, 330],
    placements: ['home', 'casino'],
    authorized: 'authorized',
    audience: group('DEPOSIT_COUNT_1'),
  },
  {
    id: 'weekly-live-cashback',
    title: {
      en: '10% weekly cashback on live tables',
      fi: '10 % viikoittainen käteispalautus livepöydistä',
      de: '10 % wöchentliches Cashback an Live-Tischen',
    },
    description: {
      en: 'Net live casino losses from Monday to Sunday, paid as cash every Monday, up to €250. No wagering.',
      fi: 'Livekasinon nettotappiot maanantaista sunnuntaihin maksetaan rahana joka maanantai, enintään 250 €. Ei kierrätystä.',
      de: 'Netto-Verluste im Live-Casino von Montag bis Sonntag, jeden Montag als Echtgeld bis 250 € erstattet. Ohne Umsatzbedingungen.',
    },
    button: { en: 'How it works', fi: 'Näin se toimii', de: "So funktioniert's" },
    urlAction: '/promotions/live-casino/weekly-live-cashback',
    hues: [150, 45],
    placements: ['home', 'liveCasino'],
    authorized: 'authorized',
    audience: group('DEPOSIT_COUNT_MORE_THAN_1'),
  },
  {
    id: 'live-evenings',
    title: { en: 'Live tables, open all night', fi: 'Livepöydät auki läpi yön', de: 'Live-Tische, die ganze Nacht geöffnet' },
    description: {
      en: 'Roulette, blackjack, baccarat and game shows streamed from our partner studios.',
      fi: 'Rulettia, blackjackia, baccaratia ja peli-showta suoraan kumppaniemme studioilta.',
      de: 'Roulette, Blackjack, Baccarat und Spielshows live aus den Studios unserer Partner.',
    },
    button: { en: 'Go to live casino', fi: 'Livekasinoon', de: 'Zum Live-Casino' },
    urlAction: '/live-casino-online',
    hues: [280, 350],
    placements: ['home', 'liveCasino'],
    authorized: 'both',
    audience: EVERYONE,
  },
  {
    id: 'harbour-club-invite',
    title: { en: 'You are invited to Harbour Club', fi: 'Sinut on kutsuttu Harbour Clubiin', de: 'Sie sind in den Harbour Club eingeladen' },
    description: {
      en: 'A personal account manager, faster withdrawals and invitations to members-only tournaments.',
      fi: 'Henkilökohtainen asiakasvastaava, nopeammat kotiutukset ja kutsut jäsenten turnauksiin.',
      de: 'Ein persönlicher Betreuer, schnellere Auszahlungen und Einladungen zu Turnieren nur für Mitglieder.',
    },
    button: { en: 'Find out more', fi: 'Lue lisää', de: 'Mehr erfahren' },
    urlAction: '/promotions/loyalty/harbour-club',
    hues: [45, 260],
    placements: ['home', 'casino', 'liveCasino'],
    authorized: 'authorized',
    audience: players(...VIP_PLAYER_IDS),
  },
  {
    id: 'play-on-your-terms',
    title: { en: 'Play on your terms', fi: 'Pelaa omilla ehdoillasi', de: 'Spielen Sie zu Ihren Bedingungen' },
    description: {
      en: 'Deposit limits, time-outs, reality checks and self-exclusion are one click away in your account.',
      fi: 'Talletusrajat, pelitauot, muistutukset ja pelikielto löytyvät tililtäsi yhdellä klikkauksella.',
      de: 'Einzahlungslimits, Auszeiten, Reality-Checks und Selbstsperre sind in Ihrem Konto nur einen Klick entfernt.',
    },
    button: { en: 'Safer gambling tools', fi: 'Vastuullisen pelaamisen työkalut', de: 'Tools für sicheres Spielen' },
    urlAction: '/responsible-gambling',
    hues: [190, 220],
    placements: ['home', 'casino', 'liveCasino', 'promotions'],
    authorized: 'both',
    audience: EVERYONE,
  },
  {
    id: 'pay-n-play',
    title: { en: 'Play without registration', fi: 'Pelaa ilman rekisteröitymistä', de: 'Spielen ohne Registrierung' },
    description: {
      en: 'Deposit from your online bank and start playing in seconds. Your bank verifies who you are.',
      fi: 'Talleta verkkopankistasi ja aloita pelaaminen sekunneissa. Pankkisi vahvistaa henkilöllisyytesi.',
      de: 'Zahlen Sie über Ihr Online-Banking ein und spielen Sie in Sekunden. Ihre Bank bestätigt Ihre Identität.',
    },
    button: { en: 'Deposit and play', fi: 'Talleta ja pelaa', de: 'Einzahlen und spielen' },
    urlAction: '/signup/pnp',
    hues: [210, 180],
    placements: ['home', 'casino'],
    authorized: 'not-authorized',
    audience: EVERYONE,
    markets: ['FI'],
  },
  {
    id: 'autumn-tournament-2025',
    title: { en: 'Autumn slot tournament', fi: 'Syksyn kolikkopeliturnaus', de: 'Herbst-Slotturnier' },
    description: { en: 'Climb the leaderboard on selected slots for a share of €10,000. Ended 31 October 2025.' },
    button: { en: 'Results', fi: 'Tulokset', de: 'Ergebnisse' },
    urlAction: '/promotions/tournaments/autumn-slot-tournament',
    hues: [20, 40],
    placements: ['casino'],
    authorized: 'both',
    audience: EVERYONE,
    startDate: '2025-10-01T00:00:00.000Z',
    endDate: '2025-10-31T22:59:59.000Z',
  },
  {
    id: 'new-year-drops-2035',
    title: { en: 'New Year prize drops', fi: 'Uudenvuoden palkintopudotukset', de: 'Neujahrs-Preisregen' },
    description: { en: 'Random cash drops on live tables from 26 December. Scheduled: not shown before it starts.' },
    button: { en: 'Coming soon', fi: 'Tulossa pian', de: 'Demnächst' },
    urlAction: '/promotions/live-casino',
    hues: [230, 300],
    placements: ['liveCasino'],
    authorized: 'both',
    audience: EVERYONE,
    startDate: '2035-12-26T00:00:00.000Z',
    endDate: '2036-01-06T22:59:59.000Z',
  },
];

export interface ContentBoxSpec {
  id: string;
  title: LocalizedString;
  text: LocalizedString;
  button?: LocalizedString;
  urlAction?: string;
  hues?: number[];
  placements: ContentBoxDocument['placements'];
  authorized: ContentBoxDocument['authorized'];
  audience: TargetAudience;
  markets?: MarketCode[];
}

export const CONTENT_BOXES: ContentBoxSpec[] = [
  {
    id: 'deposit-limits',
    title: { en: 'Set a deposit limit', fi: 'Aseta talletusraja', de: 'Einzahlungslimit festlegen' },
    text: {
      en: 'Pick a daily, weekly or monthly limit before you play. Lowering a limit works at once; raising it waits 24 hours.',
      fi: 'Valitse päivä-, viikko- tai kuukausiraja ennen pelaamista. Rajan laskeminen tulee voimaan heti, nostaminen 24 tunnin kuluttua.',
      de: 'Wählen Sie vor dem Spielen ein Tages-, Wochen- oder Monatslimit. Eine Senkung gilt sofort, eine Erhöhung nach 24 Stunden.',
    },
    button: { en: 'Set a limit', fi: 'Aseta raja', de: 'Limit festlegen' },
    urlAction: '/my-account/gambling-limits',
    hues: [190, 210],
    placements: ['casino', 'liveCasino'],
    authorized: 'both',
    audience: EVERYONE,
  },
  {
    id: 'new-this-week',
    title: { en: 'Fresh on the reels', fi: 'Uutta rullilla', de: 'Neu auf den Walzen' },
    text: {
      en: 'New slots arrive every week. Try them in demo mode first: no account and no money needed.',
      fi: 'Uusia kolikkopelejä saapuu joka viikko. Kokeile niitä ensin demotilassa: tiliä tai rahaa ei tarvita.',
      de: 'Jede Woche kommen neue Slots dazu. Testen Sie sie zuerst im Demomodus, ganz ohne Konto und Geld.',
    },
    button: { en: 'See new games', fi: 'Katso uudet pelit', de: 'Neue Spiele ansehen' },
    urlAction: '/online-casino/new',
    hues: [320, 40],
    placements: ['casino'],
    authorized: 'both',
    audience: EVERYONE,
  },
  {
    id: 'reality-check',
    title: { en: 'Reality check reminders', fi: 'Peliajan muistutukset', de: 'Reality-Check-Erinnerungen' },
    text: {
      en: 'Choose how often we remind you how long you have played and your net result in the session.',
      fi: 'Valitse, kuinka usein muistutamme peliajastasi ja istunnon nettotuloksesta.',
      de: 'Legen Sie fest, wie oft wir Sie an Ihre Spielzeit und Ihr Nettoergebnis der Sitzung erinnern.',
    },
    button: { en: 'Choose a reminder', fi: 'Valitse muistutus', de: 'Erinnerung wählen' },
    urlAction: '/responsible-gambling',
    placements: ['casino', 'liveCasino'],
    authorized: 'authorized',
    audience: EVERYONE,
  },
  {
    id: 'how-deposits-work',
    title: { en: 'How deposits work', fi: 'Näin talletukset toimivat', de: 'So funktionieren Einzahlungen' },
    text: {
      en: 'Deposits are instant with most methods. Withdrawals go back to the method you used, after a one-time identity check.',
      fi: 'Useimmilla maksutavoilla talletukset ovat välittömiä. Kotiutukset palautetaan käyttämällesi maksutavalle kertaluonteisen henkilöllisyyden tarkistuksen jälkeen.',
      de: 'Einzahlungen sind mit den meisten Methoden sofort verfügbar. Auszahlungen gehen nach einer einmaligen Identitätsprüfung an die genutzte Methode zurück.',
    },
    button: { en: 'Payment methods', fi: 'Maksutavat', de: 'Zahlungsmethoden' },
    urlAction: '/payment-methods',
    hues: [140, 200],
    placements: ['home', 'casino'],
    authorized: 'authorized',
    audience: group('DEPOSIT_COUNT_0'),
  },
  {
    id: 'live-table-manners',
    title: { en: 'At the live tables', fi: 'Livepöydissä', de: 'An den Live-Tischen' },
    text: {
      en: 'Dealers are real people in a real studio. Keep the chat friendly; the table limits are shown before you sit down.',
      fi: 'Jakajat ovat oikeita ihmisiä oikeassa studiossa. Pidä chat ystävällisenä; pöydän panosrajat näytetään ennen kuin istut.',
      de: 'Die Dealer sind echte Menschen in einem echten Studio. Bleiben Sie im Chat freundlich; die Tischlimits sehen Sie vor dem Platznehmen.',
    },
    hues: [270, 330],
    placements: ['liveCasino'],
    authorized: 'both',
    audience: EVERYONE,
  },
  {
    id: 'harbour-club-points',
    title: { en: 'Your Harbour Club points', fi: 'Harbour Club -pisteesi', de: 'Ihre Harbour-Club-Punkte' },
    text: {
      en: 'Your account manager will call to agree your monthly limits review. Points never expire while your account is open.',
      fi: 'Asiakasvastaavasi soittaa sopiakseen kuukausittaisesta rajojen tarkistuksesta. Pisteet eivät vanhene, kun tilisi on auki.',
      de: 'Ihr Betreuer ruft an, um die monatliche Überprüfung Ihrer Limits zu vereinbaren. Punkte verfallen nicht, solange Ihr Konto besteht.',
    },
    button: { en: 'Harbour Club', fi: 'Harbour Club', de: 'Harbour Club' },
    urlAction: '/promotions/loyalty/harbour-club',
    hues: [45, 260],
    placements: ['home', 'casino', 'liveCasino'],
    authorized: 'authorized',
    audience: players(...VIP_PLAYER_IDS),
  },
  {
    id: 'your-deposits',
    title: { en: 'Your deposits at a glance', fi: 'Talletuksesi yhdellä silmäyksellä', de: 'Ihre Einzahlungen auf einen Blick' },
    text: {
      en: 'Every deposit and withdrawal is in your transaction history. A deposit limit takes effect at once if you want one.',
      fi: 'Jokainen talletus ja kotiutus näkyy tapahtumahistoriassasi. Talletusraja tulee voimaan heti, jos haluat sellaisen.',
      de: 'Jede Ein- und Auszahlung finden Sie in Ihrem Transaktionsverlauf. Ein Einzahlungslimit gilt sofort, wenn Sie eines möchten.',
    },
    button: { en: 'Transaction history', fi: 'Tapahtumahistoria', de: 'Transaktionsverlauf' },
    urlAction: '/my-account/banking/transactions',
    hues: [160, 220],
    placements: ['home'],
    authorized: 'authorized',
    audience: group('DEPOSIT_COUNT_1', 'DEPOSIT_COUNT_MORE_THAN_1'),
  },
];
