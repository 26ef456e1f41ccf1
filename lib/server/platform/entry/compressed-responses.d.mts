/** Types for the tests; server.mjs uses the module untyped. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function negotiatedEncoding(request: IncomingMessage): string | undefined;

export interface CompressedResponses {
  (request: IncomingMessage, response: ServerResponse, next: () => void): void;
  /** Bodies compressed for keeping, and answers sent from a kept copy. */
  stats: { compressed: number; fromKept: number };
}

export declare function compressedResponses(options?: { keptBytes?: number }): CompressedResponses;
