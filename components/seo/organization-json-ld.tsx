import { JsonLd } from '@/components/json-ld';
import { organizationStructuredData } from '@/components/seo/structured-data';

/** The business (name, address, phones, opening hours, socials) for search engines; rendered once per page by the site chrome. */
export function OrganizationJsonLd() {
  return <JsonLd data={organizationStructuredData()} />;
}
