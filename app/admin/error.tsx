'use client';

import { adminTexts } from '@/components/admin/admin-texts';
import ui from '@/components/admin/admin-ui.module.css';

/** A failed admin page (usually the database being unreachable) keeps the admin frame and offers a retry. */
export default function AdminError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{adminTexts.errorTitle}</h1>
      <p className={ui.error} role="alert">
        {adminTexts.errorText}
      </p>
      <div>
        <button type="button" className={ui.button} onClick={reset}>
          {adminTexts.tryAgain}
        </button>
      </div>
    </div>
  );
}
