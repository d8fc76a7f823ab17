import type { DocumentContentType } from '@/lib/documents/schemas';

// What a file is, from its first bytes (never its name or the type the browser declared). A stopgap for the
// `file-type` package, which is not installed (docs/decisions.md "Document storage"): a small table of the few
// accepted types' signatures, each tested (tests/unit/documents/sniff-content-type.test.ts).

function ascii(bytes: Uint8Array, start: number, text: string): boolean {
  if (bytes.length < start + text.length) return false;
  for (let index = 0; index < text.length; index += 1) if (bytes[start + index] !== text.charCodeAt(index)) return false;
  return true;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** HEIF brands that carry HEVC images (HEIC); `mif1`/`msf1` are generic and count only with a HEIC compatible brand. */
const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'];

function isHeic(bytes: Uint8Array): boolean {
  if (!ascii(bytes, 4, 'ftyp') || bytes.length < 16) return false;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  if (boxSize < 16 || boxSize > 4096 || boxSize > bytes.length) return false;
  const brand = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  const major = brand(8);
  if (HEIC_BRANDS.includes(major)) return true;
  if (major !== 'mif1' && major !== 'msf1') return false;
  for (let at = 16; at + 4 <= boxSize; at += 4) if (HEIC_BRANDS.includes(brand(at))) return true;
  return false;
}

/** The accepted media type the bytes are, or null (an executable, a script, a text file renamed .jpg, …). */
export function sniffContentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (isHeic(bytes)) return 'image/heic';
  return null;
}
