/**
 * Text in every script for the tax-document PDFs. pdfkit draws one font at a time, so each piece of
 * text is cut into runs, each run in the first embedded font that has all of its characters:
 * Noto Sans (Latin, Greek, Cyrillic), Noto Sans Devanagari, Noto Sans Gurmukhi, Noto Sans Arabic
 * (all OFL-1.1: the @fontsource packages, and Gurmukhi from lib/server/orders/fonts/, whose README
 * says why). fontkit shapes each run with the font's OpenType
 * tables (conjuncts, matras, Arabic joining). A character no font has (an emoji, say) prints as a
 * visible placeholder instead of an empty box or garbage. Lines are broken here, word by word, so a
 * cell's height is known before it is drawn and a row never splits across pages.
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';

/** What prints for a character no embedded font has. */
export const MISSING_GLYPH = '[?]';
export const EMOJI_PLACEHOLDER = '[emoji]';

interface FontFace {
  /** The name the document registers it under. */
  name: string;
  coverage: Font;
}

const FONTSOURCE = path.join(process.cwd(), 'node_modules', '@fontsource');
const OWN_FONTS = path.join(process.cwd(), 'lib', 'server', 'orders', 'fonts');

const fontsource = (pkg: string, subset: string) => (weight: 400 | 700) => path.join(FONTSOURCE, pkg, 'files', `${pkg}-${subset}-${weight}-normal.woff`);

/** The fallback chain, most likely first; each family in regular (400) and bold (700). */
const FAMILIES: ReadonlyArray<{ key: string; file: (weight: 400 | 700) => string }> = [
  { key: 'latin', file: fontsource('noto-sans', 'latin') },
  { key: 'latin-ext', file: fontsource('noto-sans', 'latin-ext') },
  { key: 'devanagari', file: fontsource('noto-sans-devanagari', 'devanagari') },
  { key: 'gurmukhi', file: (weight) => path.join(OWN_FONTS, `NotoSansGurmukhi-${weight === 700 ? 'Bold' : 'Regular'}.ttf`) },
  { key: 'arabic', file: fontsource('noto-sans-arabic', 'arabic') },
  { key: 'greek', file: fontsource('noto-sans', 'greek') },
  { key: 'cyrillic', file: fontsource('noto-sans', 'cyrillic') },
];

let loaded: { regular: FontFace[]; bold: FontFace[]; bytes: Map<string, Buffer>; ascent: Map<string, number> } | null = null;

/** Reads the font files once per process (about 600 KB). */
function fonts() {
  if (loaded) return loaded;
  const bytes = new Map<string, Buffer>();
  const ascent = new Map<string, number>();
  const faces = (weight: 400 | 700) =>
    FAMILIES.map(({ key, file }) => {
      const name = `${key}-${weight}`;
      const data = readFileSync(file(weight));
      const coverage = create(data);
      bytes.set(name, data);
      ascent.set(name, coverage.ascent / coverage.unitsPerEm);
      return { name, coverage };
    });
  loaded = { regular: faces(400), bold: faces(700), bytes, ascent };
  return loaded;
}

/** The subset of PDFKit.PDFDocument these helpers draw with. */
type Doc = PDFKit.PDFDocument;

/** Registers every face with a document (pdfkit embeds only the glyphs a document uses). */
export function registerFonts(doc: Doc): void {
  for (const [name, data] of fonts().bytes) doc.registerFont(name, data);
}

