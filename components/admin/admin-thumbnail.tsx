import Image from 'next/image';
import { DEFAULT_PRODUCT_IMAGE } from '@/lib/shop-rules';
import ui from './admin-ui.module.css';

/**
 * A small product picture for admin tables and cards. Images on this site go through next/image's
 * optimiser; absolute URLs (Cloudinary already serves sized images, or any host an admin typed) are
 * shown as they are, so an unlisted host can never break an admin screen.
 */
export function AdminThumbnail({ src, alt, size = 56 }: { src: string | null | undefined; alt: string; size?: number }) {
  const url = src || DEFAULT_PRODUCT_IMAGE;
  const external = !url.startsWith('/') || url.startsWith('//');
  return <Image className={ui.thumb} src={url} alt={alt} width={size} height={size} unoptimized={external} style={{ width: size, height: size }} />;
}
