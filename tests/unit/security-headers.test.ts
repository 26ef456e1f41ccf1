/** The security headers server.mjs sets on every answer (and `next dev` gets through next.config.mjs). */
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '@/lib/server/platform/entry/security-headers.mjs';

const asRecord = (production: boolean) => Object.fromEntries(securityHeaders({ production }).map(({ key, value }) => [key, value]));

describe('securityHeaders', () => {
  it('in production: the CSP without unsafe-eval, and HSTS for two years', () => {
    const headers = asRecord(true);
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'unsafe-inline' https://www.youtube.com");
    expect(headers['Content-Security-Policy']).not.toContain('unsafe-eval');
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
      'Strict-Transport-Security',
    ]);
  });

  it('for next dev: unsafe-eval for its scripts, and no HSTS on http://localhost', () => {
    const headers = asRecord(false);
    expect(headers['Content-Security-Policy']).toContain("'unsafe-eval'");
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    expect(headers['X-Frame-Options']).toBe('DENY');
  });
});
