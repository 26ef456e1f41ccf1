import { describe, expect, it } from 'vitest';
import { ARTICLE_SLUGS, POLICY_SLUGS, SPEC_CASINGS, canonicalSlug, isArticleSlug, isPolicySlug, resolveSlug } from '@/lib/content/slugs';

const allSlugs = [...ARTICLE_SLUGS, ...POLICY_SLUGS];

describe('content slugs (spec section 2: one canonical URL per article and policy)', () => {
  it('has the 11 article paths and the 5 policy paths of the spec, all lower-case and distinct', () => {
    expect(ARTICLE_SLUGS).toHaveLength(11);
    expect(POLICY_SLUGS).toHaveLength(5);
    expect(new Set(allSlugs).size).toBe(16);
    for (const slug of allSlugs) expect(slug).toBe(slug.toLowerCase());
  });

  it('reads {product} in the article paths as the company slug "sanvio"', () => {
    expect(ARTICLE_SLUGS).toContain('sanvio_digital_retail');
    expect(ARTICLE_SLUGS).toContain('best_thermal_tvse_printers_sanvio');
    expect(ARTICLE_SLUGS.some((slug) => slug.includes('{product}'))).toBe(false);
  });

  it('lists the policy paths of the route table', () => {
    expect([...POLICY_SLUGS].sort()).toEqual([
      'contactandsupportpolicy',
      'privacypolicy',
      'refundsandreturnpolicy',
      'sustainabilitypolicy',
      'termsandconditions',
    ]);
  });

  const specCasings: [string, string][] = [
    // Footer links
    ['/TermsAndConditions', '/termsandconditions'],
    ['/ContactAndSupportPolicy', '/contactandsupportpolicy'],
    ['/PrivacyPolicy', '/privacypolicy'],
    ['/RefundsANDReturnPolicy', '/refundsandreturnpolicy'],
    ['/SustainabilityPolicy', '/sustainabilitypolicy'],
    // Blog listing and route table
    ['/Best_thermal_tvse_printers_sanvio', '/best_thermal_tvse_printers_sanvio'],
    ['/TVS_E_Label_Printers', '/tvs_e_label_printers'],
    ['/Office_automation_pos_solutions_ludhiana', '/office_automation_pos_solutions_ludhiana'],
    ['/Sanvio_Trusted_Office_Automation', '/sanvio_trusted_office_automation'],
    ['/Sanvio_office_automation_solutions', '/sanvio_office_automation_solutions'],
    ['/Revolutionizing_it_automation_ludhiana_sanvio', '/revolutionizing_it_automation_ludhiana_sanvio'],
  ];

  it.each(specCasings)('redirects the spec casing %s permanently to %s', (path, canonical) => {
    expect(resolveSlug(path.slice(1))).toEqual({ kind: 'redirect', location: canonical });
  });

  it('covers every casing the spec lists, and each one leads to its own canonical page', () => {
    for (const [path] of specCasings) {
      const slug = canonicalSlug(path.slice(1));
      expect(slug).not.toBeNull();
      expect(SPEC_CASINGS[slug!]).toContain(path);
    }
    for (const slug of allSlugs) {
      for (const path of SPEC_CASINGS[slug]) expect(canonicalSlug(path.slice(1))).toBe(slug);
    }
  });

  it.each(allSlugs)('renders the canonical lower-case slug %s itself (no redirect loop)', (slug) => {
    expect(resolveSlug(slug)).toEqual({ kind: 'render', slug });
  });

  it('treats any other casing of a known slug as the same page', () => {
    expect(resolveSlug('PRIVACYPOLICY')).toEqual({ kind: 'redirect', location: '/privacypolicy' });
    expect(resolveSlug('tvs_E_label_PRINTERS')).toEqual({ kind: 'redirect', location: '/tvs_e_label_printers' });
  });

  it.each(['unknown', 'privacy-policy', 'termsandconditions2', 'tvs-e-label-printers', 'about', 'blogs', ''])(
    'leaves the unknown path /%s to the 404 page',
    (segment) => {
      expect(resolveSlug(segment)).toEqual({ kind: 'not-found' });
    },
  );

  it('tells articles and policies apart', () => {
    expect(isArticleSlug('tvs_e_label_printers')).toBe(true);
    expect(isPolicySlug('tvs_e_label_printers')).toBe(false);
    expect(isPolicySlug('privacypolicy')).toBe(true);
    expect(isArticleSlug('TVS_E_Label_Printers')).toBe(false);
  });
});
