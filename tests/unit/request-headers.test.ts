/** The one reading of Content-Type and Origin shared by the Server Action guard and the route handlers. */
import { describe, expect, it } from 'vitest';
import { addressedHost, mediaTypeOf, originKind } from '@/lib/server/platform/entry/request-headers.mjs';
import { requestMediaType, requestOrigin } from '@/lib/server/platform/http';

describe('mediaTypeOf', () => {
  it('is the media type in lower case without its parameters, and empty without a header', () => {
    expect(mediaTypeOf('Application/JSON; charset=utf-8')).toBe('application/json');
    expect(mediaTypeOf(' multipart/form-data ;boundary=x')).toBe('multipart/form-data');
    expect(mediaTypeOf(null)).toBe('');
    expect(mediaTypeOf(undefined)).toBe('');
  });
});

describe('addressedHost', () => {
  it('takes the first X-Forwarded-Host over Host, in lower case', () => {
    expect(addressedHost('Shop.Example, proxy.internal', 'app:3000')).toBe('shop.example');
    expect(addressedHost(null, 'Shop.Example:8443')).toBe('shop.example:8443');
    expect(addressedHost(undefined, undefined)).toBe('');
  });
});

describe('originKind', () => {
  it.each([
    [null, 'none'],
    ['', 'none'],
    ['https://shop.example', 'same'],
    ['https://SHOP.example', 'same'],
    ['https://evil.example', 'foreign'],
    ['https://shop.example:8443', 'foreign'],
    ['null', 'foreign'],
    ['not a url', 'foreign'],
  ] as const)('Origin %j against shop.example is %s', (origin, kind) => {
    expect(originKind(origin, 'shop.example')).toBe(kind);
  });
});

describe('on a Request', () => {
  it('reads the media type and compares the Origin with the proxy-forwarded host, else Host, else the URL', () => {
    const post = (headers: Record<string, string>) => new Request('http://app.internal/api/x', { method: 'POST', headers });
    expect(requestMediaType(post({ 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }))).toBe('application/x-www-form-urlencoded');
    expect(requestOrigin(post({ origin: 'https://shop.example', 'x-forwarded-host': 'shop.example', host: 'app.internal' }))).toBe('same');
    expect(requestOrigin(post({ origin: 'https://shop.example', host: 'app.internal' }))).toBe('foreign');
    expect(requestOrigin(post({ origin: 'http://app.internal' }))).toBe('same');
    expect(requestOrigin(post({}))).toBe('none');
  });
});
