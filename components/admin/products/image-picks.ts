/** Which of the files an admin picked may join a product's images: the upload form's image rules. */
import { MAX_PRODUCT_IMAGES, MAX_UPLOAD_BYTES } from '@/lib/shop-rules';
import { adminTexts } from '../admin-texts';

/** The formats the upload API accepts (it checks the bytes; this check only spares a wasted upload). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export interface ImagePicks {
  accepted: File[];
  notices: string[];
}

/**
 * Image files only, each at most 5 MB, and no more than fit beside the images the product already
 * has (5 in all); extras beyond that are dropped. Every refusal is explained.
 */
export function pickImages(files: readonly File[], alreadyChosen: number): ImagePicks {
  const room = Math.max(MAX_PRODUCT_IMAGES - alreadyChosen, 0);
  const accepted: File[] = [];
  const notices: string[] = [];
  let dropped = 0;
  for (const file of files) {
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      notices.push(adminTexts.notAnImage(file.name));
    } else if (file.size > MAX_UPLOAD_BYTES) {
      notices.push(adminTexts.imageTooLarge(file.name));
    } else if (accepted.length >= room) {
      dropped += 1;
    } else {
      accepted.push(file);
    }
  }
  if (dropped > 0) notices.push(adminTexts.extrasDropped(dropped));
  return { accepted, notices };
}
