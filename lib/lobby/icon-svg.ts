// Category icons are SVG markup from content and are inlined; anything that could run script or load a
// resource is refused (the chip then shows no icon) rather than trusted.
const UNSAFE = /<\s*(script|foreignObject|iframe|image|use|style|a)\b|\bon[a-z]+\s*=|javascript:|href\s*=|url\s*\(/i;

/** The icon's markup when it is a plain, self-contained SVG; null otherwise. */
export function safeIconSvg(markup: string | null | undefined): string | null {
  const text = (markup ?? '').trim();
  if (text.length === 0 || text.length > 4000) return null;
  if (!/^<svg[\s>]/i.test(text) || !/<\/svg>$/i.test(text)) return null;
  return UNSAFE.test(text) ? null : text;
}
