/**
 * Compression for server.mjs's responses, in place of Next's own (next.config.mjs sets `compress:
 * false` when server.mjs starts Next):
 *
 * - Every answer is compressed as the `compression` library does it (its filter of compressible
 *   types, 1 kB threshold, `Vary: Accept-Encoding`, `Cache-Control: no-transform` respected, streamed
 *   pages flushed as they stream), with brotli for the clients that accept it. Next's own compression
 *   offers gzip only; brotli at quality 4 makes a page about a quarter smaller, in less time.
 * - A page answered whole, with an ETag, is compressed once per encoding and kept: the next answer of
 *   the same bytes sends the kept copy. Next answers every prerendered and cached page (and its RSC
 *   payload) that way, the same text until the page changes, and compressing a 150 kB page took
 *   longer than the rest of the answer (docs/performance.md, "Cached pages compressed once").
 *   A kept copy is used only for a body equal to the one it was made from, so a page that changed
 *   under the same ETag is compressed anew. At most `keptBytes` are kept (bodies and copies), the
 *   least recently used going first.
 * - Next's build files (`/_next/static/`: the pages' scripts and styles, content-hashed names that never
 *   change once built) are streamed from disk in pieces. Such a file, answered 200 with an ETag and of
 *   a type the library compresses, is gathered whole and then kept the same way, by its path and ETag:
 *   compressing the framework's two 170 kB scripts with brotli on every request cost the server 5-12
 *   ms each, 80-100 ms of CPU for one visitor's first page (docs/performance.md, "Build files
 *   compressed once").
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';
import { LRUCache } from 'lru-cache';

/** The encodings the library offers, and its preference when a client accepts several equally. */
const SUPPORTED_ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED_ENCODINGS = ['br', 'gzip'];
/** The library's default threshold: smaller bodies go uncompressed. */
const THRESHOLD_BYTES = 1024;
/** Brotli's quality for every answer: 4, the library's default, compresses faster than gzip's level 6 and smaller. */
const BROTLI_QUALITY = 4;
/** The types of the answers kept compressed: pages and their RSC payloads. */
const KEPT_TYPE = /^\s*(text\/html|text\/x-component)\s*(;|$)/i;

const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

/** The encoding the library would choose for this request (br, gzip, deflate, identity or undefined). */
export function negotiatedEncoding(request) {
  return new Negotiator(request).encoding(SUPPORTED_ENCODINGS, PREFERRED_ENCODINGS);
}

/** A string chunk's character encoding as write() and end() take it (a callback in its place means utf8). */
const textEncoding = (encoding) => (typeof encoding === 'string' ? encoding : 'utf8');

function byteLengthOf(chunk, encoding) {
  return typeof chunk === 'string' ? Buffer.byteLength(chunk, textEncoding(encoding)) : chunk.length;
}

/** A chunk's bytes, always a copy: a Buffer's writer may reuse it. */
const bytesOf = (chunk, encoding) => (typeof chunk === 'string' ? Buffer.from(chunk, textEncoding(encoding)) : Buffer.from(chunk));

/**
 * Whether this answer may be sent from a kept copy at all: a GET answered 200 with an ETag, not yet
 * started, not already encoded, and without `Cache-Control: no-transform`.
 */
function plainAnswer(request, response) {
  if (request.method !== 'GET' || response.statusCode !== 200 || response.headersSent) return false;
  if (!response.getHeader('ETag') || response.getHeader('Content-Encoding')) return false;
  return !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(response.getHeader('Cache-Control') ?? ''));
}

/** Whether this whole body, about to be sent, may be answered from (and kept in) the kept copies. */
function keepable(request, response, chunk, encoding) {
  if (!plainAnswer(request, response) || !KEPT_TYPE.test(String(response.getHeader('Content-Type') ?? ''))) return false;
  if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return false;
  return byteLengthOf(chunk, encoding) >= THRESHOLD_BYTES;
}

/** Where Next serves its build files from. */
const BUILD_FILES = '/_next/static/';

