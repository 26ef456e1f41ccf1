/**
 * The catalogue's texts (lib/messages.ts, `contact`) that the contact form's client code shows, in a
 * module of their own: the contact page's script imports these, not the whole catalogue (about 12 kB
 * of script). lib/messages.ts takes the same values, so each text is still written once.
 */
export const contactFormMessages = {
  invalidPhone: 'Please enter a valid 10-digit phone number.',
  sendFailed: '❌ Failed to send message. Try again.',
  thankYouTitle: 'Thank You!',
  thankYouText: "Your message has been sent successfully. We'll get back to you as soon as possible.",
} as const;
