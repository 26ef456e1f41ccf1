'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import type { AdminSummary } from '@/lib/types/admin';
import { formatOrderDate } from '@/lib/india-date';
import { messages } from '@/lib/messages';
import { passwordChangeSchema, registerSchema } from '@/lib/validation/admin';
import { adminFetch, adminJson, answerMessage, readAnswer, SessionEndedError } from '../admin-api';
import { AdminStatusLine } from '../admin-status-line';
import { TableHead } from '../admin-table';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import type { AdminStatus } from '../admin-status-line';
import page from '../settings-page.module.css';
import own from './admins.module.css';
import { paths } from '@/lib/paths';

/** The settings pages' shared layout, with this page's own parts. */
const styles = { ...page, ...own };

interface Props {
  admins: AdminSummary[];
  selfId: string;
}

/** The Admins page: who can sign in, adding and removing admins, and the signed-in admin's own account. */
export function AdminsManager({ admins, selfId }: Props) {
  const router = useRouter();
  const [status, setStatus] = useState<AdminStatus>(null);
  const [busy, setBusy] = useState<string | null>(null);

  /** Runs one action: its answer's message becomes the status line; a 2xx re-renders the list on the server. */
  async function act(key: string, call: () => Promise<Response>, fallbackOk: string): Promise<boolean> {
    setStatus(null);
    setBusy(key);
    try {
      const response = await call();
      const text = answerMessage(await readAnswer(response));
      if (!response.ok) {
        setStatus({ kind: 'error', text: text ?? messages.admin.genericError });
        return false;
      }
      setStatus({ kind: 'success', text: text ?? fallbackOk });
      router.refresh();
      return true;
    } catch (error) {
      if (!(error instanceof SessionEndedError)) setStatus({ kind: 'error', text: messages.admin.networkError });
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function remove(admin: AdminSummary) {
    if (!window.confirm(adminTexts.removeAdminConfirm(admin.email))) return;
    await act(admin._id, () => adminFetch(`/api/admin/admins/${admin._id}`, { method: 'DELETE' }), messages.admin.adminRemoved);
  }

  async function logOutEverywhere() {
    if (!window.confirm(adminTexts.logOutEverywhereConfirm)) return;
    setBusy('everywhere');
    try {
      const response = await fetch('/api/admin/logout?everywhere=1', { method: 'POST', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`logout answered ${response.status}`);
      window.location.assign(paths.login());
    } catch {
      setStatus({ kind: 'error', text: messages.admin.networkError });
      setBusy(null);
    }
  }

  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{adminTexts.adminsTitle}</h1>
      <p className={ui.lead}>{adminTexts.adminsLead}</p>
      <AdminStatusLine status={status} />
      <div className={ui.tableWrap} role="region" aria-label={adminTexts.adminsTitle} tabIndex={0}>
        <table className={ui.table}>
          <TableHead columns={[adminTexts.email, adminTexts.created, adminTexts.lastLogin, adminTexts.actions]} />
          <tbody>
            {admins.map((admin) => (
              <tr key={admin._id}>
                <td data-label={adminTexts.email}>{admin.email}</td>
                <td data-label={adminTexts.created}>
                  <time dateTime={admin.createdAt}>{formatOrderDate(admin.createdAt)}</time>
                </td>
                <td data-label={adminTexts.lastLogin}>
                  {admin.lastLoginAt ? <time dateTime={admin.lastLoginAt}>{formatOrderDate(admin.lastLoginAt)}</time> : adminTexts.never}
                </td>
                <td data-label={adminTexts.actions}>
                  {admin._id === selfId ? (
                    <span className={styles.you}>{adminTexts.you}</span>
                  ) : (
                    <button
                      type="button"
                      className={`${ui.buttonDanger} ${ui.small}`}
                      onClick={() => remove(admin)}
                      disabled={busy !== null}
                      aria-label={adminTexts.removeAdminLabel(admin.email)}
                    >
                      {adminTexts.remove}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.sections}>
        <AddAdminForm
          busy={busy !== null}
          onSubmit={(input) => act('add', () => adminJson('/api/admin/admins', 'POST', input), messages.admin.adminAdded)}
          onInvalid={setStatus}
        />
        <section className={`${ui.panel} ${styles.section}`} aria-labelledby="your-account">
          <h2 id="your-account" className={styles.sectionTitle}>
            {adminTexts.yourAccount}
          </h2>
          <ChangePasswordForm
            busy={busy !== null}
            onSubmit={(input) => act('password', () => adminJson('/api/admin/password', 'POST', input), messages.admin.passwordChanged)}
            onInvalid={setStatus}
          />
          <p className={styles.hint}>{adminTexts.logOutEverywhereHint}</p>
          <div className={styles.actions}>
            <button type="button" className={ui.buttonSecondary} onClick={logOutEverywhere} disabled={busy !== null}>
              {busy === 'everywhere' ? adminTexts.loggingOut : adminTexts.logOutEverywhere}
            </button>
          </div>
        </section>
      </div>
    </div>
  );
}

interface FormProps<T> {
  busy: boolean;
  onSubmit: (input: T) => Promise<boolean>;
  onInvalid: (status: AdminStatus) => void;
}

function AddAdminForm({ busy, onSubmit, onInvalid }: FormProps<{ email: string; password: string }>) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = registerSchema.safeParse({ email, password });
    if (!checked.success) {
      onInvalid({ kind: 'error', text: checked.error.issues[0]?.message ?? messages.admin.genericError });
      return;
    }
    if (await onSubmit(checked.data)) {
      setEmail('');
      setPassword('');
    }
  }

  return (
    <section className={`${ui.panel} ${styles.section}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {adminTexts.addAdmin}
      </h2>
      <form className={styles.form} method="post" onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{adminTexts.email}</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="off" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>{adminTexts.initialPassword}</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            aria-describedby={`${id}-hint`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {adminTexts.initialPasswordHint}
          </p>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={ui.button} disabled={busy}>
            {adminTexts.addAdmin}
          </button>
        </div>
      </form>
    </section>
  );
}

function ChangePasswordForm({ busy, onSubmit, onInvalid }: FormProps<{ currentPassword: string; newPassword: string }>) {
  const id = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = passwordChangeSchema.safeParse({ currentPassword, newPassword });
    if (!checked.success) {
      onInvalid({ kind: 'error', text: checked.error.issues[0]?.message ?? messages.admin.genericError });
      return;
    }
    if (await onSubmit(checked.data)) {
      setCurrentPassword('');
      setNewPassword('');
    }
  }

  return (
    <form className={styles.form} method="post" onSubmit={submit} aria-label={adminTexts.changePassword}>
      {/* For password managers: whose password this is. */}
      <input type="hidden" name="username" autoComplete="username" />
      <div className={styles.field}>
        <label htmlFor={`${id}-current`}>{adminTexts.currentPassword}</label>
        <input
          id={`${id}-current`}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-new`}>{adminTexts.newPassword}</label>
        <input
          id={`${id}-new`}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby={`${id}-hint`}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {adminTexts.newPasswordHint}
        </p>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={ui.button} disabled={busy}>
          {adminTexts.changePassword}
        </button>
      </div>
    </form>
  );
}