/** Whether this answer, about to be written in pieces, is a build file to gather whole and keep. */
function keepableFile(request, response) {
  return plainAnswer(request, response) && (request.url ?? '').startsWith(BUILD_FILES) && compression.filter(request, response);
}

const sameBody = (kept, chunk) => (typeof kept === 'string' ? kept === chunk : typeof chunk !== 'string' && kept.equals(chunk));

/**
 * A request listener's wrapper: `compressedResponses()(request, response, next)` sets up the
 * response's compression, then calls `next()`, which hands the request on (to Next).
 * `stats` counts the bodies compressed for keeping and the answers sent from a kept copy.
 */
export function compressedResponses({ keptBytes = 32 * 1024 * 1024 } = {}) {
  const compress = compression({ threshold: THRESHOLD_BYTES, brotli: brotliOptions });
  const kept = new LRUCache({ maxSize: keptBytes, sizeCalculation: (entry) => Math.max(1, entry.size) });
  const stats = { compressed: 0, fromKept: 0 };

  /** The body compressed with `method`, from the kept copies (under `key`) or made now and kept. */
  function compressedBody(key, method, chunk, encoding) {
    const entry = kept.get(key);
    if (entry && sameBody(entry.body, chunk)) {
      stats.fromKept += 1;
      return entry.bytes;
    }
    const input = typeof chunk === 'string' ? Buffer.from(chunk, textEncoding(encoding)) : chunk;
    const bytes = method === 'br' ? brotliCompressSync(input, brotliOptions) : gzipSync(input);
    stats.compressed += 1;
    // A Buffer body is copied: its writer may reuse it.
    const body = typeof chunk === 'string' ? chunk : Buffer.from(chunk);
    kept.set(key, { body, bytes, size: byteLengthOf(chunk, encoding) + bytes.length });
    return bytes;
  }

  function handle(request, response, next) {
    compress(request, response, () => {});
    // The library's write and end, which compress what they are given; a whole body with an ETag
    // arrives here first and goes on already encoded, which the library passes through unchanged.
    const compressingWrite = response.write;
    const compressingEnd = response.end;
    /** Set by the first write: 'file' gathers a build file's pieces, 'stream' hands each piece to the library. */
    let written;
    const pieces = [];

    /** Ends with this whole body: the kept copy of the negotiated encoding, or the library's way. */
    function endWhole(key, chunk, encoding, callback) {
      const method = negotiatedEncoding(request);
      if (method !== 'br' && method !== 'gzip') return compressingEnd.call(response, chunk, encoding, callback);
      const bytes = compressedBody(`${method} ${key}`, method, chunk, encoding);
      response.setHeader('Content-Encoding', method);
      response.setHeader('Content-Length', bytes.length);
      return compressingEnd.call(response, bytes, typeof encoding === 'function' ? encoding : callback);
    }

    response.write = function write(chunk, encoding, callback) {
      written ??= keepableFile(request, this) ? 'file' : 'stream';
      if (written === 'stream') return compressingWrite.call(this, chunk, encoding, callback);
      pieces.push(bytesOf(chunk, encoding));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (done) process.nextTick(done);
      return true;
    };
    response.end = function end(chunk, encoding, callback) {
      if (written === 'stream') return compressingEnd.call(this, chunk, encoding, callback);
      if (written === 'file') {
        const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
        if (typeof chunk !== 'function' && chunk !== undefined && chunk !== null) pieces.push(bytesOf(chunk, encoding));
        const body = Buffer.concat(pieces);
        if (body.length < THRESHOLD_BYTES) return compressingEnd.call(this, body, done);
        return endWhole(`${request.url} ${String(this.getHeader('ETag'))}`, body, undefined, done);
      }
      if (!keepable(request, this, chunk, encoding)) return compressingEnd.call(this, chunk, encoding, callback);
      return endWhole(String(this.getHeader('ETag')), chunk, encoding, callback);
    };
    next();
  }

  return Object.assign(handle, { stats });
}
