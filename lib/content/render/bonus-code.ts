/** A bonus code as the content schema allows it (A–Z, 0–9), upper-cased; anything else is ignored. */
export function parseBonusCode(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const code = raw?.trim().toUpperCase();
  return code && /^[A-Z0-9]{1,32}$/.test(code) ? code : null;
}
