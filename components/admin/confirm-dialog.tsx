'use client';
/**
 * A confirmation in a modal <dialog>: it takes the keyboard's focus when it opens, Escape or Cancel
 * closes it, and the confirm button (or Enter in one of its fields) submits it. Used instead of
 * window.confirm wherever the owner should see what a click will do before it is done.
 */
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { adminTexts } from './admin-texts';
import ui from './admin-ui.module.css';
import styles from './confirm-dialog.module.css';

interface Props {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** Off while what the dialog describes is still being worked out (the next invoice number). */
  ready?: boolean;
  busy?: boolean;
  onConfirm: (form: FormData) => void;
  onCancel: () => void;
  children: ReactNode;
}

export function ConfirmDialog({ open, title, confirmLabel, ready = true, busy = false, onConfirm, onCancel, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || busy) return;
    onConfirm(new FormData(event.currentTarget));
  }

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form onSubmit={submit} className={styles.form}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <div className={styles.buttons}>
          <button type="button" className={ui.buttonSecondary} onClick={onCancel}>
            {adminTexts.cancel}
          </button>
          <button type="submit" className={ui.button} disabled={!ready || busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
