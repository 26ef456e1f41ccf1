import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { postalAddress, site } from '@/content/site';
import { messages } from '@/lib/messages';
import { UNAVAILABLE_PAGE_FILE, unavailablePage } from '@/scripts/unavailable-page';

describe("nginx's page for when the shop cannot answer (deploy/nginx/errors/unavailable.html)", () => {
  const shipped = readFileSync(UNAVAILABLE_PAGE_FILE, 'utf8');

  it('is what content/site.ts makes today (run `npm run nginx:error-page` after changing it)', () => {
    expect(shipped).toBe(unavailablePage());
  });

  it("carries the shop's name, phone numbers, WhatsApp and address, and the app's error texts", () => {
    for (const text of [
      site.name,
      site.mobile,
      site.phone,
      `https://wa.me/${site.whatsappNumber}`,
      postalAddress,
      messages.pageError.title,
      messages.pageError.retry,
    ]) {
      expect(shipped).toContain(text);
    }
  });

  it('needs nothing from the app: no script, stylesheet, image or font request', () => {
    expect(shipped).not.toMatch(/<script|<link|<img|url\((?!#)|@import/i);
  });
});
