'use client';
/**
 * /buy-now: the items (from the stored cart, or a product's one-item Buy Now cart kept in
 * sessionStorage), shipping details checked with the same rules as the server (orderSchema), COD or
 * Online (UPI) payment, and Place Order with an Idempotency-Key.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { site } from '@/content/site';
import { cartTotal, countItems, lineTotalOf, type CartItem } from '@/lib/cart/cart-item';
import { clearCart, setCartQuantity } from '@/lib/cart/cart-store';
import { endCheckout, setBuyNowQuantity } from '@/lib/cart/checkout-source';
import { rememberPlacedOrder } from '@/lib/cart/placed-order';
import { messages } from '@/lib/messages';
import { formatRupees } from '@/lib/money';
import { TEXT_LIMITS, type PaymentMethod } from '@/lib/shop-rules';
import { buildUpiLink } from '@/lib/upi';
import { orderSchema } from '@/lib/validation/order';
import { createAttemptKeys } from './idempotency-key';
import { LineImage } from './line-image';
import { QuantityControl } from './quantity-control';
import { UpiQr } from './upi-qr';
import { useCart, useCheckoutSource, useHasMounted } from './use-cart';
import { ProductsGoneNotice, useCartPrices } from './use-cart-prices';
import cartStyles from './cart.module.css';
import styles from './checkout.module.css';

interface ShippingFields {
  fullName: string;
  address: string;
  mobile: string;
  email: string;
}

type FieldName = keyof ShippingFields | 'transactionId';
type FieldErrors = Partial<Record<FieldName, string>>;

const EMPTY_FIELDS: ShippingFields = { fullName: '', address: '', mobile: '', email: '' };
const FIELD_ORDER: FieldName[] = ['fullName', 'address', 'mobile', 'email', 'transactionId'];
const UPI_NOTE = `Order at ${site.name}`;

interface OrderAnswer {
  message?: string;
  order?: { orderNumber?: string; totalAmount?: number };
  /** With 409: the line that cannot be had, and how many units are left of it. */
  productId?: string;
  available?: number;
}

/** The body of POST /api/orders. */
export function orderRequestBody(fields: ShippingFields, paymentMethod: PaymentMethod, transactionId: string, items: readonly CartItem[]) {
  return {
    ...fields,
    paymentMethod,
    transactionId: paymentMethod === 'Online' ? transactionId : null,
    cart: items.map((item) => ({ _id: item._id, quantity: item.quantity })),
    totalAmount: cartTotal(items),
  };
}

/** The first message per field from the shared order rules; empty when the order may be sent. */
export function validateOrder(body: ReturnType<typeof orderRequestBody>): FieldErrors {
  const result = orderSchema.safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (FIELD_ORDER as string[]).includes(field) && !errors[field as FieldName]) {
      errors[field as FieldName] = issue.message;
    }
  }
  return errors;
}

