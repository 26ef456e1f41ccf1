/** Types for the TypeScript callers (lib/server/platform/client-ip.ts and the tests); server.mjs uses the module untyped. */
import type { IncomingMessage } from 'node:http';

export declare const CLIENT_IP_HEADER: 'x-sanvio-client-ip';
export type Trust = (address: string, hop: number) => boolean;
export declare function parseTrustedProxies(value: string | readonly string[] | undefined): { entries: string[]; trust: Trust };
export declare function clientAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>, trust: Trust): string;
export declare function stampClientAddress(request: Pick<IncomingMessage, 'headers' | 'socket' | 'rawHeaders'>, trust: Trust): string;
