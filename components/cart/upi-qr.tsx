'use client';
/**
 * The QR code of the `upi://pay` link for the exact total. The `qrcode` library is loaded only when
 * Online payment is chosen, so COD buyers never download it.
 */
import Image from 'next/image';
import { useEffect, useState } from 'react';
import styles from './checkout.module.css';

export function UpiQr({ link, amountText }: { link: string; amountText: string }) {
  const [qr, setQr] = useState<{ link: string; dataUrl: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 1, width: 220 }))
      .then((dataUrl) => {
        if (!cancelled) setQr({ link, dataUrl });
      })
      .catch((error: unknown) => console.error('UPI QR code could not be drawn', error));
    return () => {
      cancelled = true;
    };
  }, [link]);

  return (
    <div className={styles.qrBox}>
      {qr && qr.link === link ? (
        <Image src={qr.dataUrl} alt={`UPI QR code to pay ${amountText}`} width={220} height={220} unoptimized data-testid="upi-qr" data-upi-link={link} />
      ) : (
        <span className={styles.qrPlaceholder} role="status">
          Preparing QR code...
        </span>
      )}
    </div>
  );
}
