'use client';

import { unstable_rethrow } from 'next/navigation';
import { startTransition, useActionState, useId, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/site/use-hydrated';
import { messages } from '@/lib/messages';
import { loginSchema, signupSchema } from '@/lib/validation/admin';
import { adminTexts } from '../admin-texts';
import { logInAdmin } from '@/app/(site)/login/actions';
import { LOGIN_IDLE, type LoginFormState } from './login-form-state';
import styles from './login-form.module.css';
import { holdUntilHydrated } from '@/components/forms/hold-submits';
import { useSendHeldSubmit } from '@/components/forms/use-send-held-submit';

type Mode = 'login' | 'signup';
type SignupState = 'unknown' | 'open' | 'closed';
type Status = { kind: 'success' | 'error'; text: string } | null;

async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Admin Login / Admin Sign Up on one screen; the session itself lives in an httpOnly cookie. Login is
 * a real form posting to a Server Action (logInAdmin), so it works before hydration and with
 * JavaScript off; switching to sign-up and showing the password need script, so those buttons are
 * disabled until the page has hydrated.
 */
export function LoginForm() {
  // The form's own action, for a login sent before hydration or without JavaScript.
  const [formState, formAction] = useActionState(logInAdmin, LOGIN_IDLE);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const heldRef = useSendHeldSubmit(formRef);
  const [mode, setMode] = useState<Mode>('login');
  const [showPassword, setShowPassword] = useState(false);
  const [status, setStatus] = useState<Status>(formState.error ? { kind: 'error', text: formState.error } : null);
  const [pending, setPending] = useState(false);
  const [signup, setSignup] = useState<SignupState>('unknown');
  const id = useId();
  const isLogin = mode === 'login';
  const signupClosed = !isLogin && signup === 'closed';

  /** Once sign-up is closed the Sign Up mode says so at once, instead of after a filled-in form. */
  async function checkSignup() {
    try {
      const response = await fetch('/api/admin/register', { credentials: 'same-origin', cache: 'no-store' });
      const body = (await response.json()) as { open?: unknown };
      if (response.ok && typeof body.open === 'boolean') setSignup(body.open ? 'open' : 'closed');
    } catch {
      // Unknown: the form stays, and the server's answer to it says whether sign-up is closed.
    }
  }

  function switchMode() {
    setMode(isLogin ? 'signup' : 'login');
    setStatus(null);
    if (isLogin && signup === 'unknown') void checkSignup();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    const form = new FormData(event.currentTarget);
    // The same rules the server applies, so a short sign-up password or a missing setup code is explained before any request.
    const checked = isLogin
      ? loginSchema.safeParse({ email: form.get('email'), password: form.get('password') })
      : signupSchema.safeParse({ email: form.get('email'), password: form.get('password'), setupCode: form.get('setupCode') ?? undefined });
    if (!checked.success) {
      setStatus({ kind: 'error', text: checked.error.issues[0]?.message ?? messages.admin.genericError });
      return;
    }
    if (!isLogin && !('setupCode' in checked.data && checked.data.setupCode)) {
      setStatus({ kind: 'error', text: messages.admin.setupCodeRequired });
      return;
    }
    setPending(true);
    if (isLogin) {
      // In a transition, so the action's redirect to /admin (its answer to a good login) reaches the
      // router; an answer that comes back is a refusal.
      startTransition(async () => {
        try {
          const answer: LoginFormState = await logInAdmin(LOGIN_IDLE, form);
          setStatus({ kind: 'error', text: answer.error ?? messages.admin.genericError });
        } catch (error) {
          unstable_rethrow(error);
          setStatus({ kind: 'error', text: messages.admin.networkError });
        } finally {
          setPending(false);
        }
      });
      return;
    }
    try {
      const response = await fetch('/api/admin/register', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(checked.data),
      });
      if (!response.ok) {
        setStatus({ kind: 'error', text: (await messageOf(response)) ?? messages.admin.genericError });
        return;
      }
      setMode('login');
      formRef.current?.reset();
      setShowPassword(false);
      setStatus({ kind: 'success', text: messages.admin.signupOk });
    } catch {
      setStatus({ kind: 'error', text: messages.admin.networkError });
    } finally {
      setPending(false);
    }
  }

  const title = isLogin ? adminTexts.loginTitle : adminTexts.signupTitle;

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {title}
      </h1>
      {!isLogin && signup !== 'closed' && <p className={styles.note}>{adminTexts.signupNote}</p>}
      {signupClosed && (
        <p className={styles.note} role="status">
          {adminTexts.signupClosedNote}
        </p>
      )}
      <form ref={heldRef} className={styles.form} action={formAction} onSubmit={submit} hidden={signupClosed} {...holdUntilHydrated}>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{adminTexts.email}</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required defaultValue={formState.email} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>{adminTexts.password}</label>
          <div className={styles.passwordRow}>
            <input
              id={`${id}-password`}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete={isLogin ? 'current-password' : 'new-password'}
              required
              aria-describedby={isLogin ? undefined : `${id}-password-hint`}
            />
            <button
              type="button"
              className={styles.reveal}
              aria-label={adminTexts.showPassword}
              aria-pressed={showPassword}
              aria-controls={`${id}-password`}
              disabled={!hydrated}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <EyeIcon crossed={showPassword} />
            </button>
          </div>
          {/* The rule the server holds a new password to, shown before the first try rather than after a refusal. */}
          {!isLogin && (
            <p id={`${id}-password-hint`} className={styles.hint}>
              {adminTexts.initialPasswordHint}
            </p>
          )}
        </div>
        {!isLogin && (
          <div className={styles.field}>
            <label htmlFor={`${id}-setup-code`}>{adminTexts.setupCode}</label>
            <input
              id={`${id}-setup-code`}
              name="setupCode"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              aria-describedby={`${id}-setup-code-hint`}
            />
            <p id={`${id}-setup-code-hint`} className={styles.hint}>
              {adminTexts.setupCodeHint}
            </p>
          </div>
        )}
        {status && (
          <p role={status.kind === 'error' ? 'alert' : 'status'} className={status.kind === 'error' ? styles.error : styles.success}>
            {status.text}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={pending}>
          {pending ? adminTexts.pleaseWait : isLogin ? adminTexts.loginButton : adminTexts.signupButton}
        </button>
      </form>
      <p className={styles.switch}>
        <button type="button" className={styles.switchButton} onClick={switchMode} disabled={!hydrated}>
          {isLogin ? adminTexts.toSignup : adminTexts.toLogin}
        </button>
      </p>
    </section>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
