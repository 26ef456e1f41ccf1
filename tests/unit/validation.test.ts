import { describe, expect, it } from 'vitest';
import { findCategory, CATEGORIES, categorySlug } from '@/lib/categories';
import { messages } from '@/lib/messages';
import { registerSchema } from '@/lib/validation/admin';
import { contactSchema } from '@/lib/validation/contact';
import { orderSchema } from '@/lib/validation/order';
import { productCreateSchema, productUpdateSchema } from '@/lib/validation/product';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('contactSchema (spec 5: all four required, phone exactly 10 digits after trimming)', () => {
  const valid = { name: 'Aman', phone: '9876543210', email: 'aman@example.in', message: 'Hello' };

  it('accepts a valid message and trims the phone', () => {
    expect(contactSchema.parse({ ...valid, phone: ' 9876543210  ' }).phone).toBe('9876543210');
  });

  it.each(['+91 98765 43210', '098765-43210', '98765 43210', '+919876543210', '(98765) 43210'])(
    'accepts phone %j as typed and stores its 10 digits',
    (phone) => {
      expect(contactSchema.parse({ ...valid, phone }).phone).toBe('9876543210');
    },
  );

  it.each(['987654321', '98765432100', '+929876543210', '98765-4321', '+91 98765 4321', '0098765 43210', 'nine876543210', ''])(
    'refuses phone %j with the spec message',
    (phone) => {
      expect(firstMessage(contactSchema.safeParse({ ...valid, phone }))).toBe('Please enter a valid 10-digit phone number.');
    },
  );

  it.each(['name', 'email', 'message', 'phone'])('requires %s', (field) => {
    const input: Record<string, string> = { ...valid };
    delete input[field];
    expect(contactSchema.safeParse(input).success).toBe(false);
  });
});

describe('productCreateSchema (spec 5: name and category required, rating 1-5, up to 5 images)', () => {
  it('requires name and category with the spec message', () => {
    expect(firstMessage(productCreateSchema.safeParse({ category: 'Spares' }))).toBe('⚠️ Please fill Product Name, & Category!');
    expect(firstMessage(productCreateSchema.safeParse({ name: 'Print head' }))).toBe('⚠️ Please fill Product Name, & Category!');
  });

  it('canonicalises the category and defaults images to an empty list and the GST rate to 18%', () => {
    expect(productCreateSchema.parse({ name: 'X', category: 'web CAMERA' })).toEqual({ name: 'X', category: 'Web Camera', images: [], gstRate: 18 });
  });

  it.each([0.5, 5.5])('refuses rating %d', (rating) => {
    expect(productCreateSchema.safeParse({ name: 'X', category: 'Spares', rating }).success).toBe(false);
  });

  it('accepts https and site-relative image URLs only', () => {
    expect(productCreateSchema.safeParse({ name: 'X', category: 'Spares', images: ['https://res.cloudinary.com/a.webp', '/uploads/a.webp'] }).success).toBe(
      true,
    );
    for (const url of ['http://example.com/a.png', '//evil.example/a.png', 'javascript:alert(1)', 'data:image/png;base64,xx']) {
      expect(productCreateSchema.safeParse({ name: 'X', category: 'Spares', images: [url] }).success).toBe(false);
    }
  });

  it('refuses an empty edit', () => {
    expect(productUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('orderSchema (spec 5: shipping fields required, transaction id while Online)', () => {
  const valid = {
    fullName: 'A',
    address: 'B',
    billingState: 'Punjab',
    mobile: '9876543210',
    email: 'a@example.in',
    cart: [{ _id: 'a'.repeat(24), quantity: 1 }],
  };

  it.each(['+91 98765 43210', '098765-43210', '98765 43210'])('accepts mobile %j and stores its 10 digits', (mobile) => {
    expect(orderSchema.parse({ ...valid, mobile }).mobile).toBe('9876543210');
  });

  it('refuses a mobile that is not 10 digits once normalised', () => {
    expect(firstMessage(orderSchema.safeParse({ ...valid, mobile: '+91 98765 432' }))).toBe('Please enter a valid 10-digit mobile number.');
  });

  it('defaults to COD and stores no transaction id for it', () => {
    expect(orderSchema.parse({ ...valid, transactionId: 'x' })).toMatchObject({ paymentMethod: 'COD', transactionId: null });
  });

  it('requires a transaction id for Online', () => {
    expect(firstMessage(orderSchema.safeParse({ ...valid, paymentMethod: 'Online' }))).toBe(messages.orders.transactionIdRequired);
    expect(orderSchema.parse({ ...valid, paymentMethod: 'Online', transactionId: 'UPI123' }).transactionId).toBe('UPI123');
  });

  it('drops client prices and totals from the parsed order', () => {
    const parsed = orderSchema.parse({ ...valid, totalAmount: 1, cart: [{ _id: 'a'.repeat(24), quantity: 2, price: 1 }] });
    expect(parsed).not.toHaveProperty('totalAmount');
    expect(parsed.cart[0]).toEqual({ _id: 'a'.repeat(24), quantity: 2 });
  });

  it('counts a missing quantity as 1 (spec 9: default quantity 1)', () => {
    expect(orderSchema.parse({ ...valid, cart: [{ _id: 'a'.repeat(24) }] }).cart[0]?.quantity).toBe(1);
  });
});

describe('registerSchema', () => {
  it('lower-cases the email and requires 12+ characters (every password an admin sets)', () => {
    expect(registerSchema.parse({ email: ' Owner@Sanvio.IN ', password: '123456789012' }).email).toBe('owner@sanvio.in');
    expect(registerSchema.safeParse({ email: 'owner@sanvio.in', password: '12345678901' }).success).toBe(false);
  });
});

describe('categories (spec 3: 16 selectable, compared case-insensitively)', () => {
  it('has the 16 categories of the spec with unique slugs', () => {
    expect(CATEGORIES).toHaveLength(16);
    expect(new Set(CATEGORIES.map(categorySlug)).size).toBe(16);
  });

  it('finds a category in any casing and nothing for an unknown name', () => {
    expect(findCategory('  pos printer ')).toBe('POS Printer');
    expect(findCategory('Teapots')).toBeUndefined();
    expect(findCategory('')).toBeUndefined();
  });
});
