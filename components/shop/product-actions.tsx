/**
 * Add to Cart and Buy Now for one product (ProductActionButtons, the part that runs in the browser)
 * and, out of stock, a WhatsApp link that asks the shop when it is back: a plain link, made here on
 * the server, so that the WhatsApp address and its texts are not sent as script to every listing and
 * product page.
 */
import { ASK_WHEN_BACK, backInStockText } from '@/lib/availability';
import { whatsAppLink } from '@/lib/whatsapp';
import { ProductActionButtons, type ProductActionsProps } from './product-action-buttons';
import styles from './product-actions.module.css';

export function ProductActions(props: ProductActionsProps) {
  return (
    <ProductActionButtons {...props}>
      {props.outOfStock && (
        <a className={styles.askBack} href={whatsAppLink(backInStockText(props.product.name))} target="_blank" rel="noopener noreferrer">
          {ASK_WHEN_BACK}
        </a>
      )}
    </ProductActionButtons>
  );
}
