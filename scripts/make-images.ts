/**
 * Deterministic generator for every illustration under public/images/.
 * Flat 2D devices are drawn as SVG (one function per device type, each returning a <g> in a
 * 400x400 frame whose floor line is y=340) and rasterised with sharp.
 *
 * Run: npx tsx scripts/make-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seededRandom } from './seeded-random';
import { site } from '../content/site';

const OUT = path.join(process.cwd(), 'public', 'images');

// ---------------------------------------------------------------- palette
const RED = '#b91c1c';
const DRED = '#7f1d1d';
const CHAR = '#1f2937';
const S800 = '#1e293b';
const S700 = '#334155';
const S600 = '#475569';
const S500 = '#64748b';
const S400 = '#94a3b8';
const S300 = '#cbd5e1';
const S200 = '#e2e8f0';
const WHITE = '#ffffff';
const SCREEN = '#0b1220';
const FONT = 'DejaVu Sans';

/** Indian banknote tints: 500, 200, 100, 50, 20, 10. */
const NOTES = ['#b8b2a7', '#f6b73c', '#b9a7f0', '#7dd3e8', '#c5e063', '#c98a4b'];
const TILES = ['#fecaca', '#fde68a', '#bbf7d0', '#bfdbfe', '#ddd6fe', '#fbcfe8', '#fed7aa', '#99f6e4', '#e9d5ff'];

function at<T>(arr: readonly T[], i: number): T {
  const v = arr[((i % arr.length) + arr.length) % arr.length];
  if (v === undefined) throw new Error('empty array');
  return v;
}

// ---------------------------------------------------------------- colour helpers
function parseHex(c: string): [number, number, number] {
  const h = c.replace('#', '');
  const n = parseInt(
    h.length === 3
      ? h
          .split('')
          .map((x) => x + x)
          .join('')
      : h,
    16,
  );
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a);
  const [r2, g2, b2] = parseHex(b);
  const f = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${f(r1, r2)}${f(g1, g2)}${f(b1, b2)}`;
}
const lighten = (c: string, t: number) => mix(c, WHITE, t);
const darken = (c: string, t: number) => mix(c, '#000000', t);
function lum(c: string): number {
  const [r, gg, b] = parseHex(c);
  return (0.299 * r + 0.587 * gg + 0.114 * b) / 255;
}

// ---------------------------------------------------------------- SVG document + defs registry
const defs = new Map<string, string>();

/** Stop syntax: "#rrggbb" or "#rrggbb@0.4" (with opacity). */
function stopsXml(stops: string[]): string {
  return stops
    .map((s, i) => {
      const [c, o] = s.split('@');
      const off = stops.length === 1 ? 0 : i / (stops.length - 1);
      return `<stop offset="${off.toFixed(3)}" stop-color="${c}"${o ? ` stop-opacity="${o}"` : ''}/>`;
    })
    .join('');
}

/** Linear gradient; dir v = top→bottom, h = left→right, d = diagonal. */
function lg(stops: string[], dir: 'v' | 'h' | 'd' | 'u' = 'v'): string {
  const key = `lg|${dir}|${stops.join(',')}`;
  let id = defs.get(key)?.match(/id="([^"]+)"/)?.[1];
  if (!id) {
    id = `g${defs.size}`;
    const c = { v: 'x1="0" y1="0" x2="0" y2="1"', h: 'x1="0" y1="0" x2="1" y2="0"', d: 'x1="0" y1="0" x2="1" y2="1"', u: 'x1="0" y1="1" x2="1" y2="0"' }[dir];
    defs.set(key, `<linearGradient id="${id}" ${c}>${stopsXml(stops)}</linearGradient>`);
  }
  return `url(#${id})`;
}
function rg(stops: string[], cx = 0.5, cy = 0.5, r = 0.5): string {
  const key = `rg|${cx},${cy},${r}|${stops.join(',')}`;
  let id = defs.get(key)?.match(/id="([^"]+)"/)?.[1];
  if (!id) {
    id = `g${defs.size}`;
    defs.set(key, `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`);
  }
  return `url(#${id})`;
}

const STATIC_DEFS = `
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="7"/></filter>
<filter id="blur30" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="30"/></filter>
<filter id="ds" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="5"/><feOffset dy="5" result="o"/><feComponentTransfer in="o" result="s"><feFuncA type="linear" slope="0.22"/></feComponentTransfer><feMerge><feMergeNode in="s"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;

function doc(w: number, h: number, body: string, viewBox = `0 0 ${w} ${h}`): string {
  const out = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}"><defs>${STATIC_DEFS}${[...defs.values()].join('')}</defs>${body}</svg>`;
  defs.clear();
  return out;
}

// ---------------------------------------------------------------- primitives
const n = (v: number) => (Math.round(v * 100) / 100).toString();
function rr(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(Math.min(r, w / 2, h / 2))}" fill="${fill}" ${extra}/>`;
}
function circ(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
}
function ell(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
}
function pth(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}
function poly(pts: [number, number][], fill: string, extra = ''): string {
  return `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
}
function stroke(d: string, color: string, w: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
}
function g(content: string, x = 0, y = 0, s = 1, extra = ''): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" ${extra}>${content}</g>`;
}
function shadow(cx: number, cy: number, rx: number, ry = 11, op = 0.3): string {
  return ell(cx, cy, rx, ry, '#0f172a', `opacity="${op}" filter="url(#soft)"`);
}
function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function text(x: number, y: number, s: string, size: number, fill: string, opts: { bold?: boolean; anchor?: string; extra?: string } = {}): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${size}"${opts.bold ? ' font-weight="bold"' : ''}${opts.anchor ? ` text-anchor="${opts.anchor}"` : ''} fill="${fill}" ${opts.extra ?? ''}>${esc(s)}</text>`;
}

/** Rough advance width of DejaVu Sans (Bold) text, in px, for word-wrapping. */
function textWidth(s: string, size: number, bold: boolean): number {
  let w = 0;
  for (const ch of s) {
    if (ch === ' ') w += 0.35;
    else if ("iljtfrI.,:;'!|-".includes(ch)) w += bold ? 0.45 : 0.36;
    else if ('mwMW'.includes(ch)) w += bold ? 1.05 : 0.95;
    else if (ch >= 'A' && ch <= 'Z') w += bold ? 0.8 : 0.7;
    else if (ch >= '0' && ch <= '9') w += bold ? 0.7 : 0.64;
    else w += bold ? 0.68 : 0.6;
  }
  return w * size;
}
function wrap(s: string, size: number, maxW: number, bold: boolean): string[] {
  const words = s.split(' ');
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    const t = cur ? `${cur} ${w}` : w;
    if (cur && textWidth(t, size, bold) > maxW) {
      lines.push(cur);
      cur = w;
    } else cur = t;
  }
  if (cur) lines.push(cur);
  if (lines.length !== 2) return lines;
  // balance two lines: pick the split that minimises the longer line
  let best: string[] = lines;
  let bestW = Infinity;
  for (let k = 1; k < words.length; k++) {
    const l1 = words.slice(0, k).join(' ');
    const l2 = words.slice(k).join(' ');
    const w = Math.max(textWidth(l1, size, bold), textWidth(l2, size, bold));
    if (w < bestW && w <= maxW) {
      bestW = w;
      best = [l1, l2];
    }
  }
  return best;
}

/** Torn-edge receipt outline: rectangle with zig-zag top edge. */
function receiptShape(x: number, y: number, w: number, h: number, fill: string, teeth = 8, extra = ''): string {
  const tw = w / teeth;
  let d = `M${n(x)},${n(y + h)} L${n(x)},${n(y + 5)}`;
  for (let i = 0; i < teeth; i++) d += ` L${n(x + tw * i + tw / 2)},${n(y)} L${n(x + tw * (i + 1))},${n(y + 5)}`;
  d += ` L${n(x + w)},${n(y + h)} Z`;
  return pth(d, fill, extra);
}
function receiptLines(x: number, y: number, w: number, rows: number, seed: number, color = S300): string {
  const r = seededRandom(seed);
  let s = '';
  for (let i = 0; i < rows; i++) {
    const last = i === rows - 1;
    const lw = last ? w * 0.9 : w * (0.45 + r() * 0.45);
    s += rr(x, y + i * 13, lw, last ? 6 : 4.5, 2.5, last ? S600 : color);
    if (!last && r() > 0.4) s += rr(x + w - w * 0.2, y + i * 13, w * 0.2, 4.5, 2.5, color);
  }
  return s;
}

/** Seven-segment digit for LED displays (pictorial, not text). */
function digit(d: number, x: number, y: number, h: number, color: string): string {
  const segs = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abfgcd'][d] ?? '';
  const w = h * 0.55;
  const t = h * 0.13;
  const m: Record<string, [number, number, number, number]> = {
    a: [x + t, y, w - 2 * t, t],
    b: [x + w - t, y + t, t, h / 2 - 1.5 * t],
    c: [x + w - t, y + h / 2 + t / 2, t, h / 2 - 1.5 * t],
    d: [x + t, y + h - t, w - 2 * t, t],
    e: [x, y + h / 2 + t / 2, t, h / 2 - 1.5 * t],
    f: [x, y + t, t, h / 2 - 1.5 * t],
    g: [x + t, y + h / 2 - t / 2, w - 2 * t, t],
  };
  return segs
    .split('')
    .map((k) => {
      const v = m[k];
      return v ? rr(v[0], v[1], v[2], v[3], t / 2, color) : '';
    })
    .join('');
}

/** Pictorial QR-like pattern (not a real code). */
function qr(x: number, y: number, size: number, seed: number, color = CHAR): string {
  const N = 21;
  const c = size / N;
  const r = seededRandom(seed);
  let s = rr(x - c, y - c, size + 2 * c, size + 2 * c, c, WHITE);
  const finder = (fx: number, fy: number) =>
    rr(x + fx * c, y + fy * c, 7 * c, 7 * c, c * 0.8, color) +
    rr(x + (fx + 1) * c, y + (fy + 1) * c, 5 * c, 5 * c, c * 0.5, WHITE) +
    rr(x + (fx + 2) * c, y + (fy + 2) * c, 3 * c, 3 * c, c * 0.4, color);
  const inFinder = (i: number, j: number) => (i < 8 && j < 8) || (i > 12 && j < 8) || (i < 8 && j > 12);
  for (let i = 0; i < N; i++)
    for (let j = 0; j < N; j++)
      if (!inFinder(i, j) && r() > 0.52) s += `<rect x="${n(x + i * c)}" y="${n(y + j * c)}" width="${n(c)}" height="${n(c)}" fill="${color}"/>`;
  return s + finder(0, 0) + finder(14, 0) + finder(0, 14);
}
function barcode(x: number, y: number, w: number, h: number, seed: number, color = CHAR): string {
  const r = seededRandom(seed);
  let s = '';
  let cx = x;
  while (cx < x + w) {
    const bw = 1 + Math.floor(r() * 3);
    if (cx + bw > x + w) break;
    s += `<rect x="${n(cx)}" y="${n(y)}" width="${bw}" height="${n(h)}" fill="${color}"/>`;
    cx += bw + 1 + Math.floor(r() * 3);
  }
  return s;
}

