/**
 * "Our Product Catalog": a QR code of the online flip-book, drawn by the `qrcode` library on the server
 * (at build time for the static home page), so it costs the browser no JavaScript.
 */
import { StaticImage } from '@/components/site/static-image';
import QRCode from 'qrcode';
import { site } from '@/content/site';
import styles from './promo-section.module.css';

const QR_SIZE = 200;

async function catalogueQrDataUrl(): Promise<string> {
  const svg = await QRCode.toString(site.catalogUrl, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    color: { dark: '#111827', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export async function CataloguePanel() {
  const qr = await catalogueQrDataUrl();
  return (
    <section className={styles.catalogue} aria-labelledby="catalogue-heading">
      <h2 id="catalogue-heading" className={styles.catalogueHeading}>
        Our Product Catalog
      </h2>
      <p className={styles.catalogueText}>Scan the code with your phone, or open the flip-book here.</p>
      <StaticImage
        src={qr}
        alt="QR code that opens the Sanvio product catalogue"
        width={QR_SIZE}
        height={QR_SIZE}
        unoptimized
        className={styles.qr}
        data-testid="catalogue-qr"
      />
      <a href={site.catalogUrl} target="_blank" rel="noopener noreferrer" className={styles.catalogueButton}>
        View Full Catalog<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </section>
  );
}
