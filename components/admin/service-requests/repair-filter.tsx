import { repairListHref, type RepairListQuery } from '@/lib/admin-list-query';
import { SERVICE_STATUSES, SERVICE_STATUS_LABELS } from '@/lib/service-rules';
import { adminTexts } from '../admin-texts';
import { FilterTabs } from '../filter-tabs';

/** All repairs or those in one status. */
export function RepairFilter({ query }: { query: RepairListQuery }) {
  const choices = [
    { label: adminTexts.allStatuses, status: undefined },
    ...SERVICE_STATUSES.map((status) => ({ label: SERVICE_STATUS_LABELS[status], status })),
  ];
  const tabs = choices.map(({ label, status }) => ({ label, href: repairListHref({ page: 1, status }), current: status === query.status }));
  return <FilterTabs label={adminTexts.filterRepairs} tabs={tabs} />;
}
