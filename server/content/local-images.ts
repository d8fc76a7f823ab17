import 'server-only';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { LOCAL_IMAGE_URL_CONFIG } from '@/lib/content/rules/image-url';

/** Where the generator writes the local dataset's artwork (scripts/content/generate-catalogue.ts). */
export const LOCAL_IMAGES_DIR = resolve(process.cwd(), 'public', 'content', 'images');

const FILE_NAME = /^[0-9a-f]{40}-\d{1,5}x\d{1,5}\.(svg|png|jpg|webp)$/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

export interface LocalImage {
  body: Buffer;
  contentType: string;
}

/**
 * `[<projectId>, <dataset>, <hash>-<w>x<h>.<ext>]` → the file, or null. Only the local dataset's own project
 * and dataset are served, and the name must be a content hash, so no path can leave the images folder.
 */
export async function readLocalImage(segments: readonly string[], directory: string = LOCAL_IMAGES_DIR): Promise<LocalImage | null> {
  if (segments.length !== 3) return null;
  const [projectId, dataset, file] = segments;
  if (projectId !== LOCAL_IMAGE_URL_CONFIG.projectId || dataset !== LOCAL_IMAGE_URL_CONFIG.dataset) return null;
  const match = FILE_NAME.exec(file);
  if (!match) return null;
  // Not followed by the build's file tracing (the folder is a parameter): public/ ships with the site anyway.
  const path = join(/* turbopackIgnore: true */ directory, file);
  try {
    return { body: await readFile(/* turbopackIgnore: true */ path), contentType: CONTENT_TYPES[match[1]] };
  } catch {
    return null;
  }
}
