/** Types for the tests; server.mjs uses the module untyped. */
import { ServerResponse, type IncomingMessage } from 'node:http';

export declare class ByteResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {}
