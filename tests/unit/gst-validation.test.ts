import { site } from '@/content/site';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@/lib/gst/gstin';
import { gstMessages } from '@/lib/gst/messages';
import { orderSchema } from '@/lib/validation/order';
import { productCreateSchema, productCreateSchemaFor, productUpdateSchema, productUpdateSchemaFor } from '@/lib/validation/product';

const base = {
  fullName: 'Asha Verma',
  address: 'Shop 4, Ghumar Mandi, Ludhiana',
  billingState: 'Punjab',
  mobile: '9876543210',
  email: 'asha@example.in',
  cart: [{ _id: '64b7f0c2a1b2c3d4e5f60718', quantity: 1 }],
};
const punjabGstin = (pan: string) => `03${pan}1Z${gstinCheckCharacter(`03${pan}1Z`)}`;
const issuesOf = (input: unknown) => {
  const result = orderSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('orderSchema: billing state and GSTIN', () => {
  it('takes the billing state in any casing, stored canonically; left out, never assumed: the PIN code in the address or a 400 naming the field', () => {
    expect(orderSchema.parse({ ...base, billingState: ' tamil NADU ' }).billingState).toBe('Tamil Nadu');
    const stateless = { ...base, billingState: undefined };
    expect(orderSchema.parse({ ...stateless, address: 'Flat 2, Bandra West, Mumbai 400 050' }).billingState).toBe('Maharashtra');
    expect(orderSchema.parse({ ...stateless, address: 'Shop 4, Ghumar Mandi, Ludhiana - 141001' }).billingState).toBe('Punjab');
    expect(issuesOf(stateless)).toEqual({ billingState: gstMessages.billingStateMissing });
    // A mobile number in the address is not a PIN code; an Army Postal Service PIN has no state.
    expect(issuesOf({ ...stateless, address: 'Call 9876543210 at the gate' })).toEqual({ billingState: gstMessages.billingStateMissing });
    expect(issuesOf({ ...stateless, address: 'Unit 12, 56 APO 901234' })).toEqual({ billingState: gstMessages.billingStateMissing });
  });

  it('stores a structured address as parts and as the single address string; the state comes from the parts or the PIN code', () => {
    const buyer = { ...base, address: undefined, billingState: undefined };
    const parts = { lines: 'Flat 2, Hill Road\nBandra West', city: 'Mumbai', pinCode: '400 050' };
    const parsed = orderSchema.parse({ ...buyer, shippingAddress: { ...parts, state: 'maharashtra' } });
    expect(parsed).toMatchObject({
      billingState: 'Maharashtra',
      shippingAddress: { lines: 'Flat 2, Hill Road\nBandra West', city: 'Mumbai', pinCode: '400050', state: 'Maharashtra' },
      address: 'Flat 2, Hill Road\nBandra West\nMumbai 400050\nMaharashtra',
    });
    expect(orderSchema.parse({ ...buyer, shippingAddress: parts }).billingState).toBe('Maharashtra');
    // The billing state asked on the form is the shipping state too.
    expect(orderSchema.parse({ ...buyer, billingState: 'Goa', shippingAddress: parts }).shippingAddress?.state).toBe('Goa');
    expect(issuesOf({ ...buyer, shippingAddress: { ...parts, pinCode: '04005' } })).toEqual({
      'shippingAddress.pinCode': 'PIN code must be 6 digits, the first not 0.',
    });
    expect(issuesOf({ ...buyer, shippingAddress: { ...parts, city: ' ' } })).toEqual({ 'shippingAddress.city': 'City is required.' });
    expect(issuesOf({ ...buyer, billingState: 'Punjab' })).toEqual({ address: 'Address is required.' });
  });

  it('refuses an empty or unknown billing state, naming the field', () => {
    expect(issuesOf({ ...base, billingState: '' })).toEqual({ billingState: gstMessages.billingStateRequired });
    expect(issuesOf({ ...base, billingState: 'Atlantis' })).toEqual({ billingState: gstMessages.billingStateUnknown });
    expect(issuesOf({ ...base, billingState: 3 })).toEqual({ billingState: gstMessages.billingStateUnknown });
  });

  it('accepts a valid GSTIN of the billing state with a business name, normalised', () => {
    const gstin = punjabGstin('ABCDE1234F');
    const parsed = orderSchema.parse({ ...base, billingState: 'punjab', gstin: ` ${gstin.toLowerCase()} `, businessName: ' Verma Traders ' });
    expect(parsed).toMatchObject({ billingState: 'Punjab', gstin, businessName: 'Verma Traders' });
    expect(orderSchema.parse({ ...base, billingState: 'Maharashtra', gstin: '27AAPFU0939F1ZV', businessName: 'A' }).gstin).toBe('27AAPFU0939F1ZV');
  });

  it('explains a malformed GSTIN, a wrong check character and a GSTIN of another state', () => {
    expect(issuesOf({ ...base, gstin: '03ABCDE1234F1Z', businessName: 'A' })).toEqual({ gstin: gstMessages.gstinFormat });
    const good = punjabGstin('ABCDE1234F');
    const wrongCheck = good.slice(0, 14) + (good[14] === 'A' ? 'B' : 'A');
    expect(issuesOf({ ...base, gstin: wrongCheck, businessName: 'A' })).toEqual({ gstin: gstMessages.gstinChecksum });
    expect(issuesOf({ ...base, billingState: 'Punjab', gstin: '27AAPFU0939F1ZV', businessName: 'A' })).toEqual({
      gstin: gstMessages.gstinState('Maharashtra', '27', 'Punjab'),
    });
  });

  it("leaves the shop's own GSTIN to the server, which knows the one stored in Business details (tests/api/gst-orders.test.ts)", () => {
    expect(issuesOf({ ...base, gstin: site.tax.gstin.toLowerCase(), businessName: 'Anyone' })).toEqual({});
  });

  it('puts the business name through the one text rule: control, bidi and zero-width-only names are refused', () => {
    const gstin = punjabGstin('ABCDE1234F');
    expect(issuesOf({ ...base, gstin, businessName: '\u0000Verma' })).toEqual({
      businessName: 'Business name must be one line of text without control characters.',
    });
    expect(issuesOf({ ...base, gstin, businessName: '\u001b[31mVerma' })).toEqual({
      businessName: 'Business name must be one line of text without control characters.',
    });
    expect(issuesOf({ ...base, gstin, businessName: 'Verma \u202eTraders' })).toEqual({
      businessName: 'Business name contains text-direction control characters.',
    });
    expect(issuesOf({ ...base, gstin, businessName: '\u200b\u200b' })).toEqual({ businessName: gstMessages.businessNameRequired });
    expect(orderSchema.parse({ ...base, gstin, businessName: 'ਵਰਮਾ ट्रेडर्स' }).businessName).toBe('ਵਰਮਾ ट्रेडर्स');
  });

  it('wants the GSTIN and the business name together; empty ones mean a consumer purchase', () => {
    expect(issuesOf({ ...base, businessName: 'Verma Traders' })).toEqual({ gstin: gstMessages.gstinRequired });
    expect(issuesOf({ ...base, gstin: punjabGstin('ABCDE1234F') })).toEqual({ businessName: gstMessages.businessNameRequired });
    expect(orderSchema.parse({ ...base, gstin: '', businessName: '' })).toMatchObject({ gstin: null, businessName: null });
    expect(orderSchema.parse({ ...base, gstin: null, businessName: null })).toMatchObject({ gstin: null, businessName: null });
  });
});

const SLAB_MESSAGE = 'GST rate must be one of the current slabs: 0, 5, 18 or 40%. The 12 and 28% rates ended on 22 September 2025.';

describe('product HSN code and GST rate', () => {
  it('takes 4-8 digit HSN codes and the current slabs 0, 5, 18 and 40', () => {
    expect(productCreateSchema.parse({ name: 'X', category: 'Spares', hsnCode: '8471', gstRate: 40 })).toMatchObject({ hsnCode: '8471', gstRate: 40 });
    expect(productUpdateSchema.parse({ hsnCode: '84716060', gstRate: 0 })).toEqual({ hsnCode: '84716060', gstRate: 0 });
    expect(productUpdateSchema.parse({ gstRate: 5 })).toEqual({ gstRate: 5 });
    expect(productUpdateSchema.parse({ gstRate: 18 })).toEqual({ gstRate: 18 });
    expect(productUpdateSchema.parse({ hsnCode: null })).toEqual({ hsnCode: null });
  });

  it('leaves the HSN code optional on a new product, as the spec upload has none', () => {
    expect(productCreateSchema.parse({ name: 'X', category: 'Spares' })).not.toHaveProperty('hsnCode');
  });

  it.each([['847'], ['847160601'], ['84A1'], [8471]])('refuses HSN code %j', (hsnCode) => {
    const result = productUpdateSchema.safeParse({ hsnCode });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['hsnCode']);
    expect(result.error?.issues[0]?.message).toBe('HSN code must be 4 to 8 digits.');
  });

  it('takes the fewest HSN digits from the configuration: with 6, a 4-digit code is refused and a 6-digit one taken', () => {
    const six = productUpdateSchemaFor(6).safeParse({ hsnCode: '8471' });
    expect(six.error?.issues[0]).toMatchObject({ path: ['hsnCode'], message: 'HSN code must be 6 to 8 digits.' });
    expect(productUpdateSchemaFor(6).parse({ hsnCode: '847190' })).toEqual({ hsnCode: '847190' });
    expect(productCreateSchemaFor(8).safeParse({ name: 'X', category: 'Spares', hsnCode: '847190' }).success).toBe(false);
  });

  it.each([[12], [28]])('refuses the retired rate %j with a message naming the current slabs', (gstRate) => {
    for (const result of [productUpdateSchema.safeParse({ gstRate }), productCreateSchema.safeParse({ name: 'X', category: 'Spares', gstRate })]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['gstRate'], message: SLAB_MESSAGE });
    }
  });

  it.each([[3], [18.5], ['18'], [-5], [28.0001]])('refuses GST rate %j', (gstRate) => {
    const result = productUpdateSchema.safeParse({ gstRate });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SLAB_MESSAGE);
  });
});
