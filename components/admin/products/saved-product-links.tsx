import Link from 'next/link';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import styles from './upload-product-form.module.css';
import { paths } from '@/lib/paths';

/** After a product is added: where to see it in the shop, and where to change it. */
export function SavedProductLinks({ id, name }: { id: string; name: string }) {
  return (
    <p className={styles.savedLinks} data-testid="saved-product-links">
      <Link href={paths.product(id)} className={`${ui.buttonSecondary} ${ui.small}`} prefetch={false}>
        {adminTexts.viewProductPage(name)}
      </Link>
      <Link href={paths.admin.editProduct(id)} className={`${ui.buttonSecondary} ${ui.small}`} prefetch={false}>
        {adminTexts.editSavedProduct(name)}
      </Link>
    </p>
  );
}