export interface Run {
  font: string;
  text: string;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
// Joiners and variation selectors ride along with whatever font holds their neighbours.
const IGNORABLE = /^[\u200C\u200D\uFE00-\uFE0F]$/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

function covers(face: FontFace, grapheme: string): boolean {
  for (const character of grapheme) {
    if (IGNORABLE.test(character)) continue;
    if (!face.coverage.hasGlyphForCodePoint(character.codePointAt(0)!)) return false;
  }
  return true;
}

/** The text as runs of one font each; characters no font has become placeholders. */
export function runsOf(text: string, bold = false): Run[] {
  const faces = bold ? fonts().bold : fonts().regular;
  const latin = faces[0]!;
  const runs: Run[] = [];
  let current: FontFace | null = null;
  const push = (face: FontFace, piece: string) => {
    const last = runs.at(-1);
    if (last && last.font === face.name) last.text += piece;
    else runs.push({ font: face.name, text: piece });
  };
  for (const { segment } of segmenter.segment(text)) {
    // Spaces and punctuation that the current run's font has stay in it (no font switch mid-phrase).
    const face: FontFace | undefined = current && covers(current, segment) ? current : faces.find((candidate) => covers(candidate, segment));
    if (face) {
      push(face, segment);
      current = face;
    } else {
      push(latin, PICTOGRAPHIC.test(segment) ? EMOJI_PLACEHOLDER : MISSING_GLYPH);
      current = latin;
    }
  }
  return runs;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
}

export interface Line {
  runs: Run[];
  width: number;
}

/**
 * Each run is shaped whole: with `features` given, pdfkit lays the run out in one piece instead of
 * word by word, which would put the words of a right-to-left run in left-to-right order.
 */
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

function widthOf(doc: Doc, run: Run, size: number): number {
  return doc.font(run.font).fontSize(size).widthOfString(run.text, WHOLE_RUN);
}

/** The height one line of these runs takes: the tallest font's line height. */
function lineHeightOf(doc: Doc, runs: readonly Run[], size: number): number {
  const names = new Set(runs.length ? runs.map((run) => run.font) : [fonts().regular[0]!.name]);
  return Math.max(...[...names].map((name) => doc.font(name).fontSize(size).currentLineHeight(true)));
}

/** Breaks the text into lines at most `width` wide: at spaces, and inside a word only when it alone is too wide. */
export function layoutText(doc: Doc, text: string, width: number, style: TextStyle): { lines: Line[]; height: number } {
  const lines: Line[] = [];
  for (const paragraph of text.split('\n')) {
    let line: Line = { runs: [], width: 0 };
    const flush = () => {
      // A line ends without its trailing spaces.
      const last = line.runs.at(-1);
      if (last && /\s+$/.test(last.text)) {
        const trimmed = last.text.replace(/\s+$/, '');
        line.width -= widthOf(doc, last, style.size) - widthOf(doc, { ...last, text: trimmed }, style.size);
        last.text = trimmed;
      }
      lines.push(line);
      line = { runs: [], width: 0 };
    };
    const add = (runs: Run[], width: number) => {
      for (const run of runs) {
        const last = line.runs.at(-1);
        if (last && last.font === run.font) last.text += run.text;
        else line.runs.push({ ...run });
      }
      line.width += width;
    };
    for (const word of paragraph.match(/\S+\s*|\s+/g) ?? ['']) {
      const runs = runsOf(word, style.bold);
      const wordWidth = runs.reduce((sum, run) => sum + widthOf(doc, run, style.size), 0);
      if (line.width + wordWidth <= width || line.runs.length === 0) {
        if (wordWidth <= width || line.runs.length > 0) {
          if (line.runs.length > 0 && line.width + wordWidth > width) flush();
          add(runs, wordWidth);
          continue;
        }
        // A single word wider than the cell: cut it between graphemes.
        for (const run of runs) {
          for (const { segment } of segmenter.segment(run.text)) {
            const piece = { font: run.font, text: segment };
            const pieceWidth = widthOf(doc, piece, style.size);
            if (line.width + pieceWidth > width && line.runs.length > 0) flush();
            add([piece], pieceWidth);
          }
        }
        continue;
      }
      flush();
      add(runs, wordWidth);
    }
    flush();
  }
  const height = lines.reduce((sum, line) => sum + lineHeightOf(doc, line.runs, style.size), 0);
  return { lines, height };
}

const RTL_FONTS = /^arabic-/;

/**
 * The runs of a line in the order they are drawn, left to right. The line reads left to right; a
 * stretch of right-to-left runs (Arabic, with the spaces between its words) is drawn in reverse
 * order, each run's own glyphs already put right to left by the shaper.
 */
function visualOrder(runs: readonly Run[]): Run[] {
  const out: Run[] = [];
  let stretch: Run[] = [];
  let pendingSpaces: Run[] = [];
  const endStretch = () => {
    out.push(...stretch.reverse(), ...pendingSpaces);
    stretch = [];
    pendingSpaces = [];
  };
  for (const run of runs) {
    if (RTL_FONTS.test(run.font)) {
      stretch.push(...pendingSpaces, run);
      pendingSpaces = [];
    } else if (stretch.length > 0 && run.text.trim() === '') {
      pendingSpaces.push(run);
    } else {
      endStretch();
      out.push(run);
    }
  }
  endStretch();
  return out;
}

/** Draws laid-out lines from (x, y) in a box `width` wide; returns the y below them. */
export function drawLines(
  doc: Doc,
  lines: readonly Line[],
  x: number,
  y: number,
  width: number,
  style: TextStyle & { align?: 'left' | 'right' | 'center' },
): number {
  let top = y;
  const { ascent } = fonts();
  for (const line of lines) {
    const height = lineHeightOf(doc, line.runs, style.size);
    // Every run sits on one baseline, below the tallest ascent of the line's fonts.
    const baseline = top + Math.max(0, ...line.runs.map((run) => (ascent.get(run.font) ?? 1) * style.size));
    let left = style.align === 'right' ? x + width - line.width : style.align === 'center' ? x + (width - line.width) / 2 : x;
    for (const run of visualOrder(line.runs)) {
      doc
        .font(run.font)
        .fontSize(style.size)
        .text(run.text, left, baseline, { ...WHOLE_RUN, lineBreak: false, baseline: 'alphabetic' });
      left += widthOf(doc, run, style.size);
    }
    top += height;
  }
  return top;
}

/** Lays out and draws text; returns the y below it. */
export function drawText(doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle & { align?: 'left' | 'right' | 'center' }): number {
  return drawLines(doc, layoutText(doc, text, width, style).lines, x, y, width, style);
}
