/** A product as pages, components and the JSON API see it (plain JSON: ids and dates as strings). */
import type { Category } from '@/lib/categories';
import type { AvailabilityStatus } from '@/lib/availability';

export interface Product {
  _id: string;
  name: string;
  description?: string;
  price?: number;
  offer?: string;
  rating?: number;
  category: Category;
  images: string[];
  /** HSN code printed on GST tax invoices (4-8 digits). */
  hsnCode?: string;
  /** GST rate in percent included in the price: a slab of lib/gst/slabs.ts, or a retired rate kept from before (18 when never set). */
  gstRate?: number;
  createdAt: string;
  updatedAt: string;
  /** Tracked products only (lib/availability.ts): what everyone sees of the stock. */
  availability?: AvailabilityStatus;
  /** With "low-stock": the units left. */
  unitsLeft?: number;
  /** Admin reads only: the units in stock, null when not tracked. Never in the public JSON. */
  stock?: number | null;
}

export interface ProductPage {
  products: Product[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}
