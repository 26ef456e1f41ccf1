import type { AdminStatus } from './use-admin-list';
import ui from './admin-ui.module.css';

/** The outcome of the last action on an admin screen: an alert for errors, a polite status otherwise. */
export function AdminStatusLine({ status }: { status: AdminStatus }) {
  if (!status) return null;
  const isError = status.kind === 'error';
  return (
    <p role={isError ? 'alert' : 'status'} className={isError ? ui.error : ui.success}>
      {status.text}
    </p>
  );
}
