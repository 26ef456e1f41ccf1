/** The links of the header and footer, in one place. */
export const mainNavLinks = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/products', label: 'Products' },
  { href: '/blogs', label: 'Blogs' },
  { href: '/contact', label: 'Contact' },
] as const;

/** Footer: the quick links, with /login shown as "My Account", and the customer tools without an account. */
export const footerQuickLinks = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/products', label: 'Products' },
  { href: '/blogs', label: 'Blogs' },
  { href: '/track-order', label: 'Track Order' },
  { href: '/service-request', label: 'Book a Repair' },
  { href: '/login', label: 'My Account' },
] as const;

/**
 * Policy pages at their canonical lower-case paths; their mixed-case spellings
 * (/TermsAndConditions ...) redirect to these, so linking here saves a redirect.
 */
export const footerPolicyLinks = [
  { href: '/termsandconditions', label: 'Terms and Conditions' },
  { href: '/contactandsupportpolicy', label: 'Contact and Support Policy' },
  { href: '/privacypolicy', label: 'Privacy Policy' },
  { href: '/refundsandreturnpolicy', label: 'Refunds and Returns Policy' },
  { href: '/sustainabilitypolicy', label: 'Sustainability Policy' },
] as const;
