/** JSON responses, request-body reading with a size limit, and the one error-to-status mapping. */
import 'server-only';
import { createHash } from 'node:crypto';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { publicCatalogueCacheControl } from '@/lib/server/catalogue/catalogue-cache';
import { isDatabaseUnavailable } from '@/lib/server/platform/db';
import { messages } from '@/lib/messages';
import { MAX_JSON_BODY_BYTES } from '@/lib/shop-rules';
import { logEvent } from '@/lib/server/platform/log';
import { isObjectId } from '@/lib/object-id';
import { addressedHost, mediaTypeOf, originKind, type OriginKind } from '@/lib/server/platform/entry/request-headers.mjs';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A 400 carrying zod's per-field errors; `message` is the first problem, readable on its own. */
export class ValidationError extends HttpError {
  constructor(error: z.ZodError, extra: Record<string, unknown> = {}) {
    const fieldErrors = z.flattenError(error).fieldErrors as Record<string, string[] | undefined>;
    super(400, error.issues[0]?.message ?? messages.http.invalidInput, { ...extra, errors: fieldErrors });
  }
}

export function parseWith<S extends z.ZodType>(schema: S, data: unknown, extra?: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ValidationError(result.error, extra);
  return result.data;
}

/** Reads at most `limit` bytes of the body; a larger body is refused with 413 before any parsing. */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, messages.http.tooLarge);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new HttpError(413, messages.http.tooLarge);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The media type of the request's body, lower case, without parameters; '' without a Content-Type. */
export function requestMediaType(request: Request): string {
  return mediaTypeOf(request.headers.get('content-type'));
}

/**
 * Whether the request's Origin names this site ('same'), another site ('foreign') or is absent
 * ('none'): a cookie rides along on cross-site requests, so a foreign Origin on a mutation is CSRF.
 */
export function requestOrigin(request: Request): OriginKind {
  const host = addressedHost(request.headers.get('x-forwarded-host'), request.headers.get('host') ?? new URL(request.url).host);
  return originKind(request.headers.get('origin'), host);
}

export async function readJson(request: Request, extra?: Record<string, unknown>): Promise<unknown> {
  // application/json or a +json type only: a form or text/plain body (what a cross-site page can
  // send without asking) is refused before it is read.
  const mediaType = requestMediaType(request);
  if (mediaType !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(mediaType)) {
    throw new HttpError(415, messages.http.jsonContentType, extra);
  }
  const bytes = await readBodyBytes(request, MAX_JSON_BODY_BYTES);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new HttpError(400, messages.http.invalidJson, extra);
  }
}

export function json(data: unknown, init?: ResponseInit): NextResponse {
  return NextResponse.json(data, { ...init, headers: { 'Cache-Control': 'no-store', ...init?.headers } });
}

/**
 * An unpaged admin list (the plain GET): a JSON array streamed from a cursor, with the count in
 * X-Total-Count. The count is read just before the rows, so a row added in between can make them differ by one.
 */
export function streamedList({ body, total }: { body: ReadableStream<Uint8Array>; total: number }): Response {
  return new Response(body, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'X-Total-Count': String(total) } });
}

