/**
 * What the friendly error state of a public page shows, prepared on the server by the site layout and
 * handed to the browser as plain data: the error boundary's bundle carries no site content or message
 * catalogue, only the few strings it displays.
 */
import { site } from '@/content/site';
import { messages } from '@/lib/messages';

export interface PageErrorDetails {
  title: string;
  text: string;
  retry: string;
  home: string;
  mobile: string;
  mobileHref: string;
  whatsAppHref: string;
}

export function pageErrorDetails(): PageErrorDetails {
  return {
    title: messages.pageError.title,
    text: messages.pageError.text,
    retry: messages.pageError.retry,
    home: messages.site.goBackHome,
    mobile: site.mobile,
    mobileHref: `tel:${site.mobile.replace(/[^+\d]/g, '')}`,
    whatsAppHref: `https://wa.me/${site.whatsappNumber}`,
  };
}
