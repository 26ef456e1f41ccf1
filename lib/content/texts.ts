/**
 * Spec texts of the content pages (section 2: blog listing and articles). They belong in
 * lib/messages.ts with the other spec texts; kept here until that file gains a `content` group.
 */
export const contentTexts = {
  blogTitle: 'Latest Articles',
  readMore: 'Read More',
  moreBlog: 'More Blog',
  lastUpdated: 'Last updated',
  faqTitle: 'Frequently Asked Questions',
} as const;
