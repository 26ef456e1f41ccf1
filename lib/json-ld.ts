/**
 * JSON-LD for a <script type="application/ld+json"> tag. `<`, `>`, `&` and the JS line separators
 * are escaped as \u sequences (still valid JSON), so text such as "</script>" in a product
 * description cannot end the tag early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
