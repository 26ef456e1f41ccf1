/** A product as pages, components and the JSON API see it (plain JSON: ids and dates as strings). */
import type { Category } from '@/lib/categories';

export interface Product {
  _id: string;
  name: string;
  description?: string;
  price?: number;
  offer?: string;
  rating?: number;
  category: Category;
  images: string[];
  createdAt: string;
  updatedAt: string;
}

export interface ProductPage {
  products: Product[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}
