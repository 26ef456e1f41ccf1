/**
 * The Sanvio wordmark (public/images/logo.svg) drawn inline: the header paints it with the page, with
 * no image request competing with the page's first paint. Decorative: the link around it is named.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id="site-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b91c1c" />
          <stop offset="1" stopColor="#7f1d1d" />
        </linearGradient>
      </defs>
      <g transform="translate(4 4) scale(0.4)">
        <rect width="100" height="100" rx="24" fill="url(#site-logo-gradient)" />
        <path
          d="M30,16 L70,16 Q76,16 76,22 L76,80 L72.17,74 L68.33,80 L64.5,74 L60.67,80 L56.83,74 L53,80 L49.17,74 L45.33,80 L41.5,74 L37.67,80 L33.83,74 L30,80 L30,22 Q30,16 36,16 Z"
          fill="#fff"
        />
        <rect x="38" y="28" width="30" height="7" rx="3.5" fill="#b91c1c" />
        <rect x="38" y="42" width="22" height="6" rx="3" fill="#b91c1c" opacity="0.7" />
        <rect x="38" y="54" width="26" height="6" rx="3" fill="#b91c1c" opacity="0.7" />
      </g>
      <text x="52" y="29" fontFamily="DejaVu Sans, Arial, sans-serif" fontSize="27" fontWeight="bold" fill="#1f2937" letterSpacing="-0.5">
        Sanvio
      </text>
      <text x="53" y="42" fontFamily="DejaVu Sans, Arial, sans-serif" fontSize="8.2" fontWeight="bold" fill="#b91c1c" letterSpacing="2.2">
        TECHNOLOGIES
      </text>
    </svg>
  );
}
