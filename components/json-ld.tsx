import { serializeJsonLd } from '@/lib/json-ld';

/** Structured data for search engines, serialised so that no text inside can break out of the tag. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
