/** @jest-environment node */
import { createImageUrlBuilder } from '@sanity/image-url';
import {
  AUTO_MODES,
  buildImageUrl,
  createBuildImageUrl,
  CROP_MODES,
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_QUALITY,
  FIT_MODES,
  LOCAL_IMAGE_URL_CONFIG,
  type AutoMode,
  type CropMode,
  type FitMode,
  type ImageUrlOptions,
} from '@/lib/content/rules/image-url';

const SVG = 'image-abc123-600x400-svg';
const PNG = 'image-abc123-600x400-png';
const LOCAL = '/api/content/images/local/production';

function params(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}

describe('spec defaults', () => {
  it('are quality 75 and webp', () => {
    expect(DEFAULT_IMAGE_QUALITY).toBe(75);
    expect(DEFAULT_IMAGE_FORMAT).toBe('webp');
  });

  it('apply to an svg reference with no options', () => {
    expect(buildImageUrl(SVG)).toBe(`${LOCAL}/abc123-600x400.svg?fm=webp&q=75`);
  });

  it('apply to a png reference with no options', () => {
    expect(buildImageUrl(PNG, {})).toBe(`${LOCAL}/abc123-600x400.png?fm=webp&q=75`);
  });

  it('let the caller choose another quality', () => {
    expect(params(buildImageUrl(PNG, { quality: 90 })).q).toBe('90');
    expect(params(buildImageUrl(PNG, { quality: 0 })).q).toBe('0');
  });
});

describe('width and height are doubled for high-density screens', () => {
  it('doubles both, keeping the aspect ratio without a crop rect', () => {
    expect(buildImageUrl(PNG, { width: 150, height: 100 })).toBe(`${LOCAL}/abc123-600x400.png?w=300&h=200&fm=webp&q=75`);
    expect(buildImageUrl(SVG, { width: 150, height: 100 })).toBe(`${LOCAL}/abc123-600x400.svg?w=300&h=200&fm=webp&q=75`);
  });

  it('doubles a width alone', () => {
    expect(buildImageUrl(PNG, { width: 300 })).toBe(`${LOCAL}/abc123-600x400.png?w=600&fm=webp&q=75`);
  });

  it('doubles a height alone', () => {
    expect(buildImageUrl(SVG, { height: 50 })).toBe(`${LOCAL}/abc123-600x400.svg?h=100&fm=webp&q=75`);
  });

  it('rounds fractional sizes after doubling', () => {
    expect(params(buildImageUrl(PNG, { width: 100.3, height: 66.6 }))).toMatchObject({ w: '201', h: '133' });
  });

  it('crops to the requested aspect ratio around the centre, as the library does', () => {
    expect(buildImageUrl(PNG, { width: 100, height: 100 })).toBe(`${LOCAL}/abc123-600x400.png?rect=100,0,400,400&w=200&h=200&fm=webp&q=75`);
  });

  it.each([0, -10, Number.NaN, Number.POSITIVE_INFINITY])('leaves out a size of %p', (size) => {
    const query = params(buildImageUrl(PNG, { width: size, height: size }));
    expect(query.w).toBeUndefined();
    expect(query.h).toBeUndefined();
  });
});

describe('fit, crop and auto', () => {
  it.each(FIT_MODES)('accepts fit %s', (fit) => {
    expect(params(buildImageUrl(PNG, { fit })).fit).toBe(fit);
  });

  it.each(CROP_MODES)('accepts crop %s', (crop) => {
    expect(params(buildImageUrl(PNG, { crop })).crop).toBe(crop);
  });

  it.each(AUTO_MODES)('accepts auto %s', (auto) => {
    expect(params(buildImageUrl(PNG, { auto })).auto).toBe(auto);
  });

  it('lists exactly the spec modes', () => {
    expect(FIT_MODES).toEqual(['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min']);
    expect(CROP_MODES).toEqual(['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy']);
    expect(AUTO_MODES).toEqual(['format']);
  });

  it('combines every option in one URL', () => {
    const url = buildImageUrl({ asset: { _ref: PNG } }, { width: 100, height: 100, fit: 'crop', crop: 'center', auto: 'format', quality: 90 });
    expect(url).toBe(`${LOCAL}/abc123-600x400.png?w=200&h=200&fm=webp&q=90&fit=crop&crop=center&auto=format`);
  });
});

