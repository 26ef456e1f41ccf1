'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { messages } from '@/lib/messages';
import { loginSchema, registerSchema } from '@/lib/validation/admin';
import { adminTexts } from '../admin-texts';
import styles from './login-form.module.css';

type Mode = 'login' | 'signup';
/** Whether sign-up is open, as GET /api/admin/register answers; unknown until it has (or if it cannot). */
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

/** Admin Login / Admin Sign Up on one screen; the session itself lives in an httpOnly cookie. */
export function LoginForm() {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [status, setStatus] = useState<Status>(null);
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
    // The same rules the server applies, so a short sign-up password is explained before any request.
    const checked = (isLogin ? loginSchema : registerSchema).safeParse({ email, password });
    if (!checked.success) {
      setStatus({ kind: 'error', text: checked.error.issues[0]?.message ?? messages.admin.genericError });
      return;
    }
    setPending(true);
    try {
      const response = await fetch(isLogin ? '/api/admin/login' : '/api/admin/register', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(checked.data),
      });
      if (!response.ok) {
        setStatus({ kind: 'error', text: (await messageOf(response)) ?? messages.admin.genericError });
        return;
      }
      if (isLogin) {
        // The cookie is set; refresh so the server renders /admin for the signed-in admin.
        router.replace('/admin');
        router.refresh();
        return;
      }
      setMode('login');
      setEmail('');
      setPassword('');
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
      {!signupClosed && (
        <form className={styles.form} method="post" onSubmit={submit}>
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>{adminTexts.email}</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
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
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <button
                type="button"
                className={styles.reveal}
                aria-label={adminTexts.showPassword}
                aria-pressed={showPassword}
                aria-controls={`${id}-password`}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                <EyeIcon crossed={showPassword} />
              </button>
            </div>
          </div>
          {status && (
            <p role={status.kind === 'error' ? 'alert' : 'status'} className={status.kind === 'error' ? styles.error : styles.success}>
              {status.text}
            </p>
          )}
          <button type="submit" className={styles.submit} disabled={pending}>
            {pending ? adminTexts.pleaseWait : isLogin ? adminTexts.loginButton : adminTexts.signupButton}
          </button>
        </form>
      )}
      <p className={styles.switch}>
        <button type="button" className={styles.switchButton} onClick={switchMode}>
          {isLogin ? adminTexts.toSignup : adminTexts.toLogin}
        </button>
      </p>
    </section>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
