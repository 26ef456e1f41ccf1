/** The part of fontkit (pdfkit's font engine) the invoice PDFs use: which characters a font covers, and its ascent. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** Ascent and descent (negative) in font units, from the font's hhea table. */
    ascent: number;
    descent: number;
    unitsPerEm: number;
  }
  export function create(buffer: Buffer): Font;
}
