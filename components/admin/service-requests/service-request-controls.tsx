'use client';
/** One repair's admin controls: move it to another status, add an internal note (PATCH /api/service-requests/{id}). */
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { SERVICE_STATUSES, SERVICE_STATUS_LABELS, type ServiceStatus } from '@/lib/service-rules';
import { adminJson, answerMessage, readAnswer, SessionEndedError } from '../admin-api';
import ui from '../admin-ui.module.css';
import styles from './service-requests.module.css';
import { SERVICE_TEXT_LIMITS } from '@/lib/service-rules';

export function ServiceRequestControls({ id, ticketNumber, status }: { id: string; ticketNumber: string; status: ServiceStatus }) {
  const router = useRouter();
  const [chosen, setChosen] = useState<ServiceStatus>(status);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async (change: { status?: ServiceStatus; note?: string }, done: string) => {
    setBusy(true);
    setResult(null);
    try {
      const response = await adminJson(`/api/service-requests/${id}`, 'PATCH', change);
      const body = await readAnswer(response);
      if (!response.ok) {
        setResult({ ok: false, text: answerMessage(body) ?? 'Could not save the change.' });
        return;
      }
      setResult({ ok: true, text: done });
      if (change.note) setNote('');
      router.refresh();
    } catch (error) {
      if (!(error instanceof SessionEndedError)) setResult({ ok: false, text: 'Server error. Try again.' });
    } finally {
      setBusy(false);
    }
  };

  const saveStatus = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send({ status: chosen }, 'Status saved.');
  };
  const addNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send({ note }, 'Note added.');
  };

  return (
    <div className={styles.controls}>
      <form onSubmit={saveStatus} className={styles.inline}>
        <label htmlFor={`status-${id}`} className="visually-hidden">
          Status of {ticketNumber}
        </label>
        <select id={`status-${id}`} value={chosen} onChange={(event) => setChosen(event.target.value as ServiceStatus)} disabled={busy}>
          {SERVICE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {SERVICE_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <button type="submit" className={`${ui.buttonSecondary} ${ui.small}`} disabled={busy || chosen === status}>
          Save<span className="visually-hidden"> status of {ticketNumber}</span>
        </button>
      </form>
      <form onSubmit={addNote} className={styles.noteForm}>
        <label htmlFor={`note-${id}`} className="visually-hidden">
          Internal note on {ticketNumber}
        </label>
        <textarea
          id={`note-${id}`}
          rows={2}
          maxLength={SERVICE_TEXT_LIMITS.note}
          placeholder="Internal note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          disabled={busy}
        />
        <button type="submit" className={`${ui.buttonSecondary} ${ui.small}`} disabled={busy || !note.trim()}>
          Add note<span className="visually-hidden"> to {ticketNumber}</span>
        </button>
      </form>
      {result && (
        <p className={result.ok ? ui.success : ui.error} role="status">
          {result.text}
        </p>
      )}
    </div>
  );
}
