/** The public header: logo, a product search (a plain GET form to /search), main navigation, cart link with its badge, social links, mobile menu. */
import Link from 'next/link';
import { site } from '@/content/site';
import { CartBadge } from './cart-badge';
import { CartIcon, SearchIcon } from './icons';
import { Logo } from './logo';
import { MainNavLinks } from './main-nav-links';
import { MobileMenu } from './mobile-menu';
import { customerToolLinks } from './nav-links';
import { SocialLinks } from './social-links';
import styles from './site-header.module.css';
import { MAX_QUERY_LENGTH } from '@/lib/search-words';
import { paths } from '@/lib/paths';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.topBarInner}>
          <p className={styles.contact}>
            <a href={`tel:${site.mobile.replace(/[^+\d]/g, '')}`}>{site.mobile}</a>
            <span className={styles.contactEmail}>
              {' · '}
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </span>
          </p>
          <SocialLinks className={styles.socials} linkClassName={styles.socialLink} />
        </div>
      </div>
      <div className={styles.bar}>
        {/* No prefetch here or on the cart link: both are on every page, and fetching those pages and
            their code on every load would spend a phone's data and main thread before any tap. */}
        <Link href="/" className={styles.brand} prefetch={false}>
          <Logo className={styles.logo} />
          <span className="visually-hidden">{`${site.name} home page`}</span>
        </Link>
        <form className={styles.search} action={paths.search()} method="get" role="search" aria-label="Site search">
          <label htmlFor="site-search" className="visually-hidden">
            Search products
          </label>
          <input id="site-search" className={styles.searchInput} type="search" name="q" maxLength={MAX_QUERY_LENGTH} placeholder="Search products" required />
          <button type="submit" className={styles.searchButton}>
            <SearchIcon />
            <span className="visually-hidden">Search</span>
          </button>
        </form>
        <div className={styles.actions}>
          <MobileMenu>
            <nav aria-label="Main" className={styles.nav}>
              <MainNavLinks listClassName={styles.navList} linkClassName={styles.navLink} />
              {/* Phone menu only: from 768 px the header keeps to the main pages and the footer has these. */}
              <ul className={`${styles.navList} ${styles.menuTools}`}>
                {customerToolLinks.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={styles.navLink} prefetch={false}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <SocialLinks className={styles.menuSocials} linkClassName={styles.menuSocialLink} />
            </nav>
          </MobileMenu>
          <Link href={paths.myCart()} className={styles.cartLink} prefetch={false}>
            <CartIcon />
            <span className="visually-hidden">Cart</span>
            <CartBadge />
          </Link>
        </div>
      </div>
    </header>
  );
}
