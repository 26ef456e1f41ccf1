import { site } from '@/content/site';
import { WhatsAppIcon } from './icons';
import styles from './whatsapp-button.module.css';

/** The floating chat button: opens a WhatsApp chat with the shop's number. */
export function WhatsAppButton() {
  return (
    <a href={`https://wa.me/${site.whatsappNumber}`} className={styles.button} target="_blank" rel="noopener noreferrer">
      <WhatsAppIcon width={30} height={30} />
      <span className="visually-hidden">Chat with us on WhatsApp (opens in a new tab)</span>
    </a>
  );
}
