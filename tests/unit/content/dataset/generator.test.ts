/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCatalogue, toNdjson } from '@/scripts/content/generate-catalogue';
import { DATASET_FILE, IMAGES_DIR, readImageFiles } from './load-dataset';

const REGENERATE = 'node --import tsx scripts/content/generate-catalogue.ts';

describe('scripts/content/generate-catalogue', () => {
  const first = generateCatalogue();

  it('is deterministic: two generations are identical', () => {
    const second = generateCatalogue();
    expect(toNdjson(second.documents)).toBe(toNdjson(first.documents));
    expect([...second.images.entries()]).toEqual([...first.images.entries()]);
  });

  it(`matches the committed dataset (edit the generator and run \`${REGENERATE}\`, never the output)`, () => {
    expect(readFileSync(DATASET_FILE, 'utf8') === toNdjson(first.documents)).toBe(true);
  });

  it('matches the committed artwork byte for byte', () => {
    expect(readImageFiles()).toEqual([...first.images.keys()].sort());
    const changed = [...first.images].filter(([file, svg]) => readFileSync(join(IMAGES_DIR, file), 'utf8') !== svg).map(([file]) => file);
    expect(changed).toEqual([]);
  });

  it('keeps every SVG under 3 kB', () => {
    const large = [...first.images].filter(([, svg]) => Buffer.byteLength(svg) >= 3 * 1024).map(([file]) => file);
    expect(large).toEqual([]);
  });
});
