import type { BuildImageUrl } from '@/lib/content/rules/image-url';
import type { LanguageCode } from '@/lib/markets/languages';
import type { ContentSource } from '../source';
import { imageUrlBuilder } from './image';

/** What every reshaping function needs besides the document: the reader's language and the image URL builder. */
export interface AdapterContext {
  language: LanguageCode;
  buildImageUrl: BuildImageUrl;
}

export function adapterContext(source: Pick<ContentSource, 'imageConfig'>, language: LanguageCode): AdapterContext {
  return { language, buildImageUrl: imageUrlBuilder(source.imageConfig) };
}
