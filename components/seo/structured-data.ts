/**
 * schema.org objects for JSON-LD: the business (LocalBusiness), articles and their FAQs. Plain data
 * builders, rendered through components/json-ld.tsx, which escapes `<` so no text can end the tag.
 */
import { site } from '@/content/site';
import { siteUrl } from '@/lib/server/content/site-url';

const absolute = (path: string) => new URL(path, `${siteUrl()}/`).toString();

const businessId = () => `${siteUrl()}/#business`;

/** The shop as a LocalBusiness (an electronics store): address, phones, hours, socials. */
export function organizationStructuredData() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ElectronicsStore',
    '@id': businessId(),
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: siteUrl(),
    logo: absolute('/images/logo.png'),
    image: absolute('/images/og-default.png'),
    foundingDate: String(site.established),
    founder: { '@type': 'Person', name: site.proprietor },
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    telephone: site.phone,
    email: site.email,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: site.phone, email: site.email, areaServed: 'IN' },
      { '@type': 'ContactPoint', contactType: 'sales', telephone: site.mobile, areaServed: 'IN' },
    ],
    openingHours: `Mo-Sa ${site.openingHours.opens}-${site.openingHours.closes}`,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: site.openingHours.opens,
        closes: site.openingHours.closes,
      },
    ],
    hasMap: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.mapQuery)}`,
    areaServed: ['Ludhiana', 'Punjab'],
    sameAs: site.socials.map((social) => social.url),
  };
}

export interface ArticleStructuredDataInput {
  path: string;
  title: string;
  description: string;
  image: string;
  date: string;
  category: string;
  keywords: readonly string[];
}

export function articleStructuredData(article: ArticleStructuredDataInput) {
  const url = absolute(article.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: article.title,
    description: article.description,
    image: [absolute(article.image)],
    datePublished: article.date,
    dateModified: article.date,
    articleSection: article.category,
    keywords: article.keywords.join(', '),
    inLanguage: 'en-IN',
    author: { '@type': 'Organization', name: site.name, url: siteUrl() },
    publisher: { '@type': 'Organization', '@id': businessId(), name: site.name, logo: { '@type': 'ImageObject', url: absolute('/images/logo.png') } },
  };
}

export function faqStructuredData(faq: readonly { q: string; a: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map(({ q, a }) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })),
  };
}

/** Where the page sits: Home > Blogs > article, or Home > policy. */
export function breadcrumbStructuredData(trail: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(crumb.path) })),
  };
}