/** A failure as any reply shows it: status, message, extra body fields (field errors among them) and headers. */
export interface Failure {
  status: number;
  message: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** Where a failure happened, for its log line: a route's request, or a Server Action's name. */
export interface FailureSite {
  request?: Request;
  action?: string;
}

/**
 * The one way from a failure to a reply, for route handlers (errorResponse) and Server Actions alike:
 * an HttpError says its own status and message; a database outage is 503 with Retry-After; anything
 * else is logged (one line, no stack) and is a 500 with the generic message.
 */
export function failureOf(error: unknown, { request, action }: FailureSite = {}): Failure {
  if (error instanceof HttpError) return { status: error.status, message: error.message, body: error.body, headers: error.headers };
  const where = { path: request ? new URL(request.url).pathname : undefined, method: request?.method, action };
  if (isDatabaseUnavailable(error)) {
    logEvent('error', 'db_unavailable', where);
    return { status: 503, message: messages.http.databaseUnavailable, body: {}, headers: { 'Retry-After': '5' } };
  }
  logEvent('error', 'request_failed', { ...where, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  return { status: 500, message: messages.http.internal, body: {}, headers: {} };
}

/** The first message for each of `fields` in a failure's field errors (a ValidationError's), for a form. */
export function fieldMessages<F extends string>(failure: Failure, fields: readonly F[]): Partial<Record<F, string>> {
  const errors = (failure.body.errors ?? {}) as Partial<Record<string, string[]>>;
  const found: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = errors[field]?.[0];
    if (message) found[field] = message;
  }
  return found;
}

/** `fields` go into the body of the answer before the failure's own (a form that reads `success: false`). */
export function errorResponse(error: unknown, request?: Request, fields: Record<string, unknown> = {}): NextResponse {
  const failure = failureOf(error, { request });
  return json({ ...fields, ...failure.body, message: failure.message }, { status: failure.status, headers: failure.headers });
}

export interface RouteOptions {
  /** Added to every failure's JSON body: the contact form reads `success` on each answer. */
  failureFields?: Record<string, unknown>;
}

/**
 * Wraps a route handler so every failure becomes JSON with a message and the right status. Every
 * exported handler of app/ goes through it (tests/unit/route-handlers.test.ts walks them).
 */
export function route<Rest extends unknown[]>(
  handler: (request: Request, ...rest: Rest) => Promise<Response>,
  { failureFields }: RouteOptions = {},
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    try {
      return await handler(request, ...rest);
    } catch (error) {
      return errorResponse(error, request, failureFields);
    }
  };
}

/** A path segment that may still be percent-encoded (a rewrite's destination reaches routes that way). */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A strong ETag for a body: part of its SHA-256, so equal bodies share it on every instance. */
export function bodyEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** A strong ETag for a record that counts its writes. */
export function versionEtag(version: number): string {
  return `"v${version}"`;
}

const etagList = (header: string) =>
  header
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** Whether If-None-Match names this ETag: weak comparison, so W/"x" matches "x"; `*` matches any. */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  return etagList(header).some((tag) => tag === '*' || opaque(tag) === opaque(etag));
}

/**
 * The versions an If-Match accepts: undefined when there is no condition (no header, or `*`), else
 * the versions of the strong version ETags it lists; an empty list when it names none of them (a weak
 * or foreign ETag), which nothing can match.
 */
export function versionsFromIfMatch(header: string | null): number[] | undefined {
  if (header === null || header.trim() === '*') return undefined;
  return etagList(header).flatMap((tag) => {
    const match = /^"v(\d{1,15})"$/.exec(tag);
    return match ? [Number(match[1])] : [];
  });
}

/**
 * A JSON answer that caches may keep: public ones for Cache-Control's s-maxage, admin ones never
 * (private, no-store). It carries an ETag, and an If-None-Match naming it gets 304 with no body.
 */
export function cacheableJson(request: Request, data: unknown, options: CacheableOptions): Response {
  return cacheableBody(request, JSON.stringify(data), options);
}

interface CacheableOptions {
  visibility: 'public' | 'private';
  etag?: string;
  headers?: Record<string, string>;
}

/** The same for JSON text already serialized (a cached answer): no work per request but the headers. */
export function cacheableBody(request: Request, body: string, { visibility, etag, headers = {} }: CacheableOptions): Response {
  const tag = etag ?? bodyEtag(body);
  const cacheHeaders = {
    ...headers,
    ETag: tag,
    'Cache-Control': visibility === 'public' ? publicCatalogueCacheControl() : 'private, no-store',
    // An admin's request (cookie or bearer token) is answered from the database: never from a shared cache.
    Vary: 'Authorization, Cookie',
  };
  if (ifNoneMatchHits(request.headers.get('if-none-match'), tag)) return new Response(null, { status: 304, headers: cacheHeaders });
  return new Response(body, { headers: { 'Content-Type': 'application/json', ...cacheHeaders } });
}

export function parseObjectId(id: string, extra?: Record<string, unknown>): string {
  if (!isObjectId(id)) throw new HttpError(400, messages.http.invalidId, extra);
  return id.toLowerCase();
}
