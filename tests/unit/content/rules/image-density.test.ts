/** @jest-environment node */
import { createBuildImageUrl, LOCAL_IMAGE_URL_CONFIG, type ImageUrlOptions } from '@/lib/content/rules/image-url';
import { densitySrcSet, imageUrlAtDensity, toDensityImage } from '@/lib/content/rules/image-density';
import { IMAGE_DISPLAY_SIZES, toImageSet } from '@/server/content/adapter/image';
import type { SanityImage } from '@/server/content/adapter/vendor-types';

const sanity = createBuildImageUrl({ projectId: 'abc123', dataset: 'production' });
const local = createBuildImageUrl(LOCAL_IMAGE_URL_CONFIG);

const plain: SanityImage = { _type: 'image', asset: { _type: 'reference', _ref: 'image-0f1e2d3c4b5a69788796a5b4c3d2e1f001234567-400x400-svg' } };
// A cropped, hotspotted image: the builder adds a rect= whose digits must not be taken for the size.
const cropped = {
  _type: 'image',
  asset: { _type: 'reference', _ref: 'image-9a8b7c6d5e4f30211203f4e5d6c7b8a990abcdef-1200x800-png' },
  crop: { top: 0.1, bottom: 0.05, left: 0.2, right: 0 },
  hotspot: { x: 0.5, y: 0.4, width: 0.3, height: 0.3 },
} as SanityImage;

describe('imageUrlAtDensity', () => {
  it.each([
    ['local dataset, square thumbnail', local, plain, 'gameThumbnail'],
    ['local dataset, tall art', local, plain, 'gameVertical'],
    ['Sanity CDN, cropped banner', sanity, cropped, 'bannerDesktop'],
    ['Sanity CDN, cropped promotion (16:9)', sanity, cropped, 'promotion'],
  ] as const)('gives exactly the builder’s 1x, 2x and 3x URLs from the 2x one (%s)', (_, build, source, kind) => {
    const set = toImageSet(source, kind, build)!;
    const image = toDensityImage(set)!;
    if (source === cropped) expect(set.url2x).toMatch(/[?&]rect=\d+,\d+,\d+,\d+&/);
    expect(image).toEqual({ url2x: set.url2x, ...IMAGE_DISPLAY_SIZES[kind] });
    expect(imageUrlAtDensity(image, 1)).toBe(set.url1x);
    expect(imageUrlAtDensity(image, 2)).toBe(set.url2x);
    expect(imageUrlAtDensity(image, 3)).toBe(set.url3x);
    expect(densitySrcSet(image)).toBe(`${set.url1x} ${set.width}w, ${set.url2x} ${set.width * 2}w, ${set.url3x} ${set.width * 3}w`);
  });

  it('changes only w and h, keeping crop, format and quality', () => {
    const options: ImageUrlOptions = { width: 150, height: 100, fit: 'crop', crop: 'focalpoint', quality: 60 };
    const url2x = sanity(cropped, options);
    const url3x = new URL(imageUrlAtDensity({ url2x, width: 150, height: 100 }, 3));
    const original = new URL(url2x);
    expect(url3x.searchParams.get('w')).toBe('450');
    expect(url3x.searchParams.get('h')).toBe('300');
    for (const key of ['rect', 'fm', 'q', 'fit', 'crop', 'fp-x', 'fp-y']) expect(url3x.searchParams.get(key)).toBe(original.searchParams.get(key));
    expect(url3x.pathname).toBe(original.pathname);
  });

  it('has no image without art', () => {
    expect(toDensityImage(null)).toBeNull();
  });
});
