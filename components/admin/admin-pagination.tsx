import Link from 'next/link';
import { pageNumbers } from '@/components/shop/pagination';
import { adminTexts } from './admin-texts';
import ui from './admin-ui.module.css';

interface AdminPaginationProps {
  /** The list's name, for the navigation's label ("Orders pages"). */
  label: string;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

/**
 * Previous, numbered pages and Next under an admin list, with "Page X of Y". Real links to ?page=N,
 * so a page can be reloaded, bookmarked or opened in a new tab; not prefetched, since every admin page
 * is rendered per request. Nothing when everything fits one page.
 */
export function AdminPagination({ label, page, pageCount, hrefFor }: AdminPaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(page, pageCount);
  return (
    <nav className={ui.pagination} aria-label={adminTexts.pagesOf(label)}>
      <p className={ui.pageOf} aria-live="polite">
        {adminTexts.pageOf(current, pageCount)}
      </p>
      <ul className={ui.pageList}>
        <li>
          {current > 1 ? (
            <Link href={hrefFor(current - 1)} prefetch={false} className={ui.pageLink} rel="prev" aria-label={adminTexts.previousPage}>
              {adminTexts.previous}
            </Link>
          ) : (
            <span className={`${ui.pageLink} ${ui.pageDisabled}`} aria-disabled="true">
              {adminTexts.previous}
            </span>
          )}
        </li>
        {pageNumbers(current, pageCount).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className={ui.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={hrefFor(n)}
                prefetch={false}
                className={`${ui.pageLink} ${n === current ? ui.pageCurrent : ''}`}
                aria-current={n === current ? 'page' : undefined}
                aria-label={adminTexts.pageN(n)}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pageCount ? (
            <Link href={hrefFor(current + 1)} prefetch={false} className={ui.pageLink} rel="next" aria-label={adminTexts.nextPage}>
              {adminTexts.next}
            </Link>
          ) : (
            <span className={`${ui.pageLink} ${ui.pageDisabled}`} aria-disabled="true">
              {adminTexts.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
