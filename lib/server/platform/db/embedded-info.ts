/**
 * The hand-off file between the embedded-database launcher (`npm run dev`, `npm run db`) and the app:
 * `.data/embedded-db.json` says which server is running, so a separately started Next process finds it.
 */
import 'server-only';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const DEFAULT_DATABASE_NAME = 'sanvio';
export const DATA_DIR = join(process.cwd(), '.data');
const INFO_FILE = join(DATA_DIR, 'embedded-db.json');

export interface EmbeddedDatabaseInfo {
  /** Server URI without a database name. */
  uri: string;
  pid: number;
  kind: 'mongod' | 'godown';
  dataDir: string | null;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running launcher's database, or null when there is none (no file, or its process has died). */
export function readEmbeddedDatabaseInfo(): EmbeddedDatabaseInfo | null {
  let info: Partial<EmbeddedDatabaseInfo>;
  try {
    info = JSON.parse(readFileSync(INFO_FILE, 'utf8')) as Partial<EmbeddedDatabaseInfo>;
  } catch {
    return null;
  }
  if (typeof info.uri !== 'string' || typeof info.pid !== 'number' || !isProcessAlive(info.pid)) return null;
  return info as EmbeddedDatabaseInfo;
}

export function writeEmbeddedDatabaseInfo(info: EmbeddedDatabaseInfo): void {
  mkdirSync(dirname(INFO_FILE), { recursive: true });
  writeFileSync(INFO_FILE, `${JSON.stringify(info, null, 2)}\n`);
}

/** Removes the file if it still describes this process's database. */
export function removeEmbeddedDatabaseInfo(): void {
  try {
    const info = JSON.parse(readFileSync(INFO_FILE, 'utf8')) as Partial<EmbeddedDatabaseInfo>;
    if (info.pid === process.pid) rmSync(INFO_FILE, { force: true });
  } catch {
    // Already gone.
  }
}
