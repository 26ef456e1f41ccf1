/**
 * The header server.mjs sets to the client address it worked out (lib/server/platform/entry/client-address.mjs)
 * after deleting any copy a client sent; lib/server/platform/client-ip.ts reads it. Never set by a proxy or a client.
 */
export const CLIENT_IP_HEADER = 'x-sanvio-client-ip';
