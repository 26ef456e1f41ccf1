/** What the order confirmation says: what to do after paying, and what happens next and when. */
import { site } from '@/content/site';
import type { PaymentMethod } from '@/lib/shop-rules';

export const confirmationMessages = {
  afterPaying: [
    `Pay the exact amount to ${site.upi.id} (scan the QR code or open it in a UPI app).`,
    'Keep the UPI transaction ID: if it differs from the one you typed at checkout, send it to us on WhatsApp with your order number.',
    'We match your payment within one working day and mark the order paid; you can see it on the tracking page.',
  ],
  next: (paymentMethod: PaymentMethod): string[] => [
    'A confirmation e-mail is on its way to you now.',
    paymentMethod === 'Online'
      ? 'Within one working day we check your UPI payment and confirm the order.'
      : 'Within one working day we call you to confirm the order.',
    'We pack and dispatch it within 1-2 working days of confirming, and tell you the courier.',
    `Delivery takes 2-4 working days in ${site.tax.state} and 4-7 working days to other states.`,
    paymentMethod === 'Online'
      ? 'Your GST tax invoice comes when the order ships.'
      : 'Pay in cash on delivery; your GST tax invoice comes when the order ships.',
  ],
  noScriptCart:
    'Your cart is kept by your browser with JavaScript, which is turned off here. Use Buy Now on a product to order it without JavaScript, or turn JavaScript on to check out your cart.',
} as const;
