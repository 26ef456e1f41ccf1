/* Plain links on purpose: article, blog and policy pages ship no client components beyond the header (the JS budget), and plain links load the static pages. */
import { postalAddress, site } from '@/content/site';
import styles from './contact-block.module.css';
import { messages } from '@/lib/messages';
import { paths } from '@/lib/paths';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The closing block of every article and policy: how to reach the shop, and (on articles) the way back to /blogs. */
export function ContactBlock({ showMoreBlog = false }: { showMoreBlog?: boolean }) {
  return (
    <aside className={styles.block} aria-labelledby="contact-block-title">
      <h2 id="contact-block-title" className={styles.title}>
        Contact {site.name}
      </h2>
      <address className={styles.details}>
        <p>
          <span className={styles.label}>Address:</span> {postalAddress}
        </p>
        <p>
          <span className={styles.label}>Phone:</span> <a href={telHref(site.phone)}>{site.phone}</a>
        </p>
        <p>
          <span className={styles.label}>Mobile:</span> <a href={telHref(site.mobile)}>{site.mobile}</a>
        </p>
        <p>
          <span className={styles.label}>Email:</span> <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        <p>
          <span className={styles.label}>Website:</span> <a href={site.website}>{site.website.replace(/^https?:\/\//, '')}</a>
        </p>
        <p>
          <span className={styles.label}>Hours:</span> {site.openingHours.text}
        </p>
      </address>
      <ul className={styles.socials} aria-label={`${site.name} on social media`}>
        {site.socials.map((social) => (
          <li key={social.name}>
            <a href={social.url} target="_blank" rel="noopener noreferrer">
              {social.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      {showMoreBlog ? (
        <a href={paths.blogs()} className={styles.moreBlog}>
          {messages.content.moreBlog}
        </a>
      ) : null}
    </aside>
  );
}
