import type { Page } from '@playwright/test';

/**
 * Waits for the page's entrance animations (the About cards rise and fade in, one after another) to
 * finish, so that contrast is measured on the text as it stays, not halfway through its fade; the
 * endless ones (the marquees) are left running.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
