/**
 * "Did you mean ...?" for a search that found nothing: each query word that is not a word of the
 * catalogue is replaced by the closest one by edit distance (Levenshtein: "priner" -> "printer",
 * "barcod scaner" -> "barcode scanner"), and the suggestion is offered only when it finds products.
 * The catalogue's words are the products' stored search words (lib/search-words.ts), read from
 * their index.
 */
import 'server-only';
import { distance } from 'fastest-levenshtein';
import { connectToDatabase } from '@/lib/server/platform/db';
import { searchProducts } from '@/lib/server/catalogue/product-search';
import { queryWords } from '@/lib/search-words';
import { ProductModel } from '@/models/Product';

/** How many edits a word of this length may be away from its suggestion: about one in three letters. */
export function allowedEdits(word: string): number {
  if (word.length <= 2) return 0;
  if (word.length <= 5) return 1;
  return Math.min(3, Math.floor(word.length / 3));
}

/** The catalogue word closest to `word` within its allowed edits (ties: the nearer length, then a-z), or null. */
export function closestWord(word: string, vocabulary: readonly string[]): string | null {
  const limit = allowedEdits(word);
  let best: { word: string; edits: number } | null = null;
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const edits = distance(word, candidate);
    if (edits > limit) continue;
    const better =
      !best ||
      edits < best.edits ||
      (edits === best.edits && Math.abs(candidate.length - word.length) < Math.abs(best.word.length - word.length)) ||
      (edits === best.edits && Math.abs(candidate.length - word.length) === Math.abs(best.word.length - word.length) && candidate < best.word);
    if (better) best = { word: candidate, edits };
  }
  return best?.word ?? null;
}

/**
 * The query with every word that the catalogue does not hold replaced by its closest catalogue word;
 * null when no word changes. Pure: the vocabulary is passed in.
 */
export function correctedQuery(query: string, vocabulary: readonly string[]): string | null {
  const known = new Set(vocabulary);
  const words = queryWords(query);
  let changed = false;
  const corrected = words.map((word) => {
    if (known.has(word)) return word;
    const closest = closestWord(word, vocabulary);
    if (!closest) return word;
    changed = true;
    return closest;
  });
  return changed ? corrected.join(' ') : null;
}

/** "Did you mean" for a query that found nothing: the corrected query, when it finds products; else null. */
export async function suggestSearch(query: string): Promise<string | null> {
  if (queryWords(query).length === 0) return null;
  await connectToDatabase();
  const vocabulary = (await ProductModel.distinct('searchWords')) as string[];
  const suggestion = correctedQuery(query, vocabulary);
  if (!suggestion) return null;
  const found = await searchProducts(suggestion, { limit: 1 });
  return found.total > 0 ? suggestion : null;
}
