/**
 * Generates the demo content dataset: `content/dataset.ndjson` (Sanity NDJSON export format, one document a
 * line, sorted by _id) and its artwork in `public/content/images/`. Deterministic: every run writes the same
 * bytes, and a unit test compares the committed files with a fresh generation, so edit this script, never the
 * output. Run: `node --import tsx scripts/content/generate-catalogue.ts`.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentDocument } from '../../lib/content/documents/content-document';
import { buildCategories } from './build/categories';
import { buildGames } from './build/games';
import { buildMarketing } from './build/marketing';
import { buildPages } from './build/pages';
import { buildPromotions } from './build/promotions';
import { buildProviders } from './build/providers';
import { buildRegulation } from './build/regulation';
import { AssetRegistry } from './lib/documents';

export interface Catalogue {
  documents: ContentDocument[];
  /** File name under public/content/images → SVG text. */
  images: Map<string, string>;
}

export const DATASET_PATH = join('content', 'dataset.ndjson');
export const IMAGES_DIR = join('public', 'content', 'images');

/** Pure: builds every document and image in memory; nothing touches the disk. */
export function generateCatalogue(): Catalogue {
  const assets = new AssetRegistry();
  const games = buildGames(assets);
  const documents: ContentDocument[] = [
    ...buildProviders(assets),
    ...games.casino,
    ...games.live,
    ...games.virtual,
    ...buildCategories(games),
    ...buildMarketing(assets),
    ...buildPromotions(assets),
    ...buildPages(assets),
    ...buildRegulation(assets),
  ];
  documents.push(...assets.documents());
  documents.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  return { documents, images: assets.files() };
}

export function toNdjson(documents: readonly ContentDocument[]): string {
  return documents.map((d) => JSON.stringify(d)).join('\n') + '\n';
}

/** Writes the dataset and images under `root`, removing images that are no longer generated. */
export function writeCatalogue(root: string, catalogue: Catalogue = generateCatalogue()): void {
  const imagesDir = join(root, IMAGES_DIR);
  mkdirSync(join(root, 'content'), { recursive: true });
  mkdirSync(imagesDir, { recursive: true });
  writeFileSync(join(root, DATASET_PATH), toNdjson(catalogue.documents));
  for (const file of readdirSync(imagesDir)) if (!catalogue.images.has(file)) rmSync(join(imagesDir, file));
  for (const [file, svg] of catalogue.images) writeFileSync(join(imagesDir, file), svg);
}

// Runs only as a script, not when a test imports the module (no import.meta, so Jest's CommonJS can load it).
if (process.argv[1]?.endsWith('generate-catalogue.ts')) {
  const catalogue = generateCatalogue();
  writeCatalogue(process.cwd(), catalogue);
  console.log(`wrote ${catalogue.documents.length} documents and ${catalogue.images.size} images`);
}