// ================================================================ DEVICES (400x400 frame, floor y=340)
type Opt = { body?: string; accent?: string; variant?: number };

/** Thermal receipt printer with paper coming out. variant 1 = compact (POS printer), 2 = no paper. */
function receiptPrinter(o: Opt & { paper?: boolean; compact?: boolean } = {}): string {
  const b = o.body ?? CHAR;
  const a = o.accent ?? RED;
  const compact = o.compact ?? false;
  const W = compact ? 180 : 236;
  const H = compact ? 150 : 128;
  const x0 = 200 - W / 2;
  const top = 336 - H;
  let s = shadow(200, 338, W / 2 + 26);
  s += rr(x0 + 16, 330, 34, 10, 4, darken(b, 0.5)) + rr(x0 + W - 50, 330, 34, 10, 4, darken(b, 0.5));
  s += rr(x0, top, W, H, 30, lg([lighten(b, 0.16), b, darken(b, 0.18)]));
  // lid
  const lidH = compact ? 86 : 74;
  s += rr(x0 + 8, top - 24, W - 16, lidH, 30, lg([lighten(b, 0.34), lighten(b, 0.1)]));
  s += rr(x0 + 30, top - 20, W - 60, 5, 2.5, WHITE, 'opacity="0.22"');
  // tear bar + paper
  const slotY = top + lidH - 40;
  if (o.paper !== false) {
    const pw = W * 0.6;
    const px = 200 - pw / 2;
    const ty = compact ? 84 : 62;
    s += receiptShape(px, ty, pw, slotY - ty + 4, lg(['#ffffff', '#eef0f3']), 9);
    s += receiptLines(px + 14, ty + 22, pw - 28, Math.floor((slotY - ty - 30) / 13), 7 + W);
    s += rr(px, slotY - 10, pw, 10, 0, '#000', 'opacity="0.06"');
  }
  s += rr(200 - W * 0.37, slotY, W * 0.74, 9, 4.5, darken(b, 0.6));
  s += rr(200 - W * 0.37, slotY + 9, W * 0.74, 3, 1.5, lighten(b, 0.4), 'opacity="0.5"');
  // front panel
  const fy = top + H - 40;
  s += rr(x0 + 22, fy + 6, 46, 7, 3.5, a);
  s += rr(x0 + W - 78, fy - 2, 40, 22, 9, lighten(b, 0.22)) + rr(x0 + W - 72, fy + 2, 28, 5, 2.5, WHITE, 'opacity="0.18"');
  s += circ(x0 + W - 24, fy + 5, 4.5, '#22c55e') + circ(x0 + W - 24, fy + 18, 4.5, '#f59e0b');
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Handheld barcode scanner with red beam. variant: 0 plain, 1 stand, 2 cable, 3 2D imager + stand. */
function scanner(o: Opt & { beam?: boolean; stand?: boolean; cable?: boolean; twoD?: boolean } = {}): string {
  const b = o.body ?? CHAR;
  const a = o.accent ?? RED;
  let s = shadow(230, 338, 110);
  if (o.cable) s += stroke('M282,328 C292,352 318,332 330,346 C342,360 360,336 372,348 C380,356 390,350 396,344', S800, 6);
  if (o.stand) {
    s += rr(212, 318, 150, 22, 11, lg([lighten(b, 0.3), b]));
    s += pth('M244,322 L262,250 L320,250 L324,322 Z', lighten(b, 0.12));
  }
  // handle
  s += pth('M228,176 L302,172 L320,298 C322,318 310,332 292,332 L270,332 C255,332 247,322 245,308 Z', lg([lighten(b, 0.12), darken(b, 0.15)], 'h'));
  s += pth('M292,178 L302,172 L320,298 C322,318 310,332 296,332 L300,300 Z', darken(b, 0.35), 'opacity="0.8"');
  // trigger
  s += pth('M214,186 C204,208 212,230 236,234 L238,196 Z', a);
  // head
  s += pth(
    'M116,128 C116,111 128,102 146,102 L294,110 C314,111 326,123 326,142 L326,162 C326,180 314,190 294,191 L146,196 C128,196 116,186 116,170 Z',
    lg([lighten(b, 0.3), b, darken(b, 0.12)]),
  );
  s += pth('M146,108 L294,115 C304,116 312,120 316,128 L150,124 C138,124 128,120 126,116 C130,110 138,108 146,108 Z', WHITE, 'opacity="0.16"');
  // window
  s += rr(108, 114, 22, 78, 9, o.twoD ? '#3b0a0a' : '#450a0a') + rr(112, 122, 6, 60, 3, '#ef4444', 'opacity="0.75"');
  s += circ(284, 128, 5, '#22c55e');
  s += rr(160, 172, 90, 6, 3, a, 'opacity="0.9"');
  if (o.beam !== false) {
    if (o.twoD) {
      s += poly(
        [
          [110, 130],
          [110, 176],
          [22, 222],
          [22, 84],
        ],
        lg(['#ef4444@0.45', '#ef4444@0.06'], 'h'),
      );
      const c = (x: number, y: number, dx: number, dy: number) => stroke(`M${x},${y + dy * 18} L${x},${y} L${x + dx * 18},${y}`, '#dc2626', 4);
      s += c(24, 86, 1, 1) + c(24, 220, 1, -1) + c(84, 86, -1, 1) + c(84, 220, -1, -1);
      s += circ(54, 153, 4, '#dc2626');
    } else {
      s += poly(
        [
          [110, 144],
          [110, 162],
          [26, 226],
          [26, 80],
        ],
        lg(['#ef4444@0.5', '#ef4444@0.05'], 'h'),
      );
      s += rr(22, 78, 6, 150, 3, '#dc2626') + rr(18, 78, 14, 150, 7, '#ef4444', 'opacity="0.25"');
    }
  }
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Desktop label printer: domed lid with label roll, labels hanging out the front. */
function labelPrinter(o: Opt & { labels?: string } = {}): string {
  const b = o.body ?? CHAR;
  const a = o.accent ?? RED;
  const lab = o.labels ?? '#fde68a';
  let s = shadow(200, 338, 160);
  s += rr(68, 198, 264, 138, 30, lg([lighten(b, 0.14), darken(b, 0.16)]));
  s += pth('M84,216 C84,126 128,92 200,92 C272,92 316,126 316,216 Z', lg([lighten(b, 0.36), lighten(b, 0.08)]));
  s += pth('M112,208 C112,142 146,116 200,116 C254,116 288,142 288,208 Z', SCREEN, 'opacity="0.72"');
  s += circ(200, 174, 52, WHITE) + circ(200, 174, 52, 'none', `stroke="${lab}" stroke-width="10" opacity="0.9"`);
  s += circ(200, 174, 20, S300) + circ(200, 174, 10, S600);
  s += pth('M122,196 C124,150 150,128 186,122 C160,140 146,164 144,196 Z', WHITE, 'opacity="0.16"');
  s += rr(76, 212, 248, 7, 3.5, darken(b, 0.45));
  // slot + labels
  s += rr(116, 244, 168, 10, 5, '#0b0f17');
  s += rr(134, 250, 132, 84, 4, lab);
  s += rr(142, 256, 116, 34, 6, WHITE) + barcode(152, 264, 70, 18, 3) + rr(230, 264, 20, 18, 3, a, 'opacity="0.8"');
  s += rr(142, 296, 116, 34, 6, WHITE) + barcode(152, 304, 70, 18, 4) + rr(230, 304, 20, 18, 3, a, 'opacity="0.8"');
  s += circ(300, 300, 10, a) + circ(300, 300, 4, WHITE, 'opacity="0.5"') + circ(96, 300, 5, '#22c55e');
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Open cash drawer with note compartments and coin cups. variant 1 = 4 compartments, 2 = closed with printer on top. */
function cashDrawer(o: Opt = {}): string {
  const b = o.body ?? CHAR;
  const v = o.variant ?? 0;
  let s = shadow(200, 340, 190);
  if (v === 2) {
    s += rr(30, 210, 340, 128, 14, lg([lighten(b, 0.16), darken(b, 0.12)]));
    s += rr(30, 210, 340, 16, 8, lighten(b, 0.3));
    s += rr(44, 236, 312, 92, 8, lighten(b, 0.06)) + rr(170, 300, 60, 10, 5, darken(b, 0.5));
    s += circ(330, 262, 9, S300) + rr(328, 258, 4, 9, 2, S800);
    return `<g filter="url(#ds)">${s}</g>` + g(receiptPrinter({ body: S700 }), 110, 44, 0.5);
  }
  const cols = v === 1 ? 4 : 5;
  s += rr(44, 150, 312, 104, 14, lg([lighten(b, 0.22), darken(b, 0.05)]));
  s += rr(44, 150, 312, 14, 7, lighten(b, 0.35));
  // tray interior: trapezoid from y=236 (back) to y=302 (front)
  const TL = 60,
    TR = 340,
    BL = 26,
    BR = 374,
    T = 236,
    B = 304;
  s += poly(
    [
      [TL, T],
      [TR, T],
      [BR, B],
      [BL, B],
    ],
    '#0d131c',
  );
  const xAt = (u: number, vv: number) => TL + (BL - TL) * vv + (TR + (BR - TR) * vv - (TL + (BL - TL) * vv)) * u;
  const yAt = (vv: number) => T + (B - T) * vv;
  const split = 0.68;
  for (let i = 0; i < cols; i++) {
    const u0 = i / cols + 0.012;
    const u1 = (i + 1) / cols - 0.012;
    s += poly(
      [
        [xAt(u0, 0.06), yAt(0.06)],
        [xAt(u1, 0.06), yAt(0.06)],
        [xAt(u1, split), yAt(split)],
        [xAt(u0, split), yAt(split)],
      ],
      '#1c2633',
    );
    const nc = at(NOTES, i);
    s += poly(
      [
        [xAt(u0 + 0.02, 0.1), yAt(0.1)],
        [xAt(u1 - 0.02, 0.1), yAt(0.1)],
        [xAt(u1 - 0.02, split - 0.05), yAt(split - 0.05)],
        [xAt(u0 + 0.02, split - 0.05), yAt(split - 0.05)],
      ],
      nc,
    );
    s += poly(
      [
        [xAt(u0 + 0.02, 0.1), yAt(0.1)],
        [xAt(u1 - 0.02, 0.1), yAt(0.1)],
        [xAt(u1 - 0.02, 0.2), yAt(0.2)],
        [xAt(u0 + 0.02, 0.2), yAt(0.2)],
      ],
      lighten(nc, 0.35),
    );
    const mx = (xAt(u0, 0.3) + xAt(u1, 0.3)) / 2;
    s += rr(mx - 7, yAt(0.02), 14, 18, 3, S400);
  }
  const cups = 8;
  for (let i = 0; i < cups; i++) {
    const u = (i + 0.5) / cups;
    s += ell(xAt(u, 0.85), yAt(0.85), 15, 6.5, '#1c2633');
    if (i % 2 === 0) s += ell(xAt(u, 0.85), yAt(0.83), 10, 4, '#d4a72c');
    else if (i % 3 === 0) s += ell(xAt(u, 0.85), yAt(0.83), 9, 3.6, S300);
  }
  s += rr(22, 302, 356, 36, 8, lg([lighten(b, 0.25), b]));
  s += rr(170, 312, 60, 10, 5, darken(b, 0.55)) + circ(348, 320, 8, S300) + rr(346, 316, 4, 8, 2, S800);
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Note-counting machine with hopper, stacker and LED display. */
function currencyCounter(o: Opt & { noteIdx?: number } = {}): string {
  const b = o.body ?? '#e5e7eb';
  const a = o.accent ?? RED;
  const nc = at(NOTES, o.noteIdx ?? 0);
  const v = o.variant ?? 0;
  let s = shadow(200, 340, 165);
  // hopper walls
  s += pth('M86,178 L112,92 L144,92 L132,178 Z', darken(b, 0.18)) + pth('M314,178 L288,92 L256,92 L268,178 Z', darken(b, 0.18));
  for (let i = 0; i < 7; i++) {
    const y = 104 + i * 9;
    s += poly(
      [
        [132 - i * 2, y],
        [268 + i * 2, y],
        [272 + i * 2, y + 12],
        [128 - i * 2, y + 12],
      ],
      i % 2 ? nc : lighten(nc, 0.25),
      `stroke="${darken(nc, 0.2)}" stroke-width="1"`,
    );
  }
  s += rr(60, 168, 280, 170, 26, lg([lighten(b, 0.3), b, darken(b, 0.14)]));
  s += rr(72, 172, 256, 6, 3, WHITE, 'opacity="0.4"');
  // display
  const dc = v === 1 ? '#38bdf8' : '#4ade80';
  s += rr(88, 188, 128, 46, 9, SCREEN);
  const num = [1, 0, 0, 0];
  num.forEach((d, i) => (s += digit(d, 102 + i * 27, 197, 28, dc)));
  s += rr(230, 196, 24, 16, 5, a) + rr(262, 196, 24, 16, 5, S500) + rr(294, 196, 24, 16, 5, S500);
  s += rr(232, 222, 86, 6, 3, '#a78bfa');
  // stacker
  s += rr(104, 252, 192, 72, 16, '#0d131c');
  for (let i = 0; i < 6; i++) s += rr(120 + (i % 2) * 3, 308 - i * 7, 160, 8, 2, i % 2 ? nc : lighten(nc, 0.2));
  s += rr(104, 252, 192, 12, 6, '#000', 'opacity="0.35"');
  return `<g filter="url(#ds)">${s}</g>`;
}

function posUi(x: number, y: number, w: number, h: number, a: string, seed: number): string {
  const r = seededRandom(seed);
  let s = rr(x, y, w, h, 6, lg(['#f8fafc', '#e2e8f0']));
  s += rr(x, y, w, 18, 6, a) + rr(x, y + 10, w, 8, 0, a);
  const gw = w * 0.62;
  const cols = 3;
  const tw = (gw - 10 - (cols - 1) * 7) / cols;
  const th = (h - 36 - 2 * 7) / 3;
  for (let i = 0; i < 9; i++) {
    const cx = x + 8 + (i % cols) * (tw + 7);
    const cy = y + 26 + Math.floor(i / cols) * (th + 7);
    s += rr(cx, cy, tw, th, 5, at(TILES, i + seed)) + circ(cx + tw / 2, cy + th * 0.42, Math.min(tw, th) * 0.18, WHITE, 'opacity="0.8"');
  }
  const bx = x + gw + 4;
  const bw = w - gw - 12;
  s += rr(bx, y + 26, bw, h - 34, 5, WHITE);
  for (let i = 0; i < 5; i++) s += rr(bx + 6, y + 36 + i * 12, bw * (0.4 + r() * 0.4), 4, 2, S300);
  s += rr(bx + 6, y + h - 30, bw - 12, 18, 5, '#16a34a');
  return s;
}

/** All-in-one touch POS terminal on a stand. variant 1 = customer display, 2 = with receipt printer. */
function touchPos(o: Opt = {}): string {
  const b = o.body ?? CHAR;
  const a = o.accent ?? RED;
  const v = o.variant ?? 0;
  let s = shadow(200, 338, 140);
  if (v === 1) {
    s += rr(340, 322, 52, 14, 7, darken(b, 0.1)) + rr(361, 150, 10, 176, 4, darken(b, 0.2));
    s += rr(318, 94, 96, 66, 10, b) + rr(325, 101, 82, 52, 4, lg(['#1e3a8a', '#0f172a']));
    for (let i = 0; i < 3; i++) s += digit(i === 0 ? 4 : 9, 350 + i * 19, 113, 26, '#7dd3fc');
  }
  s += rr(116, 316, 168, 24, 12, lg([lighten(b, 0.3), b]));
  s += pth('M180,240 L220,240 L236,320 L164,320 Z', lg([darken(b, 0.25), b], 'h'));
  s += rr(56, 52, 288, 206, 18, lg([lighten(b, 0.2), b]));
  s += posUi(68, 64, 264, 182, a, 3 + v);
  s += poly(
    [
      [68, 64],
      [180, 64],
      [100, 246],
      [68, 246],
    ],
    WHITE,
    'opacity="0.07"',
  );
  s += circ(200, 252, 2.5, S500);
  let out = `<g filter="url(#ds)">${s}</g>`;
  if (v === 2) out += g(receiptPrinter({ body: b, compact: true }), 240, 160, 0.45);
  return out;
}

/** Laptop with a dashboard on screen. */
function laptop(o: Opt = {}): string {
  const b = o.body ?? S600;
  const a = o.accent ?? RED;
  let s = shadow(200, 338, 175);
  s += rr(88, 104, 224, 160, 12, lg([lighten(b, 0.15), darken(b, 0.2)]));
  s += rr(98, 114, 204, 140, 4, lg(['#f8fafc', '#e2e8f0']));
  s += rr(98, 114, 204, 16, 4, CHAR) + circ(108, 122, 3, a) + circ(118, 122, 3, '#f59e0b') + circ(128, 122, 3, '#22c55e');
  const bars = [40, 62, 50, 82, 70, 96];
  bars.forEach((h, i) => (s += rr(112 + i * 18, 240 - h, 12, h, 3, i === 5 ? a : S400)));
  s += rr(226, 140, 64, 46, 6, WHITE) + circ(258, 163, 16, a, 'opacity="0.85"') + pth('M258,163 L258,147 A16,16 0 0 1 274,163 Z', '#fca5a5');
  s += rr(226, 194, 64, 8, 4, S300) + rr(226, 208, 44, 8, 4, S300) + rr(226, 222, 54, 8, 4, S300);
  s += pth('M70,266 L330,266 L354,318 C356,328 350,334 340,334 L60,334 C50,334 44,328 46,318 Z', lg([lighten(b, 0.45), lighten(b, 0.15)]));
  for (let r = 0; r < 3; r++) for (let c = 0; c < 13; c++) s += rr(84 + c * 18.5 - r * 3, 272 + r * 11, 15, 8, 2, darken(b, 0.25));
  s += rr(172, 308, 56, 18, 4, darken(b, 0.1)) + rr(46, 326, 308, 8, 4, darken(b, 0.25));
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Desktop: monitor + tower + keyboard. */
function desktop(o: Opt = {}): string {
  const b = o.body ?? CHAR;
  const a = o.accent ?? RED;
  let s = shadow(200, 338, 185);
  s += rr(300, 120, 84, 218, 12, lg([lighten(b, 0.2), darken(b, 0.1)], 'h'));
  s += rr(312, 136, 60, 6, 3, darken(b, 0.4)) + rr(312, 150, 60, 6, 3, darken(b, 0.4)) + circ(342, 186, 9, a) + circ(342, 186, 4, WHITE, 'opacity="0.6"');
  for (let i = 0; i < 6; i++) s += rr(316, 262 + i * 10, 52, 4, 2, darken(b, 0.35));
  s += rr(128, 300, 120, 16, 8, lighten(b, 0.2)) + pth('M176,256 L200,256 L206,302 L170,302 Z', darken(b, 0.2));
  s += rr(24, 84, 272, 178, 14, b) + rr(34, 94, 252, 150, 4, lg(['#dbeafe', '#f8fafc']));
  s += rr(34, 94, 252, 20, 4, a) + rr(46, 126, 100, 106, 6, WHITE) + rr(156, 126, 118, 50, 6, WHITE) + rr(156, 182, 118, 50, 6, WHITE);
  for (let i = 0; i < 5; i++) s += rr(56, 138 + i * 18, 70 - i * 8, 7, 3.5, S300);
  s += pth('M166,168 L190,150 L206,160 L230,138 L262,150', 'none', `stroke="${a}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`);
  s += rr(166, 196, 60, 7, 3.5, S300) + rr(166, 212, 90, 7, 3.5, S300);
  s += rr(30, 316, 230, 22, 6, lighten(b, 0.35));
  for (let c = 0; c < 14; c++) s += rr(38 + c * 15.6, 321, 12, 5, 1.5, darken(b, 0.1)) + rr(38 + c * 15.6, 329, 12, 5, 1.5, darken(b, 0.1));
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Tablet on a small stand. */
function tablet(o: Opt = {}): string {
  const b = o.body ?? CHAR;
  const a = o.accent ?? RED;
  let s = shadow(200, 338, 110);
  s += pth('M176,330 L200,250 L224,330 Z', S500) + rr(146, 326, 108, 12, 6, S400);
  s += `<g transform="rotate(-6 200 190)">${rr(110, 60, 180, 250, 18, b)}${posUi(122, 74, 156, 222, a, 11)}</g>`;
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Keyboard (with front edge) and mouse. */
function keyboardMouse(o: Opt & { wireless?: boolean } = {}): string {
  const b = o.body ?? CHAR;
  const a = o.accent ?? RED;
  const v = o.variant ?? 0;
  let s = shadow(170, 336, 165) + shadow(350, 336, 36, 8);
  const key = lum(b) > 0.6 ? darken(b, 0.1) : lighten(b, 0.32);
  if (!o.wireless)
    s +=
      stroke('M172,216 C172,170 200,150 230,120 C250,100 250,70 240,40', S700, 5) + stroke('M350,252 C350,200 330,170 300,130 C284,110 290,70 300,40', S700, 5);
  const kw = v === 1 ? 250 : 300;
  const kx = 22;
  s += rr(kx, 228, kw, 110, 16, darken(b, 0.35));
  s += rr(kx, 214, kw, 114, 16, lg([lighten(b, 0.2), b]));
  const cols = v === 1 ? 12 : 15;
  const kwid = (kw - 24) / cols;
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < cols; c++) {
      if (r === 4 && c > 3 && c < cols - 4) continue;
      s += rr(kx + 12 + c * kwid, 224 + r * 19, kwid - 3.5, 15, 3, r === 0 && c === 0 ? a : key);
    }
  }
  s += rr(kx + 12 + 4 * kwid, 224 + 4 * 19, (cols - 8) * kwid - 3.5, 15, 3, key);
  s += rr(kx + 10, 216, kw - 20, 3, 1.5, WHITE, 'opacity="0.15"');
  // mouse
  s += pth(
    'M350,250 C376,250 388,272 388,298 C388,322 372,338 350,338 C328,338 312,322 312,298 C312,272 324,250 350,250 Z',
    lg([lighten(b, 0.28), darken(b, 0.1)]),
  );
  s += stroke('M350,252 L350,290', darken(b, 0.4), 2) + rr(346, 262, 8, 18, 4, a);
  if (o.wireless) s += rr(300, 326, 22, 10, 3, S600) + rr(318, 328, 8, 6, 1, S300);
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Wide dot-matrix printer with tractor-feed continuous paper. */
function dotMatrix(o: Opt & { bar?: string } = {}): string {
  const b = o.body ?? '#d6d3d1';
  const bar = o.bar ?? '#dcfce7';
  const a = o.accent ?? RED;
  const v = o.variant ?? 0;
  let s = shadow(200, 340, 190);
  // paper from the back
  s += rr(78, 36, 244, 170, 0, WHITE);
  for (let y = 36; y < 200; y += 28) s += rr(96, y, 208, 14, 0, bar);
  for (let y = 44; y < 200; y += 13) s += circ(87, y, 3, S300) + circ(313, y, 3, S300);
  s += stroke('M96,36 L96,206', S300, 1, 'stroke-dasharray="3 3"') + stroke('M304,36 L304,206', S300, 1, 'stroke-dasharray="3 3"');
  s += receiptLines(112, 48, 150, 8, 99, S400);
  s += circ(372, 232, 17, darken(b, 0.35)) + circ(372, 232, 7, darken(b, 0.5));
  s += rr(24, 188, 352, 150, 22, lg([lighten(b, 0.2), b, darken(b, 0.12)]));
  s += rr(40, 168, 320, 56, 20, lg([lighten(b, 0.35), lighten(b, 0.08)]));
  s += rr(64, 186, 272, 9, 4.5, darken(b, 0.55));
  s += rr(40, 230, 320, 4, 2, darken(b, 0.15));
  for (let i = 0; i < 7; i++) s += rr(48, 250 + i * 10, 90, 4, 2, darken(b, 0.2));
  s +=
    rr(262, 254, 90, 40, 8, darken(b, 0.2)) +
    rr(270, 262, 16, 10, 3, a) +
    rr(292, 262, 16, 10, 3, S600) +
    rr(314, 262, 16, 10, 3, S600) +
    circ(278, 282, 3, '#22c55e') +
    circ(300, 282, 3, '#f59e0b');
  if (v === 1) {
    // folded paper stack in front
    s += rr(120, 312, 160, 26, 2, WHITE) + rr(120, 318, 160, 4, 0, bar) + rr(120, 328, 160, 4, 0, bar);
  }
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Handheld mobile receipt printer with a carry strap. */
function mobilePrinter(o: Opt & { strap?: string } = {}): string {
  const b = o.body ?? CHAR;
  const a = o.accent ?? RED;
  const st = o.strap ?? S700;
  let s = shadow(200, 338, 96);
  s += stroke('M134,222 C58,214 56,66 200,62 C344,66 342,214 266,222', st, 15);
  s += stroke('M134,222 C58,214 56,66 200,62 C344,66 342,214 266,222', WHITE, 1.5, 'opacity="0.25" stroke-dasharray="6 6"');
  s += receiptShape(162, 96, 76, 70, lg(['#ffffff', '#eef0f3']), 6) + receiptLines(172, 116, 56, 3, 5);
  s += rr(126, 146, 148, 192, 36, lg([lighten(b, 0.18), b, darken(b, 0.2)]));
  s += rr(134, 146, 132, 66, 30, lg([lighten(b, 0.34), lighten(b, 0.1)]));
  s += rr(148, 168, 104, 8, 4, darken(b, 0.6));
  s += rr(120, 206, 16, 26, 6, S400) + rr(264, 206, 16, 26, 6, S400);
  s += rr(154, 228, 92, 40, 7, SCREEN) + rr(162, 238, 50, 5, 2.5, '#7dd3fc') + rr(162, 250, 34, 5, 2.5, '#7dd3fc', 'opacity="0.6"');
  s += circ(166, 294, 11, lighten(b, 0.25)) + circ(200, 294, 11, a) + circ(234, 294, 11, lighten(b, 0.25));
  s += circ(200, 320, 3.5, '#22c55e');
  return `<g filter="url(#ds)">${s}</g>`;
}

/** ID card printer (variant 0/1) or wristband printer (variant 2/3). */
function specialtyPrinter(o: Opt = {}): string {
  const b = o.body ?? S200;
  const a = o.accent ?? RED;
  const v = o.variant ?? 0;
  let s = shadow(200, 340, 170);
  s += rr(60, 160, 280, 176, 30, lg([lighten(b, 0.3), b, darken(b, 0.14)]));
  s += rr(96, 122, 208, 62, 12, SCREEN, 'opacity="0.78"');
  for (let i = 0; i < 5; i++) s += rr(112, 132 + i * 8, 176, 12, 4, i === 4 ? lighten(a, 0.6) : WHITE, 'opacity="0.95"');
  s += rr(60, 186, 280, 6, 3, darken(b, 0.2));
  s += rr(100, 222, 200, 11, 5.5, '#0b0f17');
  if (v < 2) {
    s += rr(124, 226, 152, 96, 10, WHITE, `stroke="${S300}" stroke-width="2"`);
    s += rr(124, 226, 152, 18, 9, a) + rr(124, 236, 152, 8, 0, a);
    s += rr(136, 254, 44, 54, 6, lighten(a, 0.75)) + circ(158, 272, 11, lighten(a, 0.35)) + pth('M140,306 C142,288 174,288 176,306 Z', lighten(a, 0.35));
    s += rr(192, 258, 70, 7, 3.5, S400) + rr(192, 272, 52, 7, 3.5, S300) + rr(192, 286, 62, 7, 3.5, S300);
    s += barcode(192, 298, 70, 12, 8);
  } else {
    const bc = lighten(a, 0.55);
    s += rr(186, 226, 28, 40, 3, bc) + rr(186, 262, 28, 4, 0, darken(bc, 0.12));
    for (let i = 0; i < 6; i++) s += rr(191, 234 + i * 4, i % 3 ? 18 : 12, 2, 1, CHAR);
    // finished wristband lying in front
    s += ell(292, 322, 74, 22, 'none', `stroke="${darken(bc, 0.15)}" stroke-width="16"`) + ell(292, 320, 74, 22, 'none', `stroke="${bc}" stroke-width="12"`);
    s += rr(242, 326, 44, 14, 3, WHITE) + barcode(246, 328, 36, 10, 31) + circ(356, 314, 6, WHITE, `stroke="${darken(a, 0.1)}" stroke-width="2"`);
  }
  s += circ(312, v >= 2 ? 206 : 300, 9, v % 2 ? '#16a34a' : a) + circ(88, 300, 4, '#22c55e');
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Line-interactive UPS tower. */
function ups(o: Opt = {}): string {
  const b = o.body ?? CHAR;
  const a = o.accent ?? RED;
  let s = shadow(200, 340, 80);
  s += rr(136, 100, 128, 238, 18, lg([lighten(b, 0.2), b, darken(b, 0.2)], 'h'));
  s +=
    rr(148, 122, 104, 58, 10, SCREEN) +
    rr(160, 134, 40, 6, 3, '#4ade80') +
    rr(160, 148, 64, 6, 3, '#4ade80', 'opacity="0.6"') +
    rr(160, 162, 30, 6, 3, '#4ade80', 'opacity="0.4"');
  s += circ(200, 218, 20, darken(b, 0.4)) + circ(200, 218, 14, 'none', `stroke="${a}" stroke-width="4"`) + rr(198, 204, 4, 12, 2, a);
  s += circ(176, 254, 4, '#22c55e') + circ(192, 254, 4, '#f59e0b') + circ(208, 254, 4, S500) + circ(224, 254, 4, S500);
  for (let i = 0; i < 5; i++) s += rr(156, 276 + i * 10, 88, 4, 2, darken(b, 0.4));
  s += rr(136, 100, 128, 8, 4, WHITE, 'opacity="0.12"');
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Coiled USB cable with plugs. */
function cable(o: Opt = {}): string {
  const c = o.body ?? S800;
  let s = shadow(200, 338, 120, 9);
  for (let i = 0; i < 5; i++) s += ell(200, 288 - i * 4, 90 - i * 3, 34 - i, 'none', `stroke="${c}" stroke-width="7"`);
  s += stroke('M110,288 C80,270 70,240 96,220', c, 7) + stroke('M290,288 C320,300 330,250 312,226', c, 7);
  s += rr(80, 190, 30, 36, 6, S600) + rr(86, 168, 18, 24, 2, S300) + rr(90, 174, 10, 6, 1, S500);
  s += rr(298, 196, 28, 34, 6, S600) + rr(303, 180, 18, 18, 2, S300);
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Adjustable device stand (holding a tablet). */
function stand(o: Opt = {}): string {
  const b = o.body ?? S400;
  let s = shadow(200, 340, 120);
  s += rr(110, 318, 180, 22, 11, lg([lighten(b, 0.3), b]));
  s += pth('M188,322 L212,322 L236,190 L222,186 Z', lg([b, darken(b, 0.2)], 'h'));
  s += circ(228, 190, 12, darken(b, 0.2));
  s += `<g transform="rotate(-14 230 150)">${rr(150, 70, 160, 120, 12, CHAR)}${rr(160, 80, 140, 100, 5, lg(['#e0f2fe', '#f8fafc']))}${rr(170, 92, 50, 36, 5, '#fecaca')}${rr(228, 92, 62, 36, 5, '#bbf7d0')}${rr(170, 136, 120, 34, 5, '#fde68a')}</g>`;
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Thermal print head with flex cable. */
function printHead(): string {
  let s = shadow(200, 330, 150, 9);
  s += pth('M120,250 C110,190 160,170 200,170 L250,170', 'none', `stroke="#d97706" stroke-width="30" stroke-linejoin="round"`);
  s += rr(236, 156, 46, 30, 4, '#f5f5f4') + rr(240, 160, 38, 22, 2, S700);
  s += rr(52, 242, 296, 48, 8, lg(['#e5e7eb', '#9ca3af', '#6b7280']));
  s += rr(60, 264, 280, 6, 3, SCREEN) + rr(52, 286, 296, 28, 6, lg([S600, S800]));
  s += circ(72, 254, 6, S500) + circ(328, 254, 6, S500);
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Power adapter brick with cords and Indian 3-pin plug. */
function adapter(o: Opt = {}): string {
  const b = o.body ?? '#111827';
  let s = shadow(200, 338, 170, 10);
  s += stroke('M128,260 C80,270 60,300 40,300', S800, 6);
  s += stroke('M272,260 C320,250 330,310 366,300', S800, 6);
  s += rr(352, 290, 30, 20, 5, S700) + rr(380, 296, 14, 8, 2, S400);
  s += rr(16, 282, 36, 36, 8, S700) + rr(4, 288, 14, 5, 2, S400) + rr(4, 307, 14, 5, 2, S400);
  s += rr(124, 220, 152, 84, 16, lg([lighten(b, 0.2), b]));
  s += rr(146, 240, 108, 44, 6, S600, 'opacity="0.6"') + rr(156, 250, 60, 5, 2.5, S300) + rr(156, 262, 80, 5, 2.5, S300) + rr(156, 272, 40, 5, 2.5, S300);
  s += circ(258, 232, 3.5, '#22c55e');
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Paper rolls standing (or ribbon). */
function paperRoll(cx: number, base: number, r: number, h: number, tint = WHITE): string {
  const ry = r * 0.34;
  let s = shadow(cx, base + 2, r + 8, 7, 0.25);
  s += rr(cx - r, base - h, 2 * r, h, 0, lg([darken(tint, 0.08), tint, darken(tint, 0.12)], 'h'));
  s += ell(cx, base, r, ry, darken(tint, 0.12));
  s += ell(cx, base - h, r, ry, lg([WHITE, darken(tint, 0.06)]));
  s += ell(cx, base - h, r * 0.32, ry * 0.32, S400) + ell(cx, base - h, r * 0.2, ry * 0.2, S600);
  s += `<ellipse cx="${n(cx)}" cy="${n(base - h)}" rx="${n(r * 0.7)}" ry="${n(ry * 0.7)}" fill="none" stroke="${S200}" stroke-width="1"/>`;
  return s;
}
function consumables(o: Opt = {}): string {
  const v = o.variant ?? 0;
  let s = '';
  if (v === 0) {
    s += paperRoll(120, 330, 56, 110) + paperRoll(280, 330, 56, 110) + paperRoll(200, 338, 58, 140);
  } else if (v === 1) {
    // ribbon cassette / twin spools
    s += shadow(200, 336, 170, 10);
    s += pth('M100,200 L300,200 L300,290 L100,290 Z', '#111827');
    s += rr(40, 170, 120, 150, 20, lg([S600, S800], 'h')) + rr(240, 170, 120, 150, 20, lg([S600, S800], 'h'));
    s += circ(100, 245, 48, '#0b0f17') + circ(100, 245, 16, S300) + circ(300, 245, 36, '#0b0f17') + circ(300, 245, 16, S300);
    s += rr(40, 170, 320, 20, 10, RED, 'opacity="0.85"');
  } else if (v === 2) {
    // label rolls
    s += shadow(200, 336, 170, 10);
    const roll = (cx: number, cy: number, r: number, c: string) =>
      circ(cx, cy, r, '#fde68a') +
      circ(cx, cy, r - 6, WHITE) +
      circ(cx, cy, r * 0.38, S300) +
      circ(cx, cy, r * 0.24, S500) +
      `<circle cx="${cx}" cy="${cy}" r="${n(r - 14)}" fill="none" stroke="${c}" stroke-width="1.5" stroke-dasharray="14 4" opacity="0.6"/>`;
    s += roll(130, 250, 86, S400) + roll(282, 268, 68, RED);
    s += rr(190, 318, 180, 20, 3, '#fde68a') + rr(198, 321, 40, 14, 3, WHITE) + rr(244, 321, 40, 14, 3, WHITE) + rr(290, 321, 40, 14, 3, WHITE);
  } else {
    s += paperRoll(140, 336, 70, 90) + paperRoll(290, 336, 50, 150, '#fef9c3');
    s += `<g transform="rotate(-8 220 300)">${rr(160, 290, 130, 44, 8, '#111827')}${rr(176, 302, 98, 20, 4, RED)}</g>`;
  }
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Web camera. variant 0 clip-on on monitor, 1 tripod, 2 ball, 3 privacy shutter. */
function webcam(o: Opt = {}): string {
  const b = o.body ?? CHAR;
  const a = o.accent ?? RED;
  const v = o.variant ?? 0;
  let s = '';
  const lens = (cx: number, cy: number, r: number) =>
    circ(cx, cy, r, darken(b, 0.4)) +
    circ(cx, cy, r * 0.74, rg(['#334e8c', '#0b1220'], 0.4, 0.4, 0.7)) +
    circ(cx, cy, r * 0.36, '#020617') +
    circ(cx - r * 0.28, cy - r * 0.28, r * 0.14, WHITE, 'opacity="0.7"');
  if (v === 2) {
    s += shadow(200, 338, 90);
    s += pth('M170,250 L230,250 L250,326 L150,326 Z', darken(b, 0.1)) + ell(200, 328, 80, 14, lg([lighten(b, 0.3), b]));
    s += circ(200, 180, 92, lg([lighten(b, 0.3), b, darken(b, 0.2)])) + lens(200, 180, 52) + circ(262, 130, 5, '#22c55e');
    return `<g filter="url(#ds)">${s}</g>`;
  }
  if (v === 1) {
    s += shadow(200, 338, 120);
    s += stroke('M200,230 L120,334', S600, 8) + stroke('M200,230 L280,334', S600, 8) + stroke('M200,230 L200,336', S500, 8) + rr(186, 214, 28, 24, 6, S700);
  } else {
    s += shadow(200, 340, 180);
    s += rr(30, 238, 340, 102, 10, S800) + rr(42, 250, 316, 90, 4, lg(['#1e3a8a', '#312e81']));
    s += pth('M160,212 L240,212 L250,262 L150,262 Z', darken(b, 0.25));
  }
  s += rr(90, 130, 220, 94, 47, lg([lighten(b, 0.28), b, darken(b, 0.18)]));
  s += rr(104, 136, 192, 10, 5, WHITE, 'opacity="0.14"');
  s += lens(200, 177, 36);
  s += circ(262, 177, 5, '#22c55e') + circ(130, 172, 2.5, S500) + circ(140, 172, 2.5, S500) + circ(130, 182, 2.5, S500) + circ(140, 182, 2.5, S500);
  if (v === 3) s += rr(170, 120, 60, 16, 6, a);
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Phone with a UPI-style QR on screen. */
function phoneQr(seed = 5, a = RED): string {
  let s = shadow(200, 338, 80);
  s += rr(120, 40, 160, 296, 26, CHAR) + rr(130, 54, 140, 268, 16, WHITE);
  s += rr(130, 54, 140, 40, 16, a) + rr(130, 80, 140, 14, 0, a) + rr(182, 44, 36, 6, 3, S700);
  s += qr(154, 112, 92, seed);
  s += rr(146, 226, 108, 10, 5, S300) + rr(160, 244, 80, 10, 5, S200);
  s +=
    rr(146, 270, 108, 32, 10, '#16a34a') +
    pth('M186,286 L196,296 L216,276', 'none', `stroke="${WHITE}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"`);
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Delivery parcel box. */
function parcel(): string {
  let s = shadow(200, 338, 150);
  s += poly(
    [
      [70, 170],
      [250, 170],
      [250, 338],
      [70, 338],
    ],
    '#c98b4f',
  );
  s += poly(
    [
      [250, 170],
      [330, 130],
      [330, 298],
      [250, 338],
    ],
    '#a86f3a',
  );
  s += poly(
    [
      [70, 170],
      [150, 130],
      [330, 130],
      [250, 170],
    ],
    '#deaa72',
  );
  s += poly(
    [
      [140, 170],
      [180, 170],
      [180, 338],
      [140, 338],
    ],
    '#e8c49a',
    'opacity="0.85"',
  );
  s += poly(
    [
      [140, 170],
      [180, 170],
      [260, 130],
      [220, 130],
    ],
    '#f1d6b4',
    'opacity="0.85"',
  );
  s += rr(90, 286, 40, 30, 3, WHITE, 'opacity="0.9"') + barcode(94, 292, 32, 18, 2);
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Stack of notes and coins (cash on delivery). */
function cashPile(): string {
  let s = shadow(200, 336, 150, 9);
  for (let i = 0; i < 5; i++) {
    const c = at(NOTES, i);
    s += `<g transform="rotate(${-8 + i * 4} 200 300)">${rr(80, 270 - i * 12, 240, 60, 6, c, `stroke="${darken(c, 0.2)}" stroke-width="2"`)}${circ(200, 300 - i * 12, 18, lighten(c, 0.35))}${rr(96, 282 - i * 12, 30, 36, 4, lighten(c, 0.25))}</g>`;
  }
  for (let i = 0; i < 4; i++) s += ell(300, 320 - i * 9, 36, 11, '#d4a72c', `stroke="#a16207" stroke-width="2"`);
  return `<g filter="url(#ds)">${s}</g>`;
}

/** Gear, wrench and shield for the service centre. */
function gear(cx: number, cy: number, r: number, fill: string): string {
  let s = '';
  for (let i = 0; i < 8; i++)
    s += `<rect x="${n(cx - r * 0.18)}" y="${n(cy - r * 1.22)}" width="${n(r * 0.36)}" height="${n(r * 0.5)}" rx="${n(r * 0.06)}" fill="${fill}" transform="rotate(${i * 45} ${n(cx)} ${n(cy)})"/>`;
  return s + circ(cx, cy, r, fill) + circ(cx, cy, r * 0.42, WHITE);
}
function wrench(x: number, y: number, rot: number, fill: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot})">${rr(-12, 0, 24, 170, 12, fill)}${circ(0, 0, 34, fill)}${rr(-11, -42, 22, 44, 4, WHITE)}</g>`;
}
function shield(cx: number, cy: number, s: number, fill: string): string {
  return `<g transform="translate(${cx} ${cy}) scale(${s})">${pth('M0,-60 L50,-42 C50,10 30,42 0,60 C-30,42 -50,10 -50,-42 Z', fill)}${pth('M-22,0 L-6,16 L24,-16', 'none', `stroke="${WHITE}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"`)}</g>`;
}
function serviceScene(): string {
  let s = shadow(200, 338, 180);
  s += `<g filter="url(#ds)">${gear(300, 130, 52, S400)}${wrench(110, 120, -35, S500)}</g>`;
  s += g(receiptPrinter({ body: CHAR }), 60, 90, 0.75);
  s += `<g filter="url(#ds)">${shield(320, 250, 1.1, RED)}</g>`;
  return s;
}

// ================================================================ scenes (640x420 frame)
type Place = [string, number, number, number];
const sc = (items: Place[]) => items.map(([c, x, y, s]) => g(c, x, y, s)).join('');

const SCENES: Record<string, () => string> = {
  receipt: () =>
    sc([
      [paperRoll(80, 330, 40, 80) + paperRoll(150, 336, 44, 110), 0, 36, 1],
      [receiptPrinter({}), 170, 0, 1.05],
      [receiptPrinter({ compact: true, body: S600 }), 440, 160, 0.62],
    ]),
  scanner: () =>
    sc([
      [scanner({ twoD: true, stand: true }), 20, 10, 1.05],
      [receiptPrinter({ compact: true }), 400, 130, 0.7],
    ]),
  label: () =>
    sc([
      [labelPrinter({}), 40, 10, 1.05],
      [consumables({ variant: 2 }), 380, 150, 0.6],
    ]),
  cash: () =>
    sc([
      [cashDrawer({}), 0, 60, 0.95],
      [currencyCounter({ noteIdx: 0 }), 330, 40, 0.78],
    ]),
  touch: () =>
    sc([
      [touchPos({ variant: 1 }), 30, 0, 1.05],
      [scanner({ stand: true, beam: false, body: S700 }), 380, 150, 0.65],
    ]),
  service: () => sc([[serviceScene(), 100, 0, 1.05]]),
  office: () =>
    sc([
      [dotMatrix({}), 0, 90, 0.8],
      [laptop({}), 250, 40, 0.95],
    ]),
  upi: () =>
    sc([
      [parcel(), 0, 80, 0.85],
      [cashPile(), 140, 130, 0.7],
      [phoneQr(9), 300, 0, 1.05],
    ]),
  computing: () =>
    sc([
      [desktop({}), 0, 20, 1.0],
      [tablet({ accent: '#2563eb' }), 380, 120, 0.7],
    ]),
  retail: () =>
    sc([
      [touchPos({ variant: 2 }), 0, 10, 1.0],
      [currencyCounter({ noteIdx: 1 }), 360, 140, 0.65],
    ]),
  mobile: () =>
    sc([
      [mobilePrinter({}), 40, 20, 0.95],
      [phoneQr(3), 300, 40, 0.9],
    ]),
  misc: () =>
    sc([
      [ups({}), 0, 40, 0.95],
      [keyboardMouse({}), 210, 120, 0.75],
    ]),
};

// ================================================================ output helpers
const written: string[] = [];
async function save(rel: string, svg: string, kind: 'webp' | 'png', quality = 76): Promise<void> {
  const file = path.join(OUT, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const img = sharp(Buffer.from(svg));
  const buf =
    kind === 'webp' ? await img.webp({ quality, effort: 6 }).toBuffer() : await img.png({ palette: true, quality: 80, compressionLevel: 9 }).toBuffer();
  fs.writeFileSync(file, buf);
  written.push(rel);
}
function saveText(rel: string, content: string): void {
  const file = path.join(OUT, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  written.push(rel);
}

// ================================================================ slides
type Slide = { title: string; sub: string; scene: keyof typeof SCENES; panel: [string, string] };
const SLIDES: Slide[] = [
  { title: 'Thermal Receipt Printers', sub: 'Fast 80 mm billing, 1-year warranty', scene: 'receipt', panel: [CHAR, '#111827'] },
  { title: 'Barcode Scanners', sub: '1D & 2D, UPI QR ready', scene: 'scanner', panel: [DRED, RED] },
  { title: 'Label Printers', sub: 'From ₹13,000', scene: 'label', panel: [CHAR, S800] },
  { title: 'Cash Drawers & Currency Counters', sub: 'Secure counters, fake-note detection', scene: 'cash', panel: [DRED, '#991b1b'] },
  { title: 'Touch POS Systems', sub: 'All-in-one billing terminals', scene: 'touch', panel: ['#111827', CHAR] },
  { title: 'Authorised TVS-E Service Centre', sub: 'Trusted in Ludhiana since 1992', scene: 'service', panel: [DRED, RED] },
  { title: 'Office Automation', sub: 'Printers, scanners, computing', scene: 'office', panel: [CHAR, S700] },
  { title: 'Cash on Delivery & UPI', sub: 'Order online, pay your way', scene: 'upi', panel: [DRED, '#991b1b'] },
];

function sceneSvg(key: keyof typeof SCENES): string {
  const f = SCENES[key];
  return f ? f() : '';
}

function wideSlide(sl: Slide, i: number): string {
  const W = 1600;
  const H = 600;
  const textLeft = i % 2 === 0;
  const split = 760;
  let s = rr(0, 0, W, H, 0, lg(['#f8fafc', '#e2e8f0'], 'd'));
  const ix = textLeft ? split + 60 : 60;
  s += circ(ix + 380, 300, 250, rg([`${lighten(RED, 0.85)}@0.9`, `${lighten(RED, 0.85)}@0`]));
  s += circ(ix + 620, 90, 60, RED, 'opacity="0.07"') + circ(ix + 80, 520, 40, CHAR, 'opacity="0.05"');
  // dark text panel with slanted edge
  const panel = textLeft ? `M0,0 L${split + 60},0 L${split - 40},${H} L0,${H} Z` : `M${W - split + 40},0 L${W},0 L${W},${H} L${W - split - 60},${H} Z`;
  s += pth(panel, lg(sl.panel, 'd'));
  s += pth(
    textLeft
      ? `M${split + 60},0 L${split + 84},0 L${split - 16},${H} L${split - 40},${H} Z`
      : `M${W - split + 16},0 L${W - split + 40},0 L${W - split - 60},${H} L${W - split - 84},${H} Z`,
    RED,
  );
  // text
  const tx = textLeft ? 90 : W - split + 50;
  const lines = wrap(sl.title, 60, 650, true);
  const blockH = 14 + 30 + lines.length * 72 + 20 + 40;
  let y = (H - blockH) / 2 + 14;
  s += rr(tx, y, 72, 8, 4, sl.panel[0] === DRED ? WHITE : RED);
  y += 30 + 58;
  for (const l of lines) {
    s += text(tx, y, l, 60, WHITE, { bold: true });
    y += 72;
  }
  s += text(tx, y + 8, sl.sub, 31, '#fde2e2');
  // illustration: scene frame 640x420 scaled
  const scale = 1.18;
  s += g(sceneSvg(sl.scene), ix + 380 - 320 * scale, 300 - 210 * scale + 10, scale);
  return doc(W, H, s);
}

function narrowSlide(sl: Slide, i: number): string {
  const W = 800;
  const H = 500;
  let s = rr(0, 0, W, H, 0, lg(['#f8fafc', '#e5e7eb']));
  const lines = wrap(sl.title, 38, 720, true);
  const hb = 54 + lines.length * 44 + 34;
  s += pth(`M0,0 L${W},0 L${W},${hb - 16} C560,${hb + 24} 240,${hb - 46} 0,${hb} Z`, lg(sl.panel, 'd'));
  let y = 54;
  for (const l of lines) {
    s += text(W / 2, y, l, 38, WHITE, { bold: true, anchor: 'middle' });
    y += 44;
  }
  s += text(W / 2, y + 2, sl.sub, 22, '#fde2e2', { anchor: 'middle' });
  const top = hb + 12;
  const avail = H - top - 8;
  const scale = Math.min(avail / 420, 700 / 640);
  s += circ(W / 2, top + avail / 2 + 10, avail * 0.55, rg([`${lighten(RED, 0.85)}@0.9`, `${lighten(RED, 0.85)}@0`]));
  s += g(sceneSvg(sl.scene), W / 2 - 320 * scale, top, scale);
  void i;
  return doc(W, H, s);
}

// ================================================================ products
const PRODUCTS: Record<string, (() => string)[]> = {
  'barcode-scanners': [
    () => scanner({}),
    () => scanner({ stand: true, body: S700, accent: '#f59e0b' }),
    () => scanner({ cable: true, body: '#e5e7eb', accent: RED }),
    () => scanner({ twoD: true, stand: true, body: '#111827', accent: '#16a34a' }),
  ],
  'currency-counters': [
    () => currencyCounter({}),
    () => currencyCounter({ body: S600, noteIdx: 1, variant: 1 }),
    () => currencyCounter({ body: '#f5f5f4', noteIdx: 2, accent: '#2563eb' }),
    () => currencyCounter({ body: CHAR, noteIdx: 3, variant: 1 }),
  ],
  'cash-drawers': [() => cashDrawer({}), () => cashDrawer({ body: '#d6d3d1' }), () => cashDrawer({ variant: 1, body: S700 }), () => cashDrawer({ variant: 2 })],
  'computing-devices': [
    () => laptop({}),
    () => desktop({}),
    () => tablet({}),
    () => g(laptop({ body: CHAR, accent: '#2563eb' }), 0, 40, 0.85) + g(tablet({ body: S600 }), 210, 140, 0.5),
  ],
  consumables: [() => consumables({ variant: 0 }), () => consumables({ variant: 1 }), () => consumables({ variant: 2 }), () => consumables({ variant: 3 })],
  'dot-matrix-printers': [
    () => dotMatrix({}),
    () => dotMatrix({ body: CHAR, bar: '#dbeafe', variant: 1 }),
    () => dotMatrix({ body: '#e7e5e4', bar: '#fef3c7' }),
    () => dotMatrix({ body: S500, variant: 1 }),
  ],
  'keyboards-and-mouse': [
    () => keyboardMouse({}),
    () => keyboardMouse({ wireless: true, body: '#e5e7eb' }),
    () => keyboardMouse({ variant: 1, body: S600 }),
    () => keyboardMouse({ wireless: true, variant: 1, body: '#111827', accent: '#2563eb' }),
  ],
  'label-printers': [
    () => labelPrinter({}),
    () => labelPrinter({ body: '#e5e7eb', labels: '#bfdbfe' }),
    () => labelPrinter({ body: S700, labels: WHITE, accent: '#f59e0b' }),
    () => labelPrinter({}) + g(consumables({ variant: 2 }), 270, 220, 0.35),
  ],
  'mobile-printer': [
    () => mobilePrinter({}),
    () => mobilePrinter({ body: '#e5e7eb', strap: RED }),
    () => mobilePrinter({ body: S700, strap: '#111827', accent: '#16a34a' }),
    () => mobilePrinter({ body: DRED, strap: S600 }),
  ],
  'miscellaneous-products': [
    () => ups({}),
    () => cable({}),
    () => stand({}),
    () => g(ups({ body: '#e5e7eb' }), -60, 0, 1) + g(cable({ body: RED }), 150, 150, 0.55),
  ],
  'pos-printer': [
    () => receiptPrinter({ compact: true }),
    () => receiptPrinter({ compact: true, body: '#e5e7eb' }),
    () => receiptPrinter({ compact: true, body: S600, accent: '#f59e0b' }),
    () => receiptPrinter({ compact: true, paper: false, body: '#111827' }) + g(paperRoll(200, 336, 50, 90), 190, 110, 0.68),
  ],
  'specialty-printers': [
    () => specialtyPrinter({ variant: 0 }),
    () => specialtyPrinter({ variant: 1, body: CHAR, accent: '#2563eb' }),
    () => specialtyPrinter({ variant: 2 }),
    () => specialtyPrinter({ variant: 3, body: S600, accent: '#16a34a' }),
  ],
  spares: [() => printHead(), () => adapter({}), () => cable({ body: S600 }), () => g(printHead(), 0, -40, 0.8) + g(adapter({}), 80, 120, 0.6)],
  'touch-pos-systems': [
    () => touchPos({}),
    () => touchPos({ variant: 1, accent: '#2563eb' }),
    () => touchPos({ variant: 2 }),
    () => touchPos({ body: '#e5e7eb', accent: '#16a34a' }),
  ],
  'thermal-receipt-printers': [
    () => receiptPrinter({}),
    () => receiptPrinter({ body: '#e5e7eb' }),
    () => receiptPrinter({ body: S600, accent: '#f59e0b' }),
    () => receiptPrinter({ body: DRED, accent: WHITE }),
  ],
  'web-camera': [
    () => webcam({ variant: 0 }),
    () => webcam({ variant: 1, body: S600 }),
    () => webcam({ variant: 2, body: '#e5e7eb' }),
    () => webcam({ variant: 3 }),
  ],
};

function productSvg(content: string): string {
  let s = rr(0, 0, 800, 800, 0, lg(['#f4f4f5', '#f4f4f5', '#e7e7ea']));
  s += ell(400, 650, 360, 60, rg(['#ffffff@0.9', '#ffffff@0']));
  s += g(content, 60, 40, 1.7);
  return doc(800, 800, s);
}

// ================================================================ brand
function markGlyph(): string {
  // receipt drawn in a 100x100 frame
  let d = 'M30,16 L70,16 Q76,16 76,22 L76,80';
  const teeth = 6;
  for (let i = 0; i < teeth; i++) {
    const x1 = 76 - ((i + 0.5) * 46) / teeth;
    const x2 = 76 - ((i + 1) * 46) / teeth;
    d += ` L${n(x1)},74 L${n(x2)},80`;
  }
  d += ' L30,22 Q30,16 36,16 Z';
  return pth(d, WHITE) + rr(38, 28, 30, 7, 3.5, RED) + rr(38, 42, 22, 6, 3, RED, 'opacity="0.7"') + rr(38, 54, 26, 6, 3, RED, 'opacity="0.7"');
}
function mark(): string {
  return rr(0, 0, 100, 100, 24, lg([RED, DRED], 'd')) + markGlyph();
}
function logoSvg(w: number, h: number, forRaster: boolean): string {
  const body =
    g(mark(), 4, 4, 0.4) +
    `<text x="52" y="29" font-family="DejaVu Sans, Arial, sans-serif" font-size="27" font-weight="bold" fill="${CHAR}" letter-spacing="-0.5">Sanvio</text>` +
    `<text x="53" y="42" font-family="DejaVu Sans, Arial, sans-serif" font-size="8.2" font-weight="bold" fill="${RED}" letter-spacing="2.2">TECHNOLOGIES</text>`;
  const svg = doc(w, h, body, '0 0 180 48');
  return forRaster ? svg : svg.replace(/<defs>[\s\S]*?<\/defs>/, (m) => m.replace(STATIC_DEFS, ''));
}
function partnerSvg(): string {
  const body =
    rr(1, 1, 158, 38, 8, WHITE, `stroke="${S300}" stroke-width="1.5"`) +
    circ(20, 20, 11, RED) +
    pth('M15,20 L19,24 L26,16', 'none', `stroke="${WHITE}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"`) +
    `<text x="38" y="18" font-family="DejaVu Sans, Arial, sans-serif" font-size="12" font-weight="bold" fill="${CHAR}">TVS-E</text>` +
    `<text x="38" y="31" font-family="DejaVu Sans, Arial, sans-serif" font-size="9.5" fill="${S600}">Authorised Partner</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="TVS-E Authorised Partner">${body}</svg>`;
}

// ================================================================ about images
function aboutUs(): string {
  let s = rr(0, 0, 800, 600, 0, lg(['#fef2f2', '#f1f5f9']));
  // awning
  for (let i = 0; i < 10; i++) s += rr(i * 80, 0, 80, 56, 0, i % 2 ? WHITE : RED);
  for (let i = 0; i < 10; i++) s += circ(i * 80 + 40, 56, 40, i % 2 ? WHITE : RED, 'opacity="1"');
  s += rr(0, 0, 800, 8, 0, DRED);
  // shelves with boxes
  for (let r = 0; r < 2; r++) {
    s += rr(60, 170 + r * 110, 680, 10, 3, S400);
    for (let i = 0; i < 7; i++) {
      const w = 60 + ((i * 37 + r * 11) % 30);
      const h = 50 + ((i * 23 + r * 7) % 36);
      s += rr(80 + i * 94, 170 + r * 110 - h, w, h, 6, at(['#d6a166', S300, '#fecaca', '#c98b4f', S200], i + r), 'opacity="0.9"');
    }
  }
  // counter
  s += rr(30, 430, 740, 170, 10, lg([CHAR, '#111827']));
  s += rr(20, 414, 760, 26, 8, lg([S600, S700]));
  s += rr(30, 470, 740, 10, 0, RED);
  s += g(touchPos({ variant: 0 }), 40, 177, 0.72);
  s += g(receiptPrinter({ body: S700 }), 290, 252, 0.5);
  s += g(scanner({ stand: true, beam: false }), 420, 245, 0.52);
  s += g(currencyCounter({ noteIdx: 0 }), 640, 306, 0.34);
  return doc(800, 600, s);
}
function ourMission(): string {
  let s = rr(0, 0, 800, 600, 0, lg(['#f8fafc', '#e2e8f0'], 'd'));
  s += circ(660, 110, 70, RED, 'opacity="0.06"') + circ(120, 500, 90, CHAR, 'opacity="0.05"');
  s += shadow(400, 540, 220, 16);
  s += `<g filter="url(#ds)">`;
  const rings = [RED, WHITE, RED, WHITE, RED];
  rings.forEach((c, i) => (s += circ(400, 300, 220 - i * 44, c)));
  s += `</g>`;
  s += `<g transform="rotate(-35 400 300)">${rr(400, 294, 300, 12, 6, CHAR)}${poly(
    [
      [400, 300],
      [430, 286],
      [430, 314],
    ],
    CHAR,
  )}${poly(
    [
      [660, 300],
      [710, 270],
      [720, 300],
      [710, 330],
    ],
    S600,
  )}${poly(
    [
      [640, 300],
      [690, 270],
      [700, 300],
      [690, 330],
    ],
    S500,
  )}</g>`;
  s += g(scanner({ beam: false }), 40, 40, 0.35) + g(receiptPrinter({}), 620, 400, 0.35);
  return doc(800, 600, s);
}
function ourVision(): string {
  let s = rr(0, 0, 800, 600, 0, lg(['#fee2e2', '#fef2f2', '#f8fafc']));
  s += circ(620, 150, 70, '#fca5a5', 'opacity="0.7"');
  const r = seededRandom(42);
  let x = 0;
  while (x < 800) {
    const w = 50 + r() * 60;
    const h = 140 + r() * 220;
    s += rr(x, 470 - h, w - 6, h + 10, 4, at([S400, S500, S300], Math.floor(r() * 3)), 'opacity="0.8"');
    for (let yy = 470 - h + 16; yy < 450; yy += 26)
      for (let xx = x + 10; xx < x + w - 20; xx += 18) if (r() > 0.35) s += rr(xx, yy, 9, 12, 2, WHITE, 'opacity="0.6"');
    x += w;
  }
  s += rr(0, 470, 800, 130, 0, lg([S700, CHAR]));
  s += g(laptop({}), 60, 250, 0.75) + g(touchPos({}), 300, 210, 0.8) + g(receiptPrinter({ compact: true, body: S600 }), 560, 300, 0.55);
  return doc(800, 600, s);
}
function coreValues(): string {
  let s = rr(0, 0, 800, 600, 0, lg(['#f8fafc', '#fef2f2'], 'd'));
  const pts: [number, number][] = [
    [130, 220],
    [265, 400],
    [400, 200],
    [535, 400],
    [670, 220],
  ];
  s += stroke(`M${pts.map((p) => p.join(',')).join(' L')}`, S300, 10);
  const icons = [
    (cx: number, cy: number) => shield(cx, cy, 0.5, WHITE).replace(`stroke="${WHITE}"`, `stroke="${RED}"`),
    (cx: number, cy: number) =>
      poly(
        Array.from({ length: 10 }, (_, k) => {
          const a = (Math.PI / 5) * k - Math.PI / 2;
          const rad = k % 2 ? 14 : 32;
          return [cx + Math.cos(a) * rad, cy + Math.sin(a) * rad] as [number, number];
        }),
        WHITE,
      ),
    (cx: number, cy: number) => `<g transform="translate(${cx} ${cy}) scale(0.3)">${gear(0, 0, 70, WHITE).replace(`fill="${WHITE}"/>`, `fill="${RED}"/>`)}</g>`,
    (cx: number, cy: number) =>
      circ(cx + 16, cy - 16, 11, WHITE, 'opacity="0.55"') +
      pth(`M${cx - 2},${cy + 22} C${cx},${cy - 2} ${cx + 34},${cy - 2} ${cx + 36},${cy + 22} Z`, WHITE, 'opacity="0.55"') +
      circ(cx - 8, cy - 12, 14, WHITE) +
      pth(`M${cx - 36},${cy + 32} C${cx - 34},${cy + 2} ${cx + 18},${cy + 2} ${cx + 20},${cy + 32} Z`, WHITE),
    (cx: number, cy: number) =>
      pth(
        `M${cx},${cy + 28} C${cx - 50},${cy - 4} ${cx - 26},${cy - 42} ${cx},${cy - 16} C${cx + 26},${cy - 42} ${cx + 50},${cy - 4} ${cx},${cy + 28} Z`,
        WHITE,
      ),
  ];
  pts.forEach(([cx, cy], i) => {
    s += shadow(cx, cy + 80, 60, 10, 0.2);
    s += `<g filter="url(#ds)">${circ(cx, cy, 70, i % 2 ? CHAR : RED)}${circ(cx, cy, 70, 'none', `stroke="${WHITE}" stroke-width="6" opacity="0.5"`)}</g>`;
    s += at(icons, i)(cx, cy);
  });
  return doc(800, 600, s);
}

// ================================================================ articles, og, posters
const ARTICLES: [string, (keyof typeof SCENES)[], [string, string]][] = [
  ['best_thermal_tvse_printers_sanvio', ['receipt'], ['#fef2f2', '#fee2e2']],
  ['tvs_e_label_printers', ['label'], ['#fffbeb', '#fef3c7']],
  ['sanvio_digital_retail', ['retail'], ['#eff6ff', '#e0e7ff']],
  ['why_every_retail_business_needs_modern_pos_solution', ['touch'], ['#f0fdf4', '#dcfce7']],
  ['office_automation_pos_solutions_ludhiana', ['office'], ['#f8fafc', '#e2e8f0']],
  ['sanvio_trusted_office_automation', ['computing'], ['#fdf4ff', '#f3e8ff']],
  ['sanvio_office_automation_solutions', ['misc'], ['#f0f9ff', '#e0f2fe']],
  ['sanvio_tvs_authorized_partner', ['service'], ['#fef2f2', '#fecaca']],
  ['sanvio_ludhiana_retail_technology', ['cash'], ['#fff7ed', '#ffedd5']],
  ['revolutionizing_it_automation_ludhiana_sanvio', ['mobile'], ['#ecfeff', '#cffafe']],
  ['sanvio_business_automation_efficiency_solutions', ['upi'], ['#f5f5f4', '#e7e5e4']],
];
function articleSvg(scene: keyof typeof SCENES, bg: [string, string], i: number): string {
  let s = rr(0, 0, 1200, 630, 0, lg(bg, 'd'));
  const r = seededRandom(100 + i);
  for (let k = 0; k < 5; k++) s += circ(r() * 1200, r() * 630, 60 + r() * 160, k % 2 ? RED : CHAR, `opacity="${(0.03 + r() * 0.04).toFixed(3)}"`);
  s += rr(0, 560, 1200, 70, 0, '#000', 'opacity="0.03"');
  const scale = 1.35;
  s += g(sceneSvg(scene), 600 - 320 * scale, 315 - 210 * scale + 10, scale);
  return doc(1200, 630, s);
}
function ogSvg(): string {
  let s = rr(0, 0, 1200, 630, 0, lg(['#111827', CHAR, DRED], 'd'));
  s += circ(1050, 540, 260, RED, 'opacity="0.18"') + circ(1120, 80, 140, WHITE, 'opacity="0.04"');
  s += g(mark(), 100, 140, 1.5);
  s += text(100, 380, site.name, 76, WHITE, { bold: true });
  s += text(102, 446, 'POS & Office Automation · Ludhiana', 36, '#fecaca');
  s += rr(100, 486, 120, 8, 4, RED);
  s += g(scanner({ body: S600, beam: false }), 700, 96, 0.42) + g(receiptPrinter({ body: S600 }), 880, 16, 0.68);
  return doc(1200, 630, s);
}
function posterSvg(scene: keyof typeof SCENES, bg: [string, string]): string {
  let s = rr(0, 0, 1280, 720, 0, lg(bg, 'd'));
  const scale = 1.5;
  s += g(sceneSvg(scene), 640 - 320 * scale, 360 - 210 * scale, scale);
  s += rr(0, 0, 1280, 720, 0, lg(['#0f172a@0.15', '#0f172a@0.45']));
  s += circ(640, 360, 110, '#000', 'opacity="0.25" filter="url(#soft)"');
  s += circ(640, 360, 96, WHITE, 'opacity="0.94"') + circ(640, 360, 96, 'none', `stroke="${RED}" stroke-width="6"`);
  s += poly(
    [
      [612, 310],
      [612, 410],
      [698, 360],
    ],
    RED,
  );
  return doc(1280, 720, s);
}
function defaultProduct(): string {
  let s = rr(0, 0, 800, 800, 0, '#f4f4f5');
  s += shadow(400, 560, 190, 16, 0.18);
  const st = `stroke="${S400}" stroke-width="8" stroke-linejoin="round" fill="none"`;
  s += `<polygon points="250,330 400,270 550,330 400,390" ${st}/><polygon points="250,330 400,390 400,560 250,500" ${st}/><polygon points="400,390 550,330 550,500 400,560" ${st}/>`;
  s += text(400, 640, 'No image', 30, S500, { anchor: 'middle' });
  return doc(800, 800, s);
}

// ================================================================ main
async function main(): Promise<void> {
  // slides
  const wideBufs: Buffer[] = [];
  for (const [i, sl] of SLIDES.entries()) {
    const svg = wideSlide(sl, i);
    const buf = await sharp(Buffer.from(svg)).webp({ quality: 76, effort: 6 }).toBuffer();
    wideBufs.push(buf);
    await save(`slides/slide-${i + 1}.png`, narrowSlide(sl, i), 'png');
  }
  // slide-1 must be the smallest webp slide and <= 35 kB
  const others = Math.min(...wideBufs.slice(1).map((b) => b.length));
  let q = 76;
  let first = wideBufs[0] ?? Buffer.alloc(0);
  const firstSvg = wideSlide(at(SLIDES, 0), 0);
  while ((first.length >= others || first.length > 35000) && q > 30) {
    q -= 4;
    first = await sharp(Buffer.from(firstSvg)).webp({ quality: q, effort: 6 }).toBuffer();
  }
  wideBufs[0] = first;
  fs.mkdirSync(path.join(OUT, 'slides'), { recursive: true });
  wideBufs.forEach((b, i) => {
    fs.writeFileSync(path.join(OUT, `slides/slide-${i + 1}.webp`), b);
    written.push(`slides/slide-${i + 1}.webp`);
  });

  for (const [slug, fns] of Object.entries(PRODUCTS)) {
    for (const [i, f] of fns.entries()) await save(`products/${slug}/${i + 1}.webp`, productSvg(f()), 'webp', 76);
  }
  await save('default-product.webp', defaultProduct(), 'webp', 76);

  saveText('logo.svg', logoSvg(180, 48, false));
  await save('logo.png', logoSvg(360, 96, true), 'png');
  await save('icon.png', doc(512, 512, rr(0, 0, 512, 512, 0, lg([RED, DRED], 'd')) + g(markGlyph(), 56, 56, 4)), 'png');
  await save('icon-192.png', doc(192, 192, rr(0, 0, 192, 192, 0, lg([RED, DRED], 'd')) + g(markGlyph(), 21, 21, 1.5)), 'png');
  saveText('partner-tvse.svg', partnerSvg());

  await save('about/about-us.webp', aboutUs(), 'webp', 76);
  await save('about/our-mission.webp', ourMission(), 'webp', 76);
  await save('about/our-vision.webp', ourVision(), 'webp', 76);
  await save('about/our-core-values.webp', coreValues(), 'webp', 76);

  for (const [i, [slug, scenes, bg]] of ARTICLES.entries()) await save(`articles/${slug}.webp`, articleSvg(at(scenes, 0), bg, i), 'webp', 74);

  await save('og-default.png', ogSvg(), 'png');

  const posters: [keyof typeof SCENES, [string, string]][] = [
    ['receipt', ['#fee2e2', '#e2e8f0']],
    ['touch', ['#e0f2fe', '#f1f5f9']],
    ['scanner', ['#fef3c7', '#f1f5f9']],
    ['service', ['#fecaca', '#f8fafc']],
  ];
  for (const [i, [scene, bg]] of posters.entries()) await save(`videos/poster-${i + 1}.webp`, posterSvg(scene, bg), 'webp', 74);

  // report
  let total = 0;
  let bad = 0;
  for (const rel of written.sort()) {
    const size = fs.statSync(path.join(OUT, rel)).size;
    total += size;
    const limit = rel.endsWith('.webp') ? 60_000 : rel.endsWith('.png') ? 150_000 : 200_000;
    const flag = size > limit ? '  <-- OVER LIMIT' : '';
    if (flag) bad++;
    console.log(`${String(size).padStart(8)}  public/images/${rel}${flag}`);
  }
  console.log(`${written.length} files, ${total} bytes total${bad ? `, ${bad} over limit` : ', all within limits'}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
