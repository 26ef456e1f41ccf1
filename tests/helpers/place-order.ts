/** Places a customer's order through POST /api/orders (a Punjab buyer paying cash), as the checkout does. */
import { expect } from 'vitest';
import { POST as PLACE } from '@/app/api/orders/route';
import { bodyOf, request } from '../api/http';

export async function placeOrder(
  cart: Array<{ _id: string; quantity?: number }>,
  fields: Record<string, unknown> = {},
): Promise<{ _id: string; orderNumber: string }> {
  const body = {
    fullName: 'Buyer',
    address: '12 Model Town, Ludhiana',
    mobile: '9876543210',
    email: 'buyer@example.in',
    billingState: 'Punjab',
    cart,
    ...fields,
  };
  const response = await PLACE(request('/api/orders', { method: 'POST', body }));
  expect(response.status).toBe(201);
  return (await bodyOf(response)).order as { _id: string; orderNumber: string };
}
