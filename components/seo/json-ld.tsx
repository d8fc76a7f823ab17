import { serializeJsonLd, type JsonLd as JsonLdData } from '@/lib/seo/structured-data';

/** Structured data for crawlers, rendered into the server HTML. */
export function JsonLd({ data }: { data: JsonLdData | readonly JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
