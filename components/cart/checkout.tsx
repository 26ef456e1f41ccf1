'use client';
/**
 * /buy-now: the items (from the stored cart, or a product's one-item Buy Now cart kept in
 * sessionStorage), re-checked for today's prices and stock before the address is typed; the delivery
 * address in parts (lines, city, PIN code, state: the PIN code suggests the state, the buyer confirms
 * it, and the tax split shows as soon as it is chosen); COD or Online (UPI) payment; Place Order.
 * With JavaScript the order goes to POST /api/orders with an Idempotency-Key, the spec's alert shows
 * and Products opens with the confirmation. Without it, the same form posts to the Server Action
 * (./actions.ts beside the route) and this page becomes the confirmation. The stored cart is the
 * browser's (localStorage), which only script can read: without JavaScript the form knows the items
 * the server rendered into it, which is a product's Buy Now (/buy-now?product=ID).
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { placeOrderFromForm, type CheckoutFormState } from '@/app/(site)/buy-now/actions';
import { site } from '@/content/site';
import { holdUntilHydrated } from '@/components/forms/hold-submits';
import { useSendHeldSubmit } from '@/components/forms/use-send-held-submit';
import { OrderConfirmationPanel } from '@/components/shop/order-confirmation';
import confirmationStyles from '@/components/shop/order-confirmation.module.css';
import { unitsAvailable } from '@/lib/availability';
import { cartTotal, countItems, lineTotalOf, type CartItem } from '@/lib/cart/cart-item';
import { clearCart, setCartQuantity } from '@/lib/cart/cart-store';
import { endCheckout, setBuyNowQuantity, startBuyNowItems } from '@/lib/cart/checkout-source';
import { confirmationMessages } from '@/lib/cart/confirmation-messages';
import { asOrderConfirmation } from '@/lib/cart/order-confirmation';
import { rememberPlacedOrder } from '@/lib/cart/placed-order';
import { findState } from '@/lib/gst/states';
import { DEFAULT_GST_RATE } from '@/lib/gst/slabs';
import { sumTax, supplyTypeFor, taxLine } from '@/lib/gst/tax';
import { messages } from '@/lib/messages';
import { formatMoney, storedRupees, toRupees } from '@/lib/money';
import { TEXT_LIMITS, type PaymentMethod } from '@/lib/shop-rules';
import { buildUpiLink } from '@/lib/upi';
import { ADDRESS_LINES_MAX, addressText, CITY_MAX, orderBodyFromForm, orderFormErrors, orderSchema, type OrderFormField } from '@/lib/validation/order';
import { trackingUrl } from '@/lib/whatsapp';
import { createAttemptKeys } from './idempotency-key';
import { LineImage } from './line-image';
import { QuantityControl } from './quantity-control';
import { UpiQr } from './upi-qr';
import { BusinessFields, EMPTY_GST_FIELDS, StateField, stateAfterPinChange, type GstFields } from './checkout-gst';
import { useCart, useCheckoutSource, useHasMounted } from './use-cart';
import { ProductsGoneNotice, StockChangesNotice, useCartPrices } from './use-cart-prices';
import cartStyles from './cart.module.css';
import styles from './checkout.module.css';
import { paths } from '@/lib/paths';

interface ShippingFields {
  fullName: string;
  addressLines: string;
  city: string;
  pinCode: string;
  mobile: string;
  email: string;
}

type FieldName = Exclude<OrderFormField, 'business' | 'paymentMethod'>;
type FieldErrors = Partial<Record<FieldName, string>>;

const EMPTY_FIELDS: ShippingFields = { fullName: '', addressLines: '', city: '', pinCode: '', mobile: '', email: '' };
const FIELD_ORDER: FieldName[] = ['fullName', 'addressLines', 'city', 'pinCode', 'billingState', 'mobile', 'email', 'businessName', 'gstin', 'transactionId'];
const UPI_NOTE = `Order at ${site.name}`;

interface OrderAnswer {
  message?: string;
  order?: { orderNumber?: string; totalAmount?: number };
  confirmation?: unknown;
  /** With 409: the line that cannot be had, and how many units are left of it. */
  productId?: string;
  available?: number;
  /** With 400: the fields the server refused (the shop's own GSTIN, which only the server knows). */
  errors?: Record<string, string[] | undefined>;
}

