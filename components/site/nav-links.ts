import { ROUTES } from '@/lib/routes.mjs';

/** The links of the header and footer, in one place; the paths come from the route table. */
export const mainNavLinks = [
  { href: ROUTES.home.path, label: 'Home' },
  { href: ROUTES.about.path, label: 'About' },
  { href: ROUTES.products.path, label: 'Products' },
  { href: ROUTES.blogs.path, label: 'Blogs' },
  { href: ROUTES.contact.path, label: 'Contact' },
] as const;

/** The customer tools that need no account: in the footer and in the phone menu. */
export const customerToolLinks = [
  { href: ROUTES.trackOrder.path, label: 'Track Order' },
  { href: ROUTES.serviceRequest.path, label: 'Book a Repair' },
] as const;

/** Footer: the quick links, with /login shown as "My Account", and the customer tools without an account. */
export const footerQuickLinks = [
  ...mainNavLinks.filter((link) => link.href !== ROUTES.contact.path),
  ...customerToolLinks,
  { href: ROUTES.login.path, label: 'My Account' },
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