export function Checkout() {
  const mounted = useHasMounted();
  const source = useCheckoutSource();
  const cart = useCart();
  const router = useRouter();
  const items = source.source === 'buy-now' ? source.items : cart;
  const fromCart = source.source === 'cart';

  const [fields, setFields] = useState<ShippingFields>(EMPTY_FIELDS);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('COD');
  const [transactionId, setTransactionId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [posting, setPosting] = useState(false);
  // The line the shop could not supply at the last try, shown under that item.
  const [shortLine, setShortLine] = useState<{ productId: string; message: string } | null>(null);
  const postingRef = useRef(false);
  const attemptKeys = useMemo(() => createAttemptKeys(), []);
  const formRef = useRef<HTMLFormElement>(null);

  const total = cartTotal(items);
  const upiLink = useMemo(() => buildUpiLink({ amount: total, note: UPI_NOTE }), [total]);

  // Today's prices for the items shown, so the total and the UPI amount are what the server will
  // charge; a change is stored and said above the total, a deleted product leaves with its name said.
  const { pricesUpdated, removedNames } = useCartPrices(items, fromCart ? 'cart' : 'buy-now');
  const goneNotice = <ProductsGoneNotice names={removedNames} />;

  if (!mounted) {
    return (
      <p className={cartStyles.status} role="status">
        Loading your order...
      </p>
    );
  }

  if (items.length === 0) {
    return (
      <div className={cartStyles.empty}>
        {goneNotice}
        <h1 className={cartStyles.title}>{messages.orders.noItems}</h1>
        <Link href="/products" className={cartStyles.primaryButton}>
          Go Shopping
        </Link>
      </div>
    );
  }

  const changeQuantity = (id: string, quantity: number) => {
    if (fromCart) setCartQuantity(id, quantity);
    else setBuyNowQuantity(id, quantity);
  };

  const onField = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as keyof ShippingFields;
    setFields((current) => ({ ...current, [name]: event.target.value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const placeOrder = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second click while the first request runs does nothing (the key would make it harmless anyway).
    if (postingRef.current) return;
    const body = orderRequestBody(fields, paymentMethod, transactionId, items);
    const found = validateOrder(body);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const key = attemptKeys.keyFor(JSON.stringify(body));
    postingRef.current = true;
    setPosting(true);
    try {
      const response = await fetch('/api/orders', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as OrderAnswer;
      setShortLine(response.status === 409 && answer.productId && answer.message ? { productId: answer.productId, message: answer.message } : null);
      if (!response.ok) {
        window.alert(`${messages.orders.failedPrefix}${answer.message ?? response.statusText}`);
        return;
      }
      const lines: string[] = [messages.orders.placed];
      if (answer.order?.orderNumber) lines.push(`Your order number is ${answer.order.orderNumber}.`);
      if (typeof answer.order?.totalAmount === 'number') lines.push(`Total: ${formatRupees(answer.order.totalAmount)}`);
      window.alert(lines.join('\n'));
      // For the notice on Products: the number, a tracking link and the WhatsApp message.
      if (answer.order?.orderNumber && typeof answer.order.totalAmount === 'number') {
        rememberPlacedOrder({
          orderNumber: answer.order.orderNumber,
          items: items.map((item) => ({ name: item.name, quantity: item.quantity, price: item.price })),
          totalAmount: answer.order.totalAmount,
          paymentMethod,
        });
      }
      if (fromCart) clearCart();
      endCheckout();
      router.push('/products');
    } catch (error) {
      console.error('Placing the order failed', error);
      window.alert(messages.orders.exception);
    } finally {
      postingRef.current = false;
      setPosting(false);
    }
  };

  const fieldProps = (name: FieldName) => ({
    id: `checkout-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `checkout-${name}-error` : undefined,
  });
  const fieldError = (name: FieldName) =>
    errors[name] ? (
      <p id={`checkout-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className={styles.checkout}>
      <h1 className={cartStyles.title}>Checkout</h1>
      {goneNotice}
      <div className={styles.columns}>
        <section className={styles.summary} aria-labelledby="order-summary">
          <h2 id="order-summary" className={styles.heading}>
            Order Summary
          </h2>
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item._id} className={styles.item} data-testid="checkout-line">
                <LineImage image={item.image} size={64} />
                <div className={styles.itemInfo}>
                  <span className={styles.itemName}>{item.name}</span>
                  <span className={styles.itemPrice}>{item.price !== undefined ? formatRupees(item.price) : messages.products.priceOnRequest}</span>
                  <QuantityControl name={item.name} quantity={item.quantity} onChange={(quantity) => changeQuantity(item._id, quantity)} />
                </div>
                <span className={styles.itemTotal}>{formatRupees(lineTotalOf(item))}</span>
                {shortLine?.productId === item._id && (
                  <p className={`${styles.error} ${styles.itemShort}`} role="alert" data-testid="line-short">
                    {shortLine.message}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>

        <div className={styles.side}>
          <section className={styles.card} aria-labelledby="price-details">
            <h2 id="price-details" className={styles.heading}>
              Price Details
            </h2>
            {pricesUpdated && (
              <p className={styles.note} role="status" data-testid="prices-updated">
                {messages.orders.pricesUpdated}
              </p>
            )}
            <dl className={styles.prices}>
              <dt>Items</dt>
              <dd data-testid="item-count">{countItems(items)}</dd>
              <dt>Total Amount</dt>
              <dd className={styles.total} data-testid="checkout-total">
                {formatRupees(total)}
              </dd>
            </dl>
            <p className={styles.note}>The final total is confirmed by our system when you place the order.</p>
          </section>

          <form ref={formRef} className={styles.card} method="post" onSubmit={placeOrder} aria-labelledby="shipping-info">
            <h2 id="shipping-info" className={styles.heading}>
              Shipping Information
            </h2>
            <div className={styles.field}>
              <label htmlFor="checkout-fullName">Full Name</label>
              <input
                {...fieldProps('fullName')}
                type="text"
                autoComplete="name"
                required
                maxLength={TEXT_LIMITS.name}
                value={fields.fullName}
                onChange={onField}
              />
              {fieldError('fullName')}
            </div>
            <div className={styles.field}>
              <label htmlFor="checkout-address">Address</label>
              <textarea
                {...fieldProps('address')}
                aria-describedby={errors.address ? 'checkout-address-error checkout-address-limit' : 'checkout-address-limit'}
                autoComplete="street-address"
                required
                rows={3}
                maxLength={TEXT_LIMITS.address}
                value={fields.address}
                onChange={onField}
              />
              <small id="checkout-address-limit" className={styles.note}>
                {`Up to ${TEXT_LIMITS.address} characters.`}
              </small>
              {fieldError('address')}
            </div>
            <div className={styles.field}>
              <label htmlFor="checkout-mobile">Mobile Number</label>
              <input
                {...fieldProps('mobile')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                required
                maxLength={TEXT_LIMITS.phoneAsTyped}
                value={fields.mobile}
                onChange={onField}
              />
              {fieldError('mobile')}
            </div>
            <div className={styles.field}>
              <label htmlFor="checkout-email">Email</label>
              <input
                {...fieldProps('email')}
                type="email"
                autoComplete="email"
                required
                maxLength={TEXT_LIMITS.email}
                value={fields.email}
                onChange={onField}
              />
              {fieldError('email')}
            </div>

            <fieldset className={styles.payment}>
              <legend>Payment Method</legend>
              <label className={styles.radio}>
                <input type="radio" name="paymentMethod" value="COD" checked={paymentMethod === 'COD'} onChange={() => setPaymentMethod('COD')} />
                Cash on Delivery (COD)
              </label>
              <label className={styles.radio}>
                <input type="radio" name="paymentMethod" value="Online" checked={paymentMethod === 'Online'} onChange={() => setPaymentMethod('Online')} />
                Online (UPI)
              </label>
            </fieldset>

            {paymentMethod === 'Online' && (
              <div className={styles.online} data-testid="online-payment">
                <p className={styles.onlineText}>
                  Pay <strong>{formatRupees(total)}</strong> by UPI, then enter the transaction ID below.
                </p>
                <dl className={styles.upiFacts}>
                  <dt>UPI ID</dt>
                  <dd>{site.upi.id}</dd>
                  <dt>Mobile Number</dt>
                  <dd>{site.mobile}</dd>
                </dl>
                <UpiQr link={upiLink} amountText={formatRupees(total)} />
                <a href={upiLink} className={styles.upiLink}>
                  Open in a UPI app
                </a>
                <div className={styles.field}>
                  <label htmlFor="checkout-transactionId">UPI transaction ID</label>
                  <input
                    {...fieldProps('transactionId')}
                    type="text"
                    required
                    maxLength={TEXT_LIMITS.transactionId}
                    autoComplete="off"
                    value={transactionId}
                    onChange={(event) => {
                      setTransactionId(event.target.value);
                      if (errors.transactionId) setErrors((current) => ({ ...current, transactionId: undefined }));
                    }}
                  />
                  {fieldError('transactionId')}
                </div>
              </div>
            )}

            <button type="submit" className={`${cartStyles.primaryButton} ${styles.placeOrder}`} disabled={posting}>
              {posting ? 'Placing Order...' : 'Place Order'}
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}