describe('invalid modes throw the content client messages', () => {
  it.each<[string, ImageUrlOptions, string]>([
    ['fit', { fit: 'stretch' as FitMode }, 'Invalid fit mode'],
    ['fit (case matters)', { fit: 'Max' as FitMode }, 'Invalid fit mode'],
    ['fit (empty)', { fit: '' as FitMode }, 'Invalid fit mode'],
    ['crop', { crop: 'middle' as CropMode }, 'Invalid crop mode'],
    ['crop (empty)', { crop: '' as CropMode }, 'Invalid crop mode'],
    ['auto', { auto: 'compress' as AutoMode }, 'Invalid auto mode'],
    ['auto (empty)', { auto: '' as AutoMode }, 'Invalid auto mode'],
  ])('%s', (_label, options, message) => {
    expect(() => buildImageUrl(PNG, options)).toThrow(new Error(message));
  });

  it('checks fit before crop before auto', () => {
    const all = { fit: 'x' as FitMode, crop: 'y' as CropMode, auto: 'z' as AutoMode };
    expect(() => buildImageUrl(PNG, all)).toThrow(new Error('Invalid fit mode'));
    expect(() => buildImageUrl(PNG, { ...all, fit: 'max' })).toThrow(new Error('Invalid crop mode'));
    expect(() => buildImageUrl(PNG, { ...all, fit: 'max', crop: 'top' })).toThrow(new Error('Invalid auto mode'));
  });

  it('throws even when there is no image, so a bad caller is caught early', () => {
    expect(() => buildImageUrl(null, { fit: 'x' as FitMode })).toThrow(new Error('Invalid fit mode'));
  });

  it('replaces the library message, which appends the value and so differs from the spec', () => {
    const library = createImageUrlBuilder({ projectId: 'p', dataset: 'd' });
    expect(() => library.fit('x' as FitMode)).toThrow(new Error('Invalid fit mode "x"'));
    expect(() => library.crop('x' as CropMode)).toThrow(new Error('Invalid crop mode "x"'));
    expect(() => library.auto('x' as AutoMode)).toThrow(new Error('Invalid auto mode "x"'));
  });
});

describe('sources', () => {
  it('accepts an asset id, a reference, an image object and an asset document', () => {
    const expected = `${LOCAL}/abc123-600x400.png?fm=webp&q=75`;
    expect(buildImageUrl(PNG)).toBe(expected);
    expect(buildImageUrl({ _ref: PNG })).toBe(expected);
    expect(buildImageUrl({ asset: { _ref: PNG } })).toBe(expected);
    expect(buildImageUrl({ _id: PNG })).toBe(expected);
  });

  it('accepts an asset stub carrying a CDN url', () => {
    expect(buildImageUrl({ asset: { url: 'https://cdn.sanity.io/images/p/d/abc123-600x400.png' } })).toBe(`${LOCAL}/abc123-600x400.png?fm=webp&q=75`);
  });

  it('honours the crop stored on an image object', () => {
    const image = { asset: { _ref: PNG }, crop: { top: 0, bottom: 0.5, left: 0, right: 0.5 } };
    expect(params(buildImageUrl(image)).rect).toBe('0,0,300,200');
  });

  it.each([null, undefined])('returns undefined for a %p source', (source) => {
    expect(buildImageUrl(source, { width: 10 })).toBeUndefined();
  });

  it('surfaces the library error for a malformed reference', () => {
    expect(() => buildImageUrl('image-bad')).toThrow(/Malformed asset _ref 'image-bad'/);
  });
});

describe('configuration', () => {
  it('defaults to the local dataset behind the app image route', () => {
    expect(LOCAL_IMAGE_URL_CONFIG).toEqual({ projectId: 'local', dataset: 'production', baseUrl: '/api/content' });
    expect(Object.isFrozen(LOCAL_IMAGE_URL_CONFIG)).toBe(true);
  });

  it('uses the Sanity CDN when no base url is given', () => {
    const build = createBuildImageUrl({ projectId: 'p1', dataset: 'staging' });
    expect(build(PNG, { width: 1 })).toBe('https://cdn.sanity.io/images/p1/staging/abc123-600x400.png?w=2&fm=webp&q=75');
  });

  it('uses a given base url, trailing slash or not', () => {
    const build = createBuildImageUrl({ projectId: 'p1', dataset: 'staging', baseUrl: 'http://localhost:3000/api/content/' });
    expect(build(PNG)).toBe('http://localhost:3000/api/content/images/p1/staging/abc123-600x400.png?fm=webp&q=75');
  });

  it('takes a config as third argument of buildImageUrl', () => {
    expect(buildImageUrl(SVG, { width: 10 }, { projectId: 'abc', dataset: 'production' })).toBe(
      'https://cdn.sanity.io/images/abc/production/abc123-600x400.svg?w=20&fm=webp&q=75',
    );
  });

  it('keeps builders independent of each other', () => {
    const a = createBuildImageUrl({ projectId: 'a', dataset: 'x' });
    const b = createBuildImageUrl({ projectId: 'b', dataset: 'y' });
    a(PNG, { width: 5, fit: 'max' });
    expect(b(PNG)).toBe('https://cdn.sanity.io/images/b/y/abc123-600x400.png?fm=webp&q=75');
  });
});
