// Which spec file a bare "§N" means. Both files number the same nine sections with the same titles, so the
// number says nothing: the words around it and the folder it sits in do. identity-and-account covers markets and
// locales, routes and guards, sign-in, sign-up, reset, verification, limits and access gating;
// games-wallet-bonuses covers lobbies, game launch, bonuses, wallet, payments, history and the content service.
import type { SpecFile } from './find-references';

interface Rule {
  file: SpecFile;
  pattern: RegExp;
  /** Points when it matches; 1 unless said. */
  weight?: number;
}

// A quoted title is the strongest hint: the headings of identity-and-account and the bold entries of
// games-wallet-bonuses differ.
const TITLES: readonly Rule[] = [
  {
    file: 'identity-and-account',
    weight: 3,
    pattern:
      /"(?:Public pages|Account area|Sign-up flow|Reset-password flow|After sign-in|Global overlays|Route guards|Session|Player profile|Registration payload|Profile update payload|Sign-up state|Reset-password form|Account forms|Documents|EDD questionnaire|KYC levels|Account statuses|Product verticals|Responsible gambling|Cookie consent|Other enumerations|Login info|Player|Pay-and-play|Session and sportsbook context|Wallet socket|Sign-in|Sign-up|Verification codes|Reset password|Account|Limits|Success toasts|Idle player)"/i,
  },
  {
    file: 'games-wallet-bonuses',
    weight: 3,
    pattern:
      /"(?:Guards|Lobby behaviour|Game \(content\)|Provider|Sub-provider|Category|Game providers|Favourites and recent games|Winner|Game session actions|Game detail request parameters|Game detail response|Site header state|Wallet|Transaction|Transaction history state|Deposit flow|Withdraw flow|Payment methods|Reward|Rewards state lists|Bonus vocabulary|Limitation flags|Bonus state|Content records|Player fields used here|Access loading|Wallet operation result to status|Game launch|Bonuses and rewards|Live connection|Content service|Game detail failure|Proxy country lists per provider|default siteId 1|recent games|GET live provider tables[^"]*|Game ids are transformed)"/i,
  },
];

// Topics named in the text around the reference. Each matching rule adds its points to its file.
const TOPICS: readonly Rule[] = [
  ...TITLES,
  {
    file: 'identity-and-account',
    pattern: /error\.(?:player|sign|signup|registration|account|timeout|exclusion|password|old_password|captcha|vonage|cpf)|login\.error|sms\.(?:code|max)/i,
  },
  {
    file: 'identity-and-account',
    pattern: /sign[- ]?(?:in|up|out)\b|\blog(?:in|out)\b|log out|password|\breset\b|registration|register|pinCode|\bsms\b|verification code|captcha/i,
  },
  { file: 'identity-and-account', pattern: /session claims|identity token|id_token|token cookie|player_access_id|zendesk|Bearer|carrying the identity token/i },
  { file: 'identity-and-account', pattern: /\bterms|accept-terms|post-login|after sign-in|redirect path/i },
  {
    file: 'identity-and-account',
    pattern:
      /market codes?|language codes?|country list|supported currencies|(?<!proxy )\bcountr(?:y|ies)\b|provinces?|Quebec|Ontario|default (?:country|market|locale)|locale segment|\bcaf\b|sportsbook context/i,
  },
  { file: 'identity-and-account', pattern: /\bidle\b|activity|1800|storage keys|local storage|support chat|affiliate|aff_id|appsflyer/i },
  {
    file: 'identity-and-account',
    pattern:
      /Player profile|profile|Account statuses|\bKYC\b|"Session"|Session player_access_id|cookie consent|\bconsent\b|field states|account area|account pages|my-account|Route guards|global overlays|max-attempts|scrolls to the top|link containing http|Login info|login history|firstLogin/i,
  },
  { file: 'identity-and-account', pattern: /auth status|forces? logout|forced logout|Product flags|gating flags/i },
  { file: 'games-wallet-bonuses', weight: 2, pattern: /launch/i },
  {
    file: 'games-wallet-bonuses',
    pattern: /\bgames?\b|provider|lobby|casino|\blive\b|seats?|jackpot|favourite|recent|winner|siteId|partner|jurisdiction|\bdemo\b|proxy countr/i,
  },
  { file: 'games-wallet-bonuses', weight: 3, pattern: /Evolution/i },
  { file: 'games-wallet-bonuses', pattern: /wallet|balance|transaction|deposit|withdraw|payment|ledger|net position|history|page size 10/i },
  {
    file: 'games-wallet-bonuses',
    pattern: /content|banner|promotion|audience|image|CMS|Sanity|GROQ|dataset|categor(?:y|ies)|sub-provider|visibleInMenu|hideInMenu|PG Soft|1x\/2x\/3x/i,
  },
  { file: 'games-wallet-bonuses', weight: 2, pattern: /currency|currencies|symbol|euro\b|formatMoney|S\//i },
  { file: 'games-wallet-bonuses', pattern: /Live connection|socket|\bping\b|reconnect/i },
  { file: 'games-wallet-bonuses', pattern: /Limitation flags|bonus(?!Code)|reward|cashback|Site header/i },
];

// The folder a file sits in: worth two points, so a file's domain wins unless the words clearly say otherwise.
const FOLDERS: readonly Rule[] = [
  { file: 'identity-and-account', pattern: /identity|consent|markets\/(?!currency)|\/limits|account|\/gate\/guards|session|idle|players?\.ts|enums\.ts/i },
  {
    file: 'games-wallet-bonuses',
    pattern: /markets\/currency|games?\b|games?\/|wallet|ledger|seamless|lobby|content|sanity|jackpots?|winners?|payments?|harbour|promotion|bonus/i,
  },
];

// Section 1 of games-wallet-bonuses is a summary; markets, countries and languages are identity-and-account's.
const SECTION_ONE: Rule = { file: 'identity-and-account', weight: 2, pattern: /^1$/ };

export interface Decision {
  file: SpecFile | null;
  scores: Record<SpecFile, number>;
}

function decide(scores: Record<SpecFile, number>): SpecFile | null {
  const identity = scores['identity-and-account'];
  const games = scores['games-wallet-bonuses'];
  return identity === games ? null : identity > games ? 'identity-and-account' : 'games-wallet-bonuses';
}

/**
 * The spec file a bare reference means, from the words around it on its line, the folder of `path`, and its
 * first section number; on a tie, the neighbouring lines' words (`nearby`) decide. Null when nothing does.
 */
export function classify(input: { path: string; context: string; nearby?: string; section: number }): Decision {
  const scores: Record<SpecFile, number> = { 'identity-and-account': 0, 'games-wallet-bonuses': 0 };
  for (const rule of TOPICS) if (rule.pattern.test(input.context)) scores[rule.file] += rule.weight ?? 1;
  for (const rule of FOLDERS) if (rule.pattern.test(input.path)) scores[rule.file] += rule.weight ?? 2;
  if (SECTION_ONE.pattern.test(String(input.section))) scores[SECTION_ONE.file] += SECTION_ONE.weight ?? 1;
  if (decide(scores) || !input.nearby) return { file: decide(scores), scores };
  for (const rule of TOPICS) if (rule.pattern.test(input.nearby)) scores[rule.file] += rule.weight ?? 1;
  return { file: decide(scores), scores };
}
