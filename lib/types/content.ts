/** The content pages as lib/content/load.ts hands them to the pages that show them. */
import type { ArticleFrontMatter, PolicyFrontMatter } from '@/lib/content/schema';
import type { ArticleSlug, PolicySlug } from '@/lib/content/slugs';

export interface Article extends ArticleFrontMatter {
  slug: ArticleSlug;
  /** Canonical path, e.g. `/tvs_e_label_printers`. */
  path: string;
  /** `date` as shown to readers, e.g. "14 March 2025". */
  dateText: string;
  html: string;
  wordCount: number;
  tableCount: number;
  /**
   * The body has its own FAQ section with the front matter's questions, so the page shows the body's
   * and does not repeat them; the front matter still feeds the FAQPage JSON-LD.
   */
  faqInBody: boolean;
}

export interface Policy extends PolicyFrontMatter {
  slug: PolicySlug;
  path: string;
  updatedText: string;
  html: string;
}

export interface AboutSection {
  title: string;
  image: string;
  imageAlt: string;
  reverse: boolean;
  html: string;
}
