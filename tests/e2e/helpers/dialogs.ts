import type { Page } from '@playwright/test';

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
