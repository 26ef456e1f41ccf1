import ui from './admin-ui.module.css';

/** The outcome line an admin table shows after an action. */
export type AdminStatus = { kind: 'success' | 'error'; text: string } | null;

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
