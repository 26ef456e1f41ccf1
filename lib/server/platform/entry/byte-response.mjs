/**
 * The response class of server.mjs's HTTP server (Node's `createServer({ ServerResponse })` option):
 * Node's own ServerResponse, except that a body written as a string is turned into its bytes
 * (`Buffer.from`) before Node's stream sees it.
 *
 * Next answers a cached page (every prerendered and ISR page) with `end(html)`, the whole page as one
 * string. Node 20 writes a string chunk to the socket by other means than a Buffer: it joins the
 * headers' text to the body's, then encodes the joined string inside the socket write. For a page of
 * 100 kB that is slower than encoding it first, and far slower when the page holds one character
 * beyond Latin-1 (the price's ₹, a ★): V8 then keeps the page as a two-byte string, and the socket
 * write's encoding of it took about 1.2 ms a response on the 2-core server, against 0.1 ms for
 * `Buffer.from` (docs/performance.md, "Pages written to the socket as bytes"). A compressed answer is
 * unchanged: the compressor already encodes each string chunk with `Buffer.from`.
 *
 * The bytes, the headers and the order of writes are the same as Node's: `Content-Length`, when Node
 * works it out for `end(body)`, counts the same bytes.
 */
import { ServerResponse } from 'node:http';

/** `chunk` as bytes when it is a string, in the encoding its writer named (UTF-8 by default). */
function asBytes(chunk, encoding) {
  return typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk;
}

export class ByteResponse extends ServerResponse {
  write(chunk, encoding, callback) {
    if (typeof chunk !== 'string') return super.write(chunk, encoding, callback);
    return super.write(asBytes(chunk, encoding), typeof encoding === 'function' ? encoding : callback);
  }

  end(chunk, encoding, callback) {
    if (typeof chunk !== 'string') return super.end(chunk, encoding, callback);
    return super.end(asBytes(chunk, encoding), typeof encoding === 'function' ? encoding : callback);
  }
}
