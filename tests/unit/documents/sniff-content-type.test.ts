/**
 * @jest-environment node
 */
// A server module: file-type needs the TextDecoder of Node (jsdom has none).
import { sniffContentType } from '@/server/domains/documents/sniff-content-type';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? Array.from({ length: value.length }, (_, index) => value.charCodeAt(index)) : [value])),
  );
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

describe('sniffContentType (the accepted types by their first bytes)', () => {
  it.each([
    ['JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF'), 'image/jpeg'],
    ['JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1, 0, 16, 'Exif'), 'image/jpeg'],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR'), 'image/png'],
    ['PDF', bytes('%PDF-1.4\n'), 'application/pdf'],
    ['WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['HEIC', bytes(...u32(24), 'ftypheic', 0, 0, 0, 0, 'mif1heic'), 'image/heic'],
    ['HEIF mif1 with a heic brand', bytes(...u32(24), 'ftypmif1', 0, 0, 0, 0, 'mif1heic'), 'image/heic'],
  ])('%s', async (_, input, expected) => {
    await expect(sniffContentType(input)).resolves.toBe(expected);
  });

  it.each([
    ['a Windows executable', bytes('MZ', 0x90, 0, 3, 0, 0, 0)],
    ['an ELF binary', bytes(0x7f, 'ELF', 2, 1, 1, 0)],
    ['a shell script', bytes('#!/bin/sh\nrm -rf /\n')],
    ['HTML', bytes('<!doctype html><script>')],
    ['SVG (script-capable)', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a ZIP', bytes('PK', 3, 4, 20, 0)],
    ['GIF', bytes('GIF89a', 1, 0)],
    ['AVIF (HEIF, not HEIC)', bytes(...u32(24), 'ftypavif', 0, 0, 0, 0, 'mif1avif')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['a truncated JPEG marker', bytes(0xff, 0xd8)],
    ['an ftyp box with a silly size', bytes(...u32(0xffffffff), 'ftypheic', 0, 0, 0, 0)],
    ['nothing', bytes()],
  ])('refuses %s', async (_, input) => {
    await expect(sniffContentType(input)).resolves.toBeNull();
  });
});
