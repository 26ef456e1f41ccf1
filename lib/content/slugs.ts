/**
 * The root-level content paths (articles and policies) and the rule that gives each page one URL.
 *
 * The shop's links spell the same page several ways (footer: /TermsAndConditions, listing: /TVS_E_Label_Printers,
 * route table: /Best_thermal_tvse_printers_sanvio ...). Every casing is accepted and answered with a
 * permanent redirect to the lower-case slug, which is the only URL that renders, so search engines
 * see one page. This file has no Node imports: the route reads it at request time without touching
 * the content files.
 */

/** Article slugs, canonical (lower-case). The file `content/articles/<slug>.md` holds each one. */
export const ARTICLE_SLUGS = [
  'best_thermal_tvse_printers_sanvio',
  'tvs_e_label_printers',
  'sanvio_digital_retail',
  'why_every_retail_business_needs_modern_pos_solution',
  'office_automation_pos_solutions_ludhiana',
  'sanvio_trusted_office_automation',
  'sanvio_office_automation_solutions',
  'sanvio_tvs_authorized_partner',
  'sanvio_ludhiana_retail_technology',
  'revolutionizing_it_automation_ludhiana_sanvio',
  'sanvio_business_automation_efficiency_solutions',
] as const;

/** Policy slugs, canonical (lower-case). The file `content/policies/<slug>.md` holds each one. */
export const POLICY_SLUGS = ['termsandconditions', 'contactandsupportpolicy', 'privacypolicy', 'refundsandreturnpolicy', 'sustainabilitypolicy'] as const;

export type ArticleSlug = (typeof ARTICLE_SLUGS)[number];
export type PolicySlug = (typeof POLICY_SLUGS)[number];
export type ContentSlug = ArticleSlug | PolicySlug;

/**
 * Every spelling of a content path in use (docs/requirements.md), `{product}` read as `sanvio`.
 * Kept as data so the tests and the end-to-end suite walk exactly those paths.
 */
export const SPEC_CASINGS: Readonly<Record<ContentSlug, readonly string[]>> = {
  best_thermal_tvse_printers_sanvio: ['/best_thermal_tvse_printers_sanvio', '/Best_thermal_tvse_printers_sanvio'],
  tvs_e_label_printers: ['/TVS_E_Label_Printers', '/tvs_e_label_printers'],
  sanvio_digital_retail: ['/sanvio_digital_retail', '/Sanvio_digital_retail'],
  why_every_retail_business_needs_modern_pos_solution: ['/why_every_retail_business_needs_modern_pos_solution'],
  office_automation_pos_solutions_ludhiana: ['/Office_automation_pos_solutions_ludhiana', '/office_automation_pos_solutions_ludhiana'],
  sanvio_trusted_office_automation: ['/Sanvio_Trusted_Office_Automation', '/sanvio_trusted_office_automation'],
  sanvio_office_automation_solutions: ['/Sanvio_office_automation_solutions', '/sanvio_office_automation_solutions'],
  sanvio_tvs_authorized_partner: ['/sanvio_tvs_authorized_partner', '/Sanvio_tvs_authorized_partner'],
  sanvio_ludhiana_retail_technology: ['/sanvio_ludhiana_retail_technology', '/Sanvio_ludhiana_retail_technology'],
  revolutionizing_it_automation_ludhiana_sanvio: ['/Revolutionizing_it_automation_ludhiana_sanvio', '/revolutionizing_it_automation_ludhiana_sanvio'],
  sanvio_business_automation_efficiency_solutions: ['/sanvio_business_automation_efficiency_solutions', '/Sanvio_business_automation_efficiency_solutions'],
  termsandconditions: ['/termsandconditions', '/TermsAndConditions'],
  contactandsupportpolicy: ['/contactandsupportpolicy', '/ContactAndSupportPolicy'],
  privacypolicy: ['/privacypolicy', '/PrivacyPolicy'],
  refundsandreturnpolicy: ['/refundsandreturnpolicy', '/RefundsANDReturnPolicy'],
  sustainabilitypolicy: ['/sustainabilitypolicy', '/SustainabilityPolicy'],
};

const ARTICLES: ReadonlySet<string> = new Set(ARTICLE_SLUGS);
const POLICIES: ReadonlySet<string> = new Set(POLICY_SLUGS);

export function isArticleSlug(slug: string): slug is ArticleSlug {
  return ARTICLES.has(slug);
}

export function isPolicySlug(slug: string): slug is PolicySlug {
  return POLICIES.has(slug);
}

/** The canonical slug for any casing of a known content path segment (no leading slash), else null. */
export function canonicalSlug(segment: string): ContentSlug | null {
  const lower = segment.toLowerCase();
  return isArticleSlug(lower) || isPolicySlug(lower) ? lower : null;
}

/** The canonical path of a content page, e.g. `/termsandconditions`. */
export function contentPath(slug: ContentSlug): `/${ContentSlug}` {
  return `/${slug}`;
}

export type SlugResolution = { kind: 'render'; slug: ContentSlug } | { kind: 'redirect'; location: `/${ContentSlug}` } | { kind: 'not-found' };

/**
 * What the root `[slug]` route does with a path segment: render the canonical spelling, redirect any
 * other casing of a known page to it, and leave everything else to the 404 page.
 */
export function resolveSlug(segment: string): SlugResolution {
  const slug = canonicalSlug(segment);
  if (slug === null) return { kind: 'not-found' };
  if (slug === segment) return { kind: 'render', slug };
  return { kind: 'redirect', location: contentPath(slug) };
}
