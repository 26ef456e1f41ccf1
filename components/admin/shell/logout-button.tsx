'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { messages } from '@/lib/messages';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import styles from './admin-shell.module.css';
import { paths } from '@/lib/paths';

/** Clears the session cookie on the server, then shows the login screen. */
export function LogoutButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function logOut() {
    setPending(true);
    setFailed(false);
    try {
      const response = await fetch('/api/admin/logout', { method: 'POST', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`logout answered ${response.status}`);
      router.replace(paths.login());
      router.refresh();
    } catch (error) {
      console.error(error);
      setFailed(true);
      setPending(false);
    }
  }

  return (
    <>
      <button type="button" className={`${ui.buttonSecondary} ${ui.small}`} onClick={logOut} disabled={pending}>
        {pending ? adminTexts.loggingOut : adminTexts.logOut}
      </button>
      {failed && (
        <span role="alert" className={styles.failed}>
          {messages.admin.networkError}
        </span>
      )}
    </>
  );
}
