import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactForm } from '@/components/contact/contact-form';
import styles from '@/components/contact/contact-page.module.css';
import { paths } from '@/lib/paths';
import { site } from '@/content/site';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: `Send ${site.name}, ${site.address.locality}, an enquiry about POS and office-automation hardware, service or spares.`,
  path: paths.contact(),
});

export default function ContactPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Contact Us</h1>
      <p className={styles.intro}>Questions about a product, a quote or a repair? Write to us and we will call you back.</p>
      <div className={styles.columns}>
        <div className={styles.formCard}>
          <ContactForm />
        </div>
        <ContactDetails />
      </div>
    </div>
  );
}
