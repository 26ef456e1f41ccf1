/** Service Requests: the repairs customers booked, newest first, a page at a time, with status and notes. */
import { formatCalendarDate, formatIndiaDateTime } from '@/lib/india-date';
import { SERVICE_STATUS_LABELS, VISIT_LABELS } from '@/lib/service-rules';
import type { ServiceRequest } from '@/lib/types/service-request';
import ui from '../admin-ui.module.css';
import { ServiceRequestControls } from './service-request-controls';
import styles from './service-requests.module.css';
import { AdminTable } from '../admin-table';

export function ServiceRequestsTable({ requests }: { requests: ServiceRequest[] }) {
  return (
    <>
      <AdminTable
        label={'Service Requests'}
        columns={['Ticket', 'Customer', 'Device and problem', 'Visit', 'Status', 'Notes']}
        empty={requests.length === 0 ? 'No service requests yet.' : undefined}
      >
        {requests.map((request) => (
          <tr key={request._id} data-testid="service-request-row">
            <td data-label="Ticket">
              <strong className="reference-number">{request.ticketNumber}</strong>
              <br />
              <span className={ui.muted}>{formatIndiaDateTime(request.createdAt)}</span>
            </td>
            <td data-label="Customer">
              {request.name}
              <br />
              <a href={`tel:${request.mobile}`}>{request.mobile}</a>
              {request.email && (
                <>
                  <br />
                  <a href={`mailto:${request.email}`}>{request.email}</a>
                </>
              )}
            </td>
            <td data-label="Device and problem" className={styles.problem}>
              <strong>{request.deviceType}</strong>: {request.brandModel}
              {request.serialNumber && <> (S/N {request.serialNumber})</>}
              <br />
              {request.problem}
            </td>
            <td data-label="Visit">
              {VISIT_LABELS[request.visit]}, {formatCalendarDate(request.preferredDate)}
              {request.address && (
                <>
                  <br />
                  {request.address}
                </>
              )}
            </td>
            <td data-label="Status">
              <ol className={styles.history}>
                {request.statusHistory.map((change, i) => (
                  <li key={i}>
                    {SERVICE_STATUS_LABELS[change.status]} <span className={ui.muted}>{formatIndiaDateTime(change.at)}</span>
                  </li>
                ))}
              </ol>
              <ServiceRequestControls id={request._id} ticketNumber={request.ticketNumber} status={request.status} />
            </td>
            <td data-label="Notes">
              {request.notes.length === 0 ? (
                <span className={ui.muted}>None</span>
              ) : (
                <ul className={styles.notes}>
                  {request.notes.map((note, i) => (
                    <li key={i}>
                      {note.text} <span className={ui.muted}>{formatIndiaDateTime(note.at)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
