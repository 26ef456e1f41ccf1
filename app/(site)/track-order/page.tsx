import type { Metadata } from 'next';
import Link from 'next/link';
import form from '@/components/forms/form.module.css';
import { pageMetadata } from '@/components/seo/page-metadata';
import { TrackOrderForm } from '@/components/tracking/track-order-form';
import { paths } from '@/lib/paths';
import { site } from '@/content/site';

export const metadata: Metadata = pageMetadata({
  title: 'Track Your Order or Repair',
  description: `Follow an order or a repair at ${site.name}, ${site.address.locality}, with its number and your mobile number: no account needed.`,
  path: paths.trackOrder(),
});

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Order and repair tracking without an account. `?number=` fills in the number (a link from WhatsApp or the order notice). */
export default async function TrackOrderPage({ searchParams }: Props) {
  const given = (await searchParams).number;
  const initialNumber = (Array.isArray(given) ? given[0] : given)?.trim().slice(0, 20) ?? '';
  return (
    <div className={form.page}>
      <h1 className={form.title}>Track your order or repair</h1>
      <p className={form.intro}>
        Enter the order number (like <span className="reference-number">SV-7K2M9QX</span>) or repair ticket number (like{' '}
        <span className="reference-number">SR-4H8T2PB</span>) and the mobile number you gave us. To bring a device in or have it seen on site,{' '}
        <Link href={paths.serviceRequest()}>book a repair</Link>.
      </p>
      <TrackOrderForm initialNumber={initialNumber} />
    </div>
  );
}
