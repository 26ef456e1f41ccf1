/**
 * The security headers of every response: server.mjs sets them on each response before Next sees the
 * request, and next.config.mjs gives them to Next's `headers()` for `next dev` and plain `next start`.
 * docs/security.md lists what each one does.
 */

/**
 * Content-Security-Policy: our own origin, plus by name the embeds the shop uses (YouTube player,
 * Google Maps, Cloudinary images) and nothing else. Static pages stay static, so inline scripts are
 * allowed rather than nonced (a nonce would force every page to render per request). `next dev`
 * needs `'unsafe-eval'` for its own scripts; a production server never allows it.
 */
function contentSecurityPolicy(production) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"} https://www.youtube.com https://s.ytimg.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://res.cloudinary.com https://i.ytimg.com",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://www.google.com https://maps.google.com',
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers as `{ key, value }` pairs (the shape of Next's `headers()`); HSTS in production only. */
export function securityHeaders({ production }) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(production) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), autoplay=(self "https://www.youtube.com"), fullscreen=(self "https://www.youtube.com")',
    },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}