/**
 * The body of POST /api/orders: the spec's fields (the address also as its one text, and the total
 * shown, which the server recomputes) with the address in parts and the GST fields.
 */
export function orderRequestBody(
  fields: ShippingFields,
  paymentMethod: PaymentMethod,
  transactionId: string,
  items: readonly CartItem[],
  gst: GstFields = EMPTY_GST_FIELDS,
) {
  const body = orderBodyFromForm(
    {
      ...fields,
      billingState: gst.billingState,
      business: gst.business ? 'on' : '',
      businessName: gst.businessName,
      gstin: gst.gstin,
      paymentMethod,
      transactionId,
    },
    items,
  );
  const { lines, city, pinCode, state } = body.shippingAddress;
  return {
    ...body,
    address: addressText({ lines: lines.trim(), city: city.trim(), pinCode: pinCode.replace(/\s+/g, ''), state }),
    totalAmount: toRupees(cartTotal(items)),
  };
}

/** The first message per field from the shared order rules; empty when the order may be sent. */
export function validateOrder(body: ReturnType<typeof orderRequestBody>): FieldErrors {
  const result = orderSchema.safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(orderFormErrors(result.error.issues))) {
    if ((FIELD_ORDER as string[]).includes(field)) errors[field as FieldName] = message;
  }
  return errors;
}

/** The tax split of the lines for a buyer in `stateName`, as the server will compute it (lib/gst/tax.ts). */
function taxPreview(items: readonly CartItem[], stateName: string, gstRates: ReadonlyMap<string, number>) {
  const state = findState(stateName);
  if (!state) return null;
  const supply = supplyTypeFor(site.tax.stateCode, state.code);
  const lines = items
    .filter((item) => item.price !== undefined)
    .map((item) => taxLine({ unitPaise: storedRupees(item.price ?? 0), quantity: item.quantity, rate: gstRates.get(item._id) ?? DEFAULT_GST_RATE }, supply));
  return { supply, state: state.name, ...sumTax(lines) };
}

interface CheckoutProps {
  /** A product's Buy Now rendered by the server (/buy-now?product=ID): the items the form knows without JavaScript. */
  serverItems?: CartItem[];
  /** The Idempotency-Key of the form as the server rendered it, so a form posted twice places one order. */
  formKey?: string;
  /** This site's origin, for the tracking link in the WhatsApp message of the confirmation. */
  origin?: string;
}

