import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Writes each PDF a test renders to a numbered file in a folder of its own, for poppler's tools to read. */
export function pdfFolder(prefix: string): { dir: string; saved: (pdf: Buffer) => string } {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  let files = 0;
  const saved = (pdf: Buffer) => {
    files += 1;
    const file = path.join(dir, `${files}.pdf`);
    writeFileSync(file, pdf);
    return file;
  };
  return { dir, saved };
}
