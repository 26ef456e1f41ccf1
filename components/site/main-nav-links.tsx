'use client';
/** The header's page links; the one for the page being shown carries aria-current="page". */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { mainNavLinks } from './nav-links';

/** Home only for "/", the others for their own path and the paths under it (/blogs/...). */
export function isCurrentNavLink(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

export function MainNavLinks({ listClassName, linkClassName }: { listClassName?: string; linkClassName?: string }) {
  const pathname = usePathname();
  return (
    <ul className={listClassName}>
      {mainNavLinks.map((link) => (
        <li key={link.href}>
          {/* No prefetch: the listing and other cached pages arrive whole and fast on click, and
              prefetching them all on load would spend a phone's data and main thread. */}
          <Link href={link.href} className={linkClassName} prefetch={false} aria-current={isCurrentNavLink(link.href, pathname) ? 'page' : undefined}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
