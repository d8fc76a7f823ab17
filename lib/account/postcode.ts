// Postcode rules per country for the account page's address form (identity-and-account §3 "Account forms",
// identity-and-account §5 "Other field rules: not shown": the rules are the national postal formats; docs/decisions.md "Account page").
// Pure and isomorphic: the form and the platform judge a postcode with the same function.

interface PostcodeRule {
  /** The whole postcode, upper-cased, spaces collapsed. */
  pattern: RegExp;
  /** The written form the post office uses (e.g. "K1A 0B1"), from the pattern's match. */
  format?: (compact: string) => string;
  /** A human example for the form's help text. */
  example: string;
}

const digits = (count: number, example: string): PostcodeRule => ({ pattern: new RegExp(`^\\d{${count}}$`), example });
const split = (at: number, joiner: string) => (compact: string) => `${compact.slice(0, at)}${joiner}${compact.slice(at)}`;
/** British (and Crown dependency) postcodes: outward code, a space, then digit + two letters. */
const UK: PostcodeRule = {
  pattern: /^(?:[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}|GIR0AA)$/,
  format: (compact) => `${compact.slice(0, -3)} ${compact.slice(-3)}`,
  example: 'SW1A 1AA',
};

/** Rules by ISO 3166-1 alpha-2 code; the compact form (no spaces or dashes) is matched. */
const RULES: Readonly<Record<string, PostcodeRule>> = {
  FI: digits(5, '00100'),
  AX: digits(5, '22100'),
  NO: digits(4, '0150'),
  SE: { pattern: /^\d{5}$/, format: split(3, ' '), example: '111 22' },
  DK: digits(4, '1050'),
  DE: digits(5, '10115'),
  AT: digits(4, '1010'),
  CH: digits(4, '8001'),
  LI: digits(4, '9490'),
  BE: digits(4, '1000'),
  LU: digits(4, '1009'),
  FR: digits(5, '75001'),
  ES: digits(5, '28001'),
  IT: digits(5, '00184'),
  GR: { pattern: /^\d{5}$/, format: split(3, ' '), example: '105 57' },
  NL: { pattern: /^[1-9]\d{3}(?!SA|SD|SS)[A-Z]{2}$/, format: split(4, ' '), example: '1012 AB' },
  PT: { pattern: /^\d{7}$/, format: split(4, '-'), example: '1000-001' },
  PL: { pattern: /^\d{5}$/, format: split(2, '-'), example: '00-950' },
  GB: UK,
  GG: UK,
  JE: UK,
  IM: UK,
  IE: { pattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}$/, format: split(3, ' '), example: 'D02 X285' },
  MT: { pattern: /^[A-Z]{3}\d{4}$/, format: split(3, ' '), example: 'VLT 1117' },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/, format: split(3, ' '), example: 'K1A 0B1' },
  US: { pattern: /^\d{5}(?:\d{4})?$/, format: (c) => (c.length === 9 ? split(5, '-')(c) : c), example: '10001' },
  NZ: digits(4, '6011'),
  AU: digits(4, '2000'),
  BR: { pattern: /^\d{8}$/, format: split(5, '-'), example: '01310-100' },
  CL: digits(7, '8320000'),
  PE: digits(5, '15001'),
  IN: { pattern: /^[1-9]\d{5}$/, example: '110001' },
  JP: { pattern: /^\d{7}$/, format: split(3, '-'), example: '100-0001' },
  PH: digits(4, '1000'),
  TR: digits(5, '06100'),
};

/** Letters, digits, spaces and dashes, 2 to 10 characters: the rule for every other country (as at sign-up). */
const GENERIC = /^[A-Z0-9][A-Z0-9 -]{1,9}$/;

/** Countries without a postal code system: the field may stay empty there. */
const NO_POSTCODE: ReadonlySet<string> = new Set(['AE', 'AG', 'AW', 'BS', 'BZ', 'CW', 'FJ', 'HK', 'MO', 'QA']);

export type PostcodeCheck = { ok: true; value: string } | { ok: false; reason: 'required' | 'format' };

/** Whether a country's address may leave the postcode empty. */
export function postcodeOptional(countryCode: string): boolean {
  return NO_POSTCODE.has(countryCode.toUpperCase());
}

/** The example shown under the field ("e.g. K1A 0B1"), or null where any format is accepted. */
export function postcodeExample(countryCode: string): string | null {
  return RULES[countryCode.toUpperCase()]?.example ?? null;
}

/**
 * Judges a postcode for a country and answers it in its written form (upper case, the national spacing): so
 * "k1a0b1" is stored as "K1A 0B1" and "1234ab" as "1234 AB". An empty value is accepted only where the country has
 * no postcodes (then the value is "").
 */
export function checkPostcode(countryCode: string, input: string): PostcodeCheck {
  const country = countryCode.toUpperCase();
  const written = input.trim().toUpperCase().replace(/\s+/g, ' ');
  if (written === '') return NO_POSTCODE.has(country) ? { ok: true, value: '' } : { ok: false, reason: 'required' };
  const rule = RULES[country];
  if (!rule) return GENERIC.test(written) ? { ok: true, value: written } : { ok: false, reason: 'format' };
  const compact = written.replace(/[\s-]/g, '');
  // Only spaces and dashes may separate the parts: "1000_001" or "K1A.0B1" is refused, not silently repaired.
  if (!/^[A-Z0-9 -]+$/.test(written) || compact.length > 12 || !rule.pattern.test(compact)) return { ok: false, reason: 'format' };
  return { ok: true, value: rule.format ? rule.format(compact) : compact };
}
