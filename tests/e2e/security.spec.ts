import { expect, test } from '@playwright/test';

/** Security headers on every kind of response, read from the production server. */
const paths = ['/', '/products', '/best_thermal_tvse_printers_sanvio', '/api/products', '/images/logo.svg', '/this-page-does-not-exist'];

test.describe('security headers', () => {
  for (const path of paths) {
    test(`${path} carries CSP, nosniff, referrer and permissions policies`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('https://www.youtube.com');
      expect(csp).toContain('https://www.google.com');
      expect(csp).toContain('https://res.cloudinary.com');
      expect(csp).not.toMatch(/(^|[\s;])\*(;|\s|$)/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toMatch(/max-age=(\d+)/);
      expect(Number(headers['strict-transport-security']?.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(31536000);
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }

  test('a Server Action refused before Next (a foreign Origin: 403) carries them too', async ({ request }) => {
    const response = await request.post('/contact', {
      headers: { 'next-action': 'a'.repeat(42), origin: 'https://evil.example', 'content-type': 'text/plain;charset=UTF-8' },
      data: '[]',
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('a page loads with no CSP violation in the console', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await page.goto('/products');
    await page.goto('/contact');
    expect(violations).toEqual([]);
  });
});
