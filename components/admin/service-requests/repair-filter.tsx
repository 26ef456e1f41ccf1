import Link from 'next/link';
import { repairListHref, type RepairListQuery } from '@/lib/admin-list-query';
import { SERVICE_STATUSES, SERVICE_STATUS_LABELS } from '@/lib/service-rules';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import styles from '../list-filters.module.css';

/** All repairs or those in one status: links, so the filter lives in the address and works before hydration. */
export function RepairFilter({ query }: { query: RepairListQuery }) {
  const choices = [
    { label: adminTexts.allStatuses, status: undefined },
    ...SERVICE_STATUSES.map((status) => ({ label: SERVICE_STATUS_LABELS[status], status })),
  ];
  return (
    <nav aria-label={adminTexts.filterRepairs}>
      <ul className={styles.tabs}>
        {choices.map((choice) => {
          const current = choice.status === query.status;
          return (
            <li key={choice.label}>
              <Link
                href={repairListHref({ page: 1, status: choice.status })}
                prefetch={false}
                className={`${ui.pageLink} ${current ? ui.pageCurrent : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {choice.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
