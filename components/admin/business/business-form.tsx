'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { INDIAN_STATES } from '@/lib/gst/states';
import { messages } from '@/lib/messages';
import type { BusinessDetails } from '@/lib/types/business';
import { adminFetch, answerMessage, readAnswer, SessionEndedError } from '../admin-api';
import { AdminStatusLine, type AdminStatus } from '../admin-status-line';
import ui from '../admin-ui.module.css';
import { businessTexts } from './business-texts';
import page from '../settings-page.module.css';
import own from './business.module.css';

/** The settings pages' shared layout, with this page's own parts. */
const styles = { ...page, ...own };

type FieldName = 'legalName' | 'tradeName' | 'gstin' | 'address' | 'state' | 'pinCode';
type FieldErrors = Partial<Record<FieldName, string[]>>;

/** The Business details form (PUT /api/admin/business) and the signature image (PUT/DELETE .../signature). */
export function BusinessForm({ details }: { details: BusinessDetails }) {
  const router = useRouter();
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Record<FieldName, string>>({
    legalName: details.legalName,
    tradeName: details.tradeName,
    gstin: details.gstin ?? '',
    address: details.address,
    state: details.state,
    pinCode: details.pinCode,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<AdminStatus>(null);
  const [busy, setBusy] = useState(false);

  async function send(call: () => Promise<Response>): Promise<void> {
    setStatus(null);
    setBusy(true);
    try {
      const response = await call();
      const body = await readAnswer(response);
      const text = answerMessage(body);
      setErrors(response.status === 400 ? ((body?.errors as FieldErrors | undefined) ?? {}) : {});
      if (!response.ok) {
        setStatus({ kind: 'error', text: text ?? messages.admin.genericError });
        return;
      }
      setStatus({ kind: 'success', text: text ?? businessTexts.save });
      router.refresh();
    } catch (error) {
      if (!(error instanceof SessionEndedError)) setStatus({ kind: 'error', text: messages.admin.networkError });
    } finally {
      setBusy(false);
    }
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(() => adminFetch('/api/admin/business', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(values) }));
  }

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setStatus({ kind: 'error', text: businessTexts.chooseFile });
      return;
    }
    void send(() =>
      adminFetch('/api/admin/business/signature', { method: 'PUT', headers: { 'Content-Type': chosen.type || 'application/octet-stream' }, body: chosen }),
    );
  }

  const field = (name: FieldName, label: string, input: React.ReactNode, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {hint ? (
        <p id={`${id}-${name}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {errors[name]?.map((text) => (
        <p key={text} id={`${id}-${name}-error`} className={styles.fieldError}>
          {text}
        </p>
      ))}
    </div>
  );
  const inputProps = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{businessTexts.title}</h1>
      <p className={ui.lead}>{businessTexts.lead}</p>
      {details.canIssue ? null : (
        <p className={styles.warning} role="note">
          {businessTexts.notIssuable}
        </p>
      )}
      <AdminStatusLine status={status} />
      <div className={styles.sections}>
        <section className={`${ui.panel} ${styles.section}`} aria-labelledby={`${id}-identity`}>
          <h2 id={`${id}-identity`} className={styles.sectionTitle}>
            {businessTexts.identity}
          </h2>
          <form className={styles.form} method="post" onSubmit={save} noValidate>
            {field('legalName', businessTexts.legalName, <input {...inputProps('legalName')} required autoComplete="off" />)}
            {field('tradeName', businessTexts.tradeName, <input {...inputProps('tradeName')} required autoComplete="off" />)}
            {field(
              'gstin',
              businessTexts.gstin,
              <input {...inputProps('gstin')} autoComplete="off" maxLength={20} spellCheck={false} />,
              businessTexts.gstinHint,
            )}
            {field('address', businessTexts.address, <textarea {...inputProps('address')} required rows={3} />)}
            {field(
              'state',
              businessTexts.state,
              <select {...inputProps('state')} required>
                <option value="">{businessTexts.chooseState}</option>
                {INDIAN_STATES.map((state) => (
                  <option key={state.code} value={state.name}>
                    {state.name} ({state.code})
                  </option>
                ))}
              </select>,
            )}
            {field('pinCode', businessTexts.pinCode, <input {...inputProps('pinCode')} required inputMode="numeric" maxLength={6} autoComplete="off" />)}
            <div className={styles.actions}>
              <button type="submit" className={ui.button} disabled={busy}>
                {businessTexts.save}
              </button>
            </div>
          </form>
        </section>
        <section className={`${ui.panel} ${styles.section}`} aria-labelledby={`${id}-signature`}>
          <h2 id={`${id}-signature`} className={styles.sectionTitle}>
            {businessTexts.signature}
          </h2>
          {details.signature ? (
            // eslint-disable-next-line @next/next/no-img-element -- an admin-only image behind the session cookie, not worth the optimiser
            <img className={styles.signature} src={`/api/admin/business/signature?v=${details.signature.slice(0, 12)}`} alt={businessTexts.signatureAlt} />
          ) : (
            <p className={styles.hint}>{businessTexts.noSignature}</p>
          )}
          <form className={styles.form} method="post" onSubmit={upload}>
            <div className={styles.field}>
              <label htmlFor={`${id}-file`}>{businessTexts.signature}</label>
              <input id={`${id}-file`} ref={file} type="file" accept="image/png,image/jpeg" aria-describedby={`${id}-file-hint`} />
              <p id={`${id}-file-hint`} className={styles.hint}>
                {businessTexts.signatureHint}
              </p>
            </div>
            <div className={styles.actions}>
              <button type="submit" className={ui.button} disabled={busy}>
                {businessTexts.uploadSignature}
              </button>
              {details.signature ? (
                <button
                  type="button"
                  className={ui.buttonSecondary}
                  disabled={busy}
                  onClick={() => void send(() => adminFetch('/api/admin/business/signature', { method: 'DELETE' }))}
                >
                  {businessTexts.removeSignature}
                </button>
              ) : null}
            </div>
          </form>
        </section>
      </div>
    </div>
  );
}
