import { fileTypeFromBuffer } from 'file-type/core';
import type { DocumentContentType } from '@/lib/documents/schemas';

// What a file is, from its first bytes (never its name or the type the browser declared): the `file-type` package's
// signatures (docs/decisions.md "Document storage"), narrowed to the accepted types
// (tests/unit/documents/sniff-content-type.test.ts).

const ACCEPTED: Readonly<Record<string, DocumentContentType>> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'application/pdf': 'application/pdf',
  'image/webp': 'image/webp',
};

/** The HEIF family as file-type names it (it reports a `mif1`/`msf1` file as image/heif). */
const HEIF_FAMILY = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

/** HEIF brands that carry HEVC images (HEIC); `mif1`/`msf1` are generic and count only with a HEIC compatible brand. */
const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'];

/**
 * file-type tells a HEIF container by its `ftyp` brand only; a document is accepted as HEIC when its `ftyp` box has
 * a sane size and names an HEVC brand (major or compatible), so an AVIF or a malformed box is refused.
 */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16) return false;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  if (boxSize < 16 || boxSize > 4096 || boxSize > bytes.length) return false;
  const brand = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  for (let at = 8; at + 4 <= boxSize; at += 4) if (at !== 12 && HEIC_BRANDS.includes(brand(at))) return true;
  return false;
}

/** The accepted media type the bytes are, or null (an executable, a script, a text file renamed .jpg, …). */
export async function sniffContentType(bytes: Uint8Array): Promise<DocumentContentType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  if (HEIF_FAMILY.has(detected.mime)) return isHeic(bytes) ? 'image/heic' : null;
  return ACCEPTED[detected.mime] ?? null;
}
