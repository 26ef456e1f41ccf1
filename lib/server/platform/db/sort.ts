import 'server-only';

/**
 * The order of every list the shop shows newest first (products, orders, messages, repair requests):
 * by creation time, ties broken by _id so that pages never overlap or skip a row. The collections'
 * indexes on { createdAt: -1, _id: -1 } serve it.
 */
export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
