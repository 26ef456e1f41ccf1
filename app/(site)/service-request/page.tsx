import type { Metadata } from 'next';
import Link from 'next/link';
import form from '@/components/forms/form.module.css';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ServiceRequestForm } from '@/components/service/service-request-form';
import { indiaToday } from '@/lib/india-date';
import { paths } from '@/lib/paths';
import { site } from '@/content/site';

// Rendered per request: the date picker's earliest day is today in India.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = pageMetadata({
  title: 'Book a Repair',
  description: `Book a repair of a receipt printer, barcode scanner, label printer, cash drawer, currency counter or POS terminal at ${site.name}, ${site.address.locality}: drop-off or on-site visit.`,
  path: paths.serviceRequest(),
});

export default function ServiceRequestPage() {
  return (
    <div className={form.page}>
      <h1 className={form.title}>Book a repair</h1>
      <p className={form.intro}>
        We are an authorised TVS Electronics service centre. Tell us about the device and the problem, bring it to the shop or ask for an on-site visit, and
        follow the repair on <Link href={paths.trackOrder()}>Track your order or repair</Link>.
      </p>
      <ServiceRequestForm today={indiaToday()} />
    </div>
  );
}
