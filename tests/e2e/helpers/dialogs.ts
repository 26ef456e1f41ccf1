import type { Dialog, Page } from '@playwright/test';

/**
 * The text of the next alert, which is accepted. The alert is the shop's; when the browser has already
 * closed it by the time the accept arrives (the page moved on), its text still counts.
 */
export function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      const text = dialog.message();
      void dialog
        .accept()
        .catch(() => undefined)
        .then(() => resolve(text));
    });
  });
}

/**
 * Accepts a dialog. One the browser has already closed by the time the accept arrives (the page moved
 * on) is not an error: Playwright rejects that accept, and unhandled, the rejection failed the test.
 */
export function acceptDialog(dialog: Dialog): void {
  void dialog.accept().catch(() => undefined);
}
