import { postalAddress, site } from '@/content/site';
import styles from './contact-page.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The shop's address, phones, email and opening hours beside the contact form. */
export function ContactDetails() {
  return (
    <section className={styles.details} aria-labelledby="visit-us">
      <h2 id="visit-us" className={styles.detailsHeading}>
        Visit or call us
      </h2>
      <dl className={styles.facts}>
        <dt>Address</dt>
        <dd>
          <address>{postalAddress}</address>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={telHref(site.phone)}>{site.phone}</a>
        </dd>
        <dt>Mobile</dt>
        <dd>
          <a href={telHref(site.mobile)}>{site.mobile}</a>
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </dd>
        <dt>Hours</dt>
        <dd>{site.openingHours.text}</dd>
      </dl>
      <p className={styles.partner}>Authorised distributor and service centre for {site.partner}. We aim to answer every message within 24 hours.</p>
    </section>
  );
}
