/**
 * The admin Orders, All Products, Contact Messages and Service Requests screens keep their page and filters in the address
 * (/admin/orders?status=new&paid=no&page=2): read leniently (an unknown value is no filter, a bad page
 * is page 1) and written back the same way, so a reload, a bookmark or a shared link shows the same list.
 */
import { parsePageNumber } from '@/lib/paging';
import { referenceNumberPattern } from '@/lib/reference-number';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/shop-rules';
import { findCategory, type Category } from '@/lib/categories';
import { normaliseQuery } from '@/lib/search-words';
import { SERVICE_STATUSES, type ServiceStatus } from '@/lib/service-rules';
import { paths } from '@/lib/paths';

/** The admin's product stock filters (lib/server/catalogue/products.ts reads them). */
export type AdminStockFilter = 'low' | 'out' | 'untracked';

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A search as typed, trimmed and cut to the search's length; empty is no search. */
function searchParam(value: string | string[] | undefined): string | undefined {
  const text = normaliseQuery(first(value));
  return text ? text : undefined;
}

/** ?page=N read leniently (lib/paging.ts); anything that is not a number is page 1. */
export function pageParam(value: string | string[] | undefined): number {
  return parsePageNumber(first(value)) ?? 1;
}

/** An order number as the shop writes them (lib/reference-number.ts): no I, L, O or U. */
const ORDER_NUMBER = referenceNumberPattern('SV');

export interface OrderListQuery {
  page: number;
  status?: OrderStatus;
  paid?: boolean;
  /** One order by its number (the link in the shop's new-order e-mail). */
  order?: string;
  /** Order number, customer name, mobile or GSTIN, as typed (matched literally: lib/server/orders/orders.ts). */
  q?: string;
}

export function orderListQuery(params: Params): OrderListQuery {
  const status = first(params.status);
  const paid = first(params.paid);
  const order = first(params.order)?.trim().toUpperCase();
  const q = searchParam(params.q);
  return {
    page: pageParam(params.page),
    ...(ORDER_STATUSES.includes(status as OrderStatus) ? { status: status as OrderStatus } : {}),
    ...(paid === 'yes' ? { paid: true } : paid === 'no' ? { paid: false } : {}),
    ...(order && ORDER_NUMBER.test(order) ? { order } : {}),
    ...(q ? { q } : {}),
  };
}

export function orderListHref(query: OrderListQuery): string {
  const search = new URLSearchParams();
  if (query.order) search.set('order', query.order);
  if (query.q) search.set('q', query.q);
  if (query.status) search.set('status', query.status);
  if (query.paid !== undefined) search.set('paid', query.paid ? 'yes' : 'no');
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return `${paths.admin.orders()}${text ? `?${text}` : ''}`;
}

export interface MessageListQuery {
  page: number;
  read?: boolean;
}

export function messageListQuery(params: Params): MessageListQuery {
  const read = first(params.read);
  return { page: pageParam(params.page), ...(read === 'yes' ? { read: true } : read === 'no' ? { read: false } : {}) };
}

export function messageListHref(query: MessageListQuery): string {
  const search = new URLSearchParams();
  if (query.read !== undefined) search.set('read', query.read ? 'yes' : 'no');
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return `${paths.admin.messages()}${text ? `?${text}` : ''}`;
}

export interface ProductListQuery {
  page: number;
  /** Search words (the admin list escapes them: lib/search-words.ts). */
  q?: string;
  category?: Category;
  /** low: tracked products at or below the low-stock mark, out of stock included; out: none left; untracked: stock not counted. */
  stock?: AdminStockFilter;
}

const STOCK_FILTERS: readonly AdminStockFilter[] = ['low', 'out', 'untracked'];

export function productListQuery(params: Params): ProductListQuery {
  const q = searchParam(params.q);
  const category = findCategory(first(params.category));
  const stock = first(params.stock);
  return {
    page: pageParam(params.page),
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
    ...(STOCK_FILTERS.includes(stock as AdminStockFilter) ? { stock: stock as AdminStockFilter } : {}),
  };
}

export function productListHref(query: ProductListQuery): string {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.category) search.set('category', query.category);
  if (query.stock) search.set('stock', query.stock);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return `${paths.admin.allProducts()}${text ? `?${text}` : ''}`;
}

export interface RepairListQuery {
  page: number;
  status?: ServiceStatus;
}

export function repairListQuery(params: Params): RepairListQuery {
  const status = first(params.status);
  return { page: pageParam(params.page), ...(SERVICE_STATUSES.includes(status as ServiceStatus) ? { status: status as ServiceStatus } : {}) };
}

export function repairListHref(query: RepairListQuery): string {
  const search = new URLSearchParams();
  if (query.status) search.set('status', query.status);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return `${paths.admin.repairs()}${text ? `?${text}` : ''}`;
}
