/** The public footer: map (loaded near the viewport, plain link fallback), address, phones, email, links, copyright. */
import Link from 'next/link';
import { postalAddress, site } from '@/content/site';
import { MapEmbed } from './map-embed';
import { footerPolicyLinks, footerQuickLinks } from './nav-links';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';

const mapEmbedUrl = `https://www.google.com/maps?q=${encodeURIComponent(site.mapQuery)}&output=embed`;
const mapLinkUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.mapQuery)}`;
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-contact" className={styles.column}>
          <h2 id="footer-contact" className={styles.heading}>
            {site.name}
          </h2>
          <p className={styles.tagline}>
            Authorised distributor and service centre for {site.partner}, since {site.established}.
          </p>
          <address className={styles.address}>
            <span>{postalAddress}</span>
            <span>
              Phone: <a href={telHref(site.phone)}>{site.phone}</a>
            </span>
            <span>
              Mobile: <a href={telHref(site.mobile)}>{site.mobile}</a>
            </span>
            <span>
              Email: <a href={`mailto:${site.email}`}>{site.email}</a>
            </span>
          </address>
          <p className={styles.hours}>{site.openingHours.text}</p>
          <SocialLinks className={styles.socials} linkClassName={styles.socialLink} />
        </section>

        <nav aria-labelledby="footer-links" className={styles.column}>
          <h2 id="footer-links" className={styles.heading}>
            Quick Links
          </h2>
          <FooterLinks links={footerQuickLinks} />
        </nav>

        <nav aria-labelledby="footer-policies" className={styles.column}>
          <h2 id="footer-policies" className={styles.heading}>
            Policies
          </h2>
          <FooterLinks links={footerPolicyLinks} />
        </nav>

        <section aria-labelledby="footer-map" className={`${styles.column} ${styles.mapColumn}`}>
          <h2 id="footer-map" className={styles.heading}>
            Find Us
          </h2>
          <div className={styles.mapBox}>
            <MapEmbed src={mapEmbedUrl} title={`Map: ${site.name}, ${site.mapQuery}`} className={styles.map} />
          </div>
          <a href={mapLinkUrl} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
            Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </section>
      </div>
      <p className={styles.copyright}>
        © {year} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}

/** A footer column's links. No prefetch: on a short page the footer is on screen at load, and its pages would all be fetched. */
function FooterLinks({ links }: { links: ReadonlyArray<{ href: string; label: string }> }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} prefetch={false}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
