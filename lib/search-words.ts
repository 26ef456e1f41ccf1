/**
 * The words a product is found by, and the words of a search query. Both sides are lower-case runs of
 * letters and digits, so a query is matched word by word (each query word a prefix of a stored word)
 * and no character the visitor types ever reaches a regular expression unescaped.
 */

/** A search query is trimmed and cut to this many characters before it is split into words. */
export const MAX_QUERY_LENGTH = 100;
/** Words of a query beyond this many are ignored (each one is another condition on the index). */
export const MAX_QUERY_WORDS = 8;

const WORD = /[\p{L}\p{N}]+/gu;

/** The distinct lower-case words of a text, in order of first appearance. */
export function wordsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  return [...new Set(text.normalize('NFKC').toLowerCase().match(WORD) ?? [])];
}

/** The query as the shop searches it: trimmed, at most MAX_QUERY_LENGTH characters. */
export function normaliseQuery(query: string | null | undefined): string {
  return (query ?? '').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** The words a query looks for; none when it has no letters or digits (such a query matches nothing). */
export function queryWords(query: string | null | undefined): string[] {
  return wordsOf(normaliseQuery(query)).slice(0, MAX_QUERY_WORDS);
}

export interface ProductWordSource {
  name?: string | null;
  category?: string | null;
  description?: string | null;
}

/** The stored search fields of a product: the name's words, and every word of name, category and description. */
export function productSearchFields(product: ProductWordSource): { nameWords: string[]; searchWords: string[] } {
  const nameWords = wordsOf(product.name);
  const searchWords = [...new Set([...nameWords, ...wordsOf(product.category), ...wordsOf(product.description)])];
  return { nameWords, searchWords };
}

/** A regular expression source that matches `text` literally anywhere in a value. */
export function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** A regular expression source that matches `text` literally at the start of a value. */
export function anchoredPrefix(text: string): string {
  return `^${literalPattern(text)}`;
}
