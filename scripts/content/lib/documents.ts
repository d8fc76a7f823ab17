import type { ContentDocument, ContentDocumentType, DocumentOfType } from '../../../lib/content/documents/content-document';
import type { ImageAssetDocument, SanityImage } from '../../../lib/content/documents/images';
import type { Reference } from '../../../lib/content/documents/primitives';
import { keyOf, random, sha1 } from './random';

type SystemKey = '_type' | '_id' | '_createdAt' | '_updatedAt' | '_rev';
export type Fields<T extends ContentDocumentType> = Omit<DocumentOfType<T>, SystemKey>;

const CREATED_FROM = Date.UTC(2025, 5, 1);
const CREATED_SPAN_DAYS = 500;
const DAY = 86_400_000;

/** System fields as an export carries them: dates from the id's own stream, `_rev` from the content. */
export function doc<T extends ContentDocumentType>(type: T, id: string, fields: Fields<T>): DocumentOfType<T> {
  const rng = random(`system:${id}`);
  const created = CREATED_FROM + rng.int(0, CREATED_SPAN_DAYS) * DAY + rng.int(0, 86_399) * 1000;
  const updated = created + rng.int(0, 30) * DAY + rng.int(0, 86_399) * 1000;
  const rev = sha1(`${type}:${id}:${JSON.stringify(fields)}`).slice(0, 22);
  return {
    _id: id,
    _type: type,
    _createdAt: new Date(created).toISOString(),
    _updatedAt: new Date(updated).toISOString(),
    _rev: rev,
    ...fields,
  } as unknown as DocumentOfType<T>;
}

export function ref(id: string): Reference & { _type: 'reference' } {
  return { _type: 'reference', _ref: id };
}

/** References inside an array carry a `_key`. */
export function refs(owner: string, field: string, ids: readonly string[]): Array<Reference & { _key: string }> {
  return ids.map((id) => ({ _key: keyOf(owner, field, id), _type: 'reference', _ref: id }));
}

export interface Artwork {
  svg: string;
  width: number;
  height: number;
  /** A readable original file name, kept on the asset record. */
  name: string;
}

/**
 * Collects generated SVGs. Like Sanity, the asset id is the SHA-1 of the file, so the same art is stored
 * once and the reference changes only when the picture does.
 */
export class AssetRegistry {
  private readonly assets = new Map<string, { doc: ImageAssetDocument; svg: string; file: string }>();

  image(art: Artwork, alt?: string): SanityImage {
    const hash = sha1(art.svg);
    const id = `image-${hash}-${art.width}x${art.height}-svg`;
    const file = `${hash}-${art.width}x${art.height}.svg`;
    if (!this.assets.has(id)) {
      const assetDoc = doc('sanity.imageAsset', id, {
        assetId: hash,
        sha1hash: hash,
        extension: 'svg',
        mimeType: 'image/svg+xml',
        originalFilename: `${art.name}.svg`,
        path: `content/images/${file}`,
        url: `/content/images/${file}`,
        size: Buffer.byteLength(art.svg),
        metadata: { dimensions: { width: art.width, height: art.height, aspectRatio: art.width / art.height } },
      });
      this.assets.set(id, { doc: assetDoc, svg: art.svg, file });
    }
    return { _type: 'image', asset: { _type: 'reference', _ref: id }, ...(alt ? { alt } : {}) };
  }

  /** Public URL of an image (for fields that hold a URL rather than an image, like providerImgUrl). */
  url(art: Artwork): string {
    const image = this.image(art);
    return `/content/images/${image.asset._ref.replace(/^image-/, '').replace(/-svg$/, '.svg')}`;
  }

  documents(): ContentDocument[] {
    return [...this.assets.values()].map((a) => a.doc);
  }

  files(): Map<string, string> {
    return new Map([...this.assets.values()].map((a) => [a.file, a.svg]));
  }
}