export function Checkout({ serverItems, formKey = '', origin = '' }: CheckoutProps) {
  const mounted = useHasMounted();
  const source = useCheckoutSource();
  const cart = useCart();
  const router = useRouter();
  const [formState, formAction] = useActionState<CheckoutFormState, FormData>(placeOrderFromForm, { values: {} });
  // Before hydration (and without JavaScript) the form shows what the server rendered into it.
  const items = !mounted ? (serverItems ?? []) : source.source === 'buy-now' ? source.items : cart;
  const fromCart = mounted && source.source === 'cart';
  const posted = formState.values;

  const [fields, setFields] = useState<ShippingFields>(() => ({ ...EMPTY_FIELDS, ...pick(posted, Object.keys(EMPTY_FIELDS) as Array<keyof ShippingFields>) }));
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(posted.paymentMethod === 'Online' ? 'Online' : 'COD');
  const [transactionId, setTransactionId] = useState(posted.transactionId ?? '');
  const [gst, setGst] = useState<GstFields>(() => ({
    billingState: posted.billingState ?? '',
    business: posted.business === 'on',
    businessName: posted.businessName ?? '',
    gstin: posted.gstin ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors>(formState.errors ?? {});
  const [posting, setPosting] = useState(false);
  // The line the shop could not supply at the last try, shown under that item.
  const [shortLine, setShortLine] = useState<{ productId: string; message: string } | null>(null);
  const postingRef = useRef(false);
  const suggestedRef = useRef<string | undefined>(undefined);
  const attemptKeys = useMemo(() => createAttemptKeys(), []);
  const formRef = useRef<HTMLFormElement>(null);
  const heldRef = useSendHeldSubmit(formRef);

  // What was typed or chosen before hydration is in the server's form but not in this state (React
  // keeps a controlled field's state, not what the page showed): it is taken over as the form
  // mounts, before the next render would write the empty state over it.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<string, string>> = {};
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') typed[name] = value;
    const shipping = pick(typed, Object.keys(EMPTY_FIELDS) as Array<keyof ShippingFields>);
    if (Object.keys(shipping).length > 0) setFields((current) => ({ ...current, ...shipping }));
    if (typed.paymentMethod === 'Online') setPaymentMethod('Online');
    if (typed.transactionId) setTransactionId(typed.transactionId);
    const billing = pick(typed, ['billingState', 'businessName', 'gstin'] as const);
    // A PIN code typed then suggests its state, as it does when typed now.
    const suggested = typed.pinCode && !billing.billingState ? stateAfterPinChange(typed.pinCode, '', undefined) : '';
    if (suggested) {
      suggestedRef.current = suggested;
      billing.billingState = suggested;
    }
    if (Object.keys(billing).length > 0 || typed.business === 'on')
      setGst((current) => ({ ...current, ...billing, business: current.business || typed.business === 'on' }));
  }, []);

  // A server-rendered Buy Now becomes the browser's Buy Now checkout once script runs.
  useEffect(() => {
    if (!serverItems?.length) return;
    startBuyNowItems(serverItems);
    window.history.replaceState(null, '', paths.buyNow());
  }, [serverItems]);

  const total = cartTotal(items);
  const upiLink = useMemo(() => buildUpiLink({ amount: total, note: UPI_NOTE }), [total]);

  // Today's prices, GST rates and stock for the items shown: a changed price or a line over the stock
  // is stored and said above the items, a deleted product leaves with its name said.
  const { pricesUpdated, removedNames, gstRates, availability, stockChanges, checked } = useCartPrices(items, fromCart ? 'cart' : 'buy-now');
  const goneNotice = <ProductsGoneNotice names={removedNames} />;
  const tax = gst.billingState && (checked || !mounted) ? taxPreview(items, gst.billingState, gstRates) : null;

  if (formState.placed) {
    return (
      <div className={styles.checkout}>
        <OrderConfirmationPanel
          order={formState.placed}
          headingLevel={1}
          trackingUrl={trackingUrl(origin, formState.placed.orderNumber)}
          {...(formState.upiQrDataUrl ? { upiQrDataUrl: formState.upiQrDataUrl } : {})}
          actions={
            <Link href={paths.listing({})} className={confirmationStyles.dismiss}>
              Continue shopping
            </Link>
          }
        />
      </div>
    );
  }

  if (!mounted && !serverItems?.length) {
    return (
      <div className={cartStyles.status}>
        <p role="status">Loading your order...</p>
        <noscript>
          <p>{confirmationMessages.noScriptCart}</p>
        </noscript>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className={cartStyles.empty}>
        {goneNotice}
        <StockChangesNotice changes={stockChanges} />
        <h1 className={cartStyles.title}>{messages.orders.noItems}</h1>
        <Link href={paths.listing({})} className={cartStyles.primaryButton}>
          Go Shopping
        </Link>
      </div>
    );
  }

  const changeQuantity = (id: string, quantity: number) => {
    if (fromCart) setCartQuantity(id, quantity);
    else setBuyNowQuantity(id, quantity);
  };

  const clearError = (name: FieldName) => {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onField = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as keyof ShippingFields;
    const value = event.target.value;
    setFields((current) => ({ ...current, [name]: value }));
    clearError(name);
    if (name === 'pinCode') {
      // The PIN code's state fills an empty state (or replaces the last suggestion); the buyer's own choice stays.
      const next = stateAfterPinChange(value, gst.billingState, suggestedRef.current);
      if (next !== gst.billingState) {
        suggestedRef.current = next;
        setGst((current) => ({ ...current, billingState: next }));
        clearError('billingState');
      }
    }
  };

  const placeOrder = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second click while the first request runs does nothing (the key would make it harmless anyway).
    if (postingRef.current) return;
    const body = orderRequestBody(fields, paymentMethod, transactionId, items, gst);
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
      // A field the server refused is shown next to it, as the form's own checks are.
      const refused = response.status === 400 ? FIELD_ORDER.filter((name) => answer.errors?.[name]?.[0]) : [];
      if (refused.length > 0) {
        setErrors(Object.fromEntries(refused.map((name) => [name, answer.errors![name]![0]])));
        formRef.current?.querySelector<HTMLElement>(`[name="${refused[0]}"]`)?.focus();
        return;
      }
      if (!response.ok) {
        window.alert(`${messages.orders.failedPrefix}${answer.message ?? response.statusText}`);
        return;
      }
      const lines: string[] = [messages.orders.placed];
      if (answer.order?.orderNumber) lines.push(`Your order number is ${answer.order.orderNumber}.`);
      if (typeof answer.order?.totalAmount === 'number') lines.push(`Total: ${formatMoney(storedRupees(answer.order.totalAmount))}`);
      window.alert(lines.join('\n'));
      // The confirmation panel on Products, for this browser session.
      const confirmation = asOrderConfirmation(answer.confirmation);
      if (confirmation) rememberPlacedOrder(confirmation);
      if (fromCart) clearCart();
      endCheckout();
      router.push(paths.listing({}));
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
      <StockChangesNotice changes={stockChanges} />
      {formState.message && (
        <p className={styles.error} role="alert">
          {formState.message}
        </p>
      )}
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
                  <span className={styles.itemPrice}>
                    {item.price !== undefined ? formatMoney(storedRupees(item.price)) : messages.products.priceOnRequest}
                  </span>
                  {mounted ? (
                    <QuantityControl
                      name={item.name}
                      quantity={item.quantity}
                      max={unitsAvailable(availability.get(item._id) ?? {})}
                      onChange={(quantity) => changeQuantity(item._id, quantity)}
                    />
                  ) : (
                    <span>Quantity: {item.quantity}</span>
                  )}
                </div>
                <span className={styles.itemTotal}>{formatMoney(lineTotalOf(item))}</span>
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
                {formatMoney(total)}
              </dd>
            </dl>
            <div className={styles.taxSplit} data-testid="tax-split" aria-live="polite">
              {tax ? (
                <dl className={styles.prices}>
                  <dt>Taxable value</dt>
                  <dd>{formatMoney(tax.taxableValue)}</dd>
                  {tax.supply === 'intra-state' ? (
                    <>
                      <dt>CGST</dt>
                      <dd data-testid="tax-cgst">{formatMoney(tax.cgst)}</dd>
                      <dt>SGST</dt>
                      <dd data-testid="tax-sgst">{formatMoney(tax.sgst)}</dd>
                    </>
                  ) : (
                    <>
                      <dt>IGST (supply to {tax.state})</dt>
                      <dd data-testid="tax-igst">{formatMoney(tax.igst)}</dd>
                    </>
                  )}
                </dl>
              ) : (
                <p className={styles.note}>{gst.billingState ? 'Working out the tax...' : 'Choose your state below to see the tax (included in the total).'}</p>
              )}
            </div>
            <p className={styles.note}>The final total is confirmed by our system when you place the order.</p>
          </section>

          <form ref={heldRef} className={styles.card} action={formAction} onSubmit={placeOrder} aria-labelledby="shipping-info" {...holdUntilHydrated}>
            <h2 id="shipping-info" className={styles.heading}>
              Shipping Information
            </h2>
            <input type="hidden" name="cart" value={items.map((item) => `${item._id}:${item.quantity}`).join(',')} />
            <input type="hidden" name="idempotencyKey" value={formKey} />
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
              <label htmlFor="checkout-addressLines">Address (house, street, area)</label>
              <textarea
                {...fieldProps('addressLines')}
                aria-describedby={errors.addressLines ? 'checkout-addressLines-error checkout-addressLines-limit' : 'checkout-addressLines-limit'}
                autoComplete="street-address"
                required
                rows={3}
                maxLength={ADDRESS_LINES_MAX}
                value={fields.addressLines}
                onChange={onField}
              />
              <small id="checkout-addressLines-limit" className={styles.note}>
                {`Up to ${ADDRESS_LINES_MAX} characters.`}
              </small>
              {fieldError('addressLines')}
            </div>
            <div className={styles.fieldRow}>
              <div className={styles.field}>
                <label htmlFor="checkout-city">City</label>
                <input {...fieldProps('city')} type="text" autoComplete="address-level2" required maxLength={CITY_MAX} value={fields.city} onChange={onField} />
                {fieldError('city')}
              </div>
              <div className={styles.field}>
                <label htmlFor="checkout-pinCode">PIN Code</label>
                <input
                  {...fieldProps('pinCode')}
                  type="text"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  required
                  maxLength={7}
                  pattern="[1-9][0-9]{2} ?[0-9]{3}"
                  value={fields.pinCode}
                  onChange={onField}
                />
                {fieldError('pinCode')}
              </div>
            </div>
            <StateField
              value={gst.billingState}
              pinCode={fields.pinCode}
              onChange={(state) => {
                setGst((current) => ({ ...current, billingState: state }));
                clearError('billingState');
              }}
              fieldProps={fieldProps}
              fieldError={fieldError}
            />
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

            <BusinessFields
              gst={gst}
              alwaysShown={!mounted}
              onChange={(change, field) => {
                setGst((current) => ({ ...current, ...change }));
                clearError(field);
              }}
              fieldProps={fieldProps}
              fieldError={fieldError}
            />

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

            {(paymentMethod === 'Online' || !mounted) && (
              <div className={styles.online} data-testid="online-payment">
                <p className={styles.onlineText}>
                  {mounted ? 'Pay ' : 'For Online: pay '}
                  <strong>{formatMoney(total)}</strong> by UPI, then enter the transaction ID below.
                </p>
                <dl className={styles.upiFacts}>
                  <dt>UPI ID</dt>
                  <dd>{site.upi.id}</dd>
                  <dt>Mobile Number</dt>
                  <dd>{site.mobile}</dd>
                </dl>
                {mounted && <UpiQr link={upiLink} amountText={formatMoney(total)} />}
                <a href={upiLink} className={styles.upiLink}>
                  Open in a UPI app
                </a>
                <div className={styles.field}>
                  <label htmlFor="checkout-transactionId">UPI transaction ID</label>
                  <input
                    {...fieldProps('transactionId')}
                    type="text"
                    required={mounted}
                    maxLength={TEXT_LIMITS.transactionId}
                    autoComplete="off"
                    value={transactionId}
                    onChange={(event) => {
                      setTransactionId(event.target.value);
                      clearError('transactionId');
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

/** The named values of a posted form that are present. */
function pick<K extends string>(values: Partial<Record<string, string>>, names: readonly K[]): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = values[name];
    if (value !== undefined) found[name] = value;
  }
  return found;
}
