/** The front matter each kind of content file must have; a file that does not match fails the build. */
import { z } from 'zod';

/** YAML turns an unquoted 2025-03-14 into a Date; either way we keep the ISO day `YYYY-MM-DD`. */
const isoDay = z
  .union([z.iso.date(), z.date()])
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
  .pipe(z.iso.date());

const text = z.string().trim().min(1);
const publicImage = z.string().regex(/^\/images\/[\w./-]+\.(webp|png|jpe?g|svg)$/, 'an image path under /images/');

export const articleFrontMatterSchema = z.strictObject({
  title: text.max(120),
  /** Used as the meta description and the card excerpt. */
  description: text.max(200),
  category: text.max(40),
  date: isoDay,
  image: publicImage,
  imageAlt: text,
  /** Exactly one article stays off the /blogs grid (10 cards for 11 articles). */
  listed: z.boolean(),
  keywords: z.array(text).min(1),
  faq: z
    .array(z.strictObject({ q: text, a: text }))
    .min(1)
    .optional(),
});

export const policyFrontMatterSchema = z.strictObject({
  title: text.max(120),
  description: text.max(200),
  updated: isoDay,
});

export const aboutSectionFrontMatterSchema = z.strictObject({
  title: text,
  image: publicImage,
  imageAlt: text,
  /** Image on the left instead of the right on wide screens. */
  reverse: z.boolean(),
});

export const aboutBannerFrontMatterSchema = z.strictObject({
  lines: z.tuple([text, text, text]),
});

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;
export type PolicyFrontMatter = z.infer<typeof policyFrontMatterSchema>;
export type AboutSectionFrontMatter = z.infer<typeof aboutSectionFrontMatterSchema>;
