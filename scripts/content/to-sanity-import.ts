/**
 * Turns content/dataset.ndjson into a file `sanity dataset import` accepts: asset records are dropped and every
 * image points at its SVG through `_sanityAsset`, so the import uploads the files. Sanity names an asset by the
 * SHA-1 of its bytes, as the generator does, so the imported references equal the ones in the dataset.
 * Run: `node --import tsx scripts/content/to-sanity-import.ts [out-file]` (default content/sanity-import/data.ndjson).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { imageFileName, IMAGE_ASSET_REF } from '../../lib/content/documents/images';

function rewrite(value: unknown, imagesDir: string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, imagesDir));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const asset = record.asset as { _ref?: string } | undefined;
  if (record._type === 'image' && asset?._ref && IMAGE_ASSET_REF.test(asset._ref)) {
    const rest = Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'asset'));
    return { ...rest, _sanityAsset: `image@file://${resolve(imagesDir, imageFileName(asset._ref))}` };
  }
  return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, rewrite(child, imagesDir)]));
}

export function toSanityImport(ndjson: string, imagesDir: string): string {
  return (
    ndjson
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((doc) => doc._type !== 'sanity.imageAsset')
      .map((doc) => JSON.stringify(rewrite(doc, imagesDir)))
      .join('\n') + '\n'
  );
}

if (process.argv[1]?.endsWith('to-sanity-import.ts')) {
  const out = resolve(process.argv[2] ?? 'content/sanity-import/data.ndjson');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, toSanityImport(readFileSync('content/dataset.ndjson', 'utf8'), 'public/content/images'));
  console.log(`wrote ${out}`);
}
