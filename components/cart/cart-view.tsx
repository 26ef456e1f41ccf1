'use client';
/**
 * /my-cart: the stored cart with quantities, line totals, Remove, the grand total and Buy Now. It reads
 * today's prices and the stock as the checkout does, so both show the same amounts: deleted products
 * are dropped, a line says "Only N left" and stops there, and a quantity over the stock is lowered.
 * Asked for as /my-cart?add={id} (an Add to Cart tapped before its page's script ran), it adds that
 * product first (useAddFromAddress).
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { cartTotal, lineTotalOf } from '@/lib/cart/cart-item';
import { removeFromCart, setCartQuantity } from '@/lib/cart/cart-store';
import { startCartCheckout } from '@/lib/cart/checkout-source';
import { messages } from '@/lib/messages';
import { formatMoney, storedRupees } from '@/lib/money';
import { LineImage } from './line-image';
import { QuantityControl } from './quantity-control';
import { useAddFromAddress } from './use-add-from-address';
import { useCart, useHasMounted } from './use-cart';
import { unitsAvailable } from '@/lib/availability';
import { ProductsGoneNotice, StockChangesNotice, useCartPrices } from './use-cart-prices';
import styles from './cart.module.css';
import { paths } from '@/lib/paths';

export function CartView() {
  const items = useCart();
  const mounted = useHasMounted();
  const adding = useAddFromAddress();
  const router = useRouter();
  const { pricesUpdated, removedNames, availability, stockChanges } = useCartPrices(items, 'cart');
  const goneNotice = <ProductsGoneNotice names={removedNames} />;

  if (!mounted || (adding && items.length === 0)) {
    return (
      <p className={styles.status} role="status">
        Loading your cart...
      </p>
    );
  }

  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        {goneNotice}
        <h1 className={styles.title}>{messages.cart.empty}</h1>
        <Link href="/" className={styles.primaryButton}>
          Go Shopping
        </Link>
      </div>
    );
  }

  const buyNow = () => {
    startCartCheckout();
    router.push(paths.buyNow());
  };

  return (
    <div className={styles.cartPage}>
      <h1 className={styles.title}>My Cart</h1>
      {goneNotice}
      <StockChangesNotice changes={stockChanges} />
      {pricesUpdated && (
        <p className={styles.notice} role="status" data-testid="prices-updated">
          {messages.orders.pricesUpdated}
        </p>
      )}
      <ul className={styles.lines} aria-label="Items in your cart">
        {items.map((item) => (
          <li key={item._id} className={styles.line} data-testid="cart-line">
            <LineImage image={item.image} />
            <div className={styles.lineInfo}>
              <Link href={paths.product(item._id)} className={styles.lineName}>
                {item.name}
              </Link>
              <span className={styles.linePrice}>{item.price !== undefined ? formatMoney(storedRupees(item.price)) : messages.products.priceOnRequest}</span>
            </div>
            <QuantityControl
              name={item.name}
              quantity={item.quantity}
              max={unitsAvailable(availability.get(item._id) ?? {})}
              onChange={(quantity) => setCartQuantity(item._id, quantity)}
            />
            <span className={styles.lineTotal} data-testid="line-total">
              <span className="visually-hidden">Line total: </span>
              {formatMoney(lineTotalOf(item))}
            </span>
            <button type="button" className={styles.remove} onClick={() => removeFromCart(item._id)}>
              Remove<span className="visually-hidden"> {item.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.cartSummary}>
        <p className={styles.grandTotal}>
          Grand Total: <strong data-testid="grand-total">{formatMoney(cartTotal(items))}</strong>
        </p>
        <button type="button" className={styles.primaryButton} onClick={buyNow}>
          Buy Now
        </button>
      </div>
    </div>
  );
}
