/**
 * Durable storage for a Godown data directory: one append-only log of JournalEntry records.
 *
 * Record layout: uint32 payload length, uint32 CRC-32C of the payload, payload (one BSON document).
 * A command's records are written with one synchronous write before its reply is sent, so an
 * acknowledged write survives the process being killed (the OS holds the bytes; there is no fsync per
 * write, so a power cut may lose the last moments). On open, a torn or corrupt tail — a crash in the
 * middle of a write — is cut off and everything before it is kept. Compaction rewrites the live state
 * into a temporary file, fsyncs it and renames it over the log, so a crash during compaction leaves
 * either the old log or the new one, never a mix.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync, ftruncateSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize, type Document } from 'bson';
import { crc32c } from '../wire/crc32c';
import type { JournalEntry } from './journal-entry';

const LOG_FILE = 'journal.log';
const LOCK_FILE = 'godown.lock';
const RECORD_HEADER = 8;
/** Compact at run time once the log is this many times the size it had after the last compaction… */
const GROWTH_FACTOR = 4;
/** …and at least this big, so small databases are not rewritten over and over. */
const MIN_COMPACT_BYTES = 32 * 1024 * 1024;

export class DataDirInUseError extends Error {}

export class Journal {
  private readonly dir: string;
  private fd: number;
  private pending: Buffer[] = [];
  private size: number;
  private sizeAfterCompaction: number;

  private constructor(dir: string, fd: number, size: number) {
    this.dir = dir;
    this.fd = fd;
    this.size = size;
    this.sizeAfterCompaction = size;
  }

  /** Locks `dir`, reads every intact record, and cuts off a torn tail. */
  static open(dir: string): { journal: Journal; entries: JournalEntry[] } {
    mkdirSync(dir, { recursive: true });
    takeLock(dir);
    const path = join(dir, LOG_FILE);
    const bytes = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
    const { entries, validLength } = readRecords(bytes);
    const fd = openSync(path, 'a+');
    if (validLength < bytes.length) ftruncateSync(fd, validLength);
    return { journal: new Journal(dir, fd, validLength), entries };
  }

  append(entry: JournalEntry): void {
    this.pending.push(encodeRecord(entry));
  }

  /** Writes every pending record with one synchronous write. Called before a reply acknowledges them. */
  flush(): void {
    if (!this.pending.length) return;
    const buffer = this.pending.length === 1 ? (this.pending[0] as Buffer) : Buffer.concat(this.pending);
    this.pending = [];
    let offset = 0;
    while (offset < buffer.length) offset += writeSync(this.fd, buffer, offset, buffer.length - offset);
    this.size += buffer.length;
  }

  get needsCompaction(): boolean {
    return this.size > MIN_COMPACT_BYTES && this.size > this.sizeAfterCompaction * GROWTH_FACTOR;
  }

  /** Replaces the log with `entries` (the live state) via temp file + fsync + rename. */
  compact(entries: Iterable<JournalEntry>): void {
    this.flush();
    const tmpPath = join(this.dir, `${LOG_FILE}.tmp`);
    const tmp = openSync(tmpPath, 'w');
    let size = 0;
    try {
      let chunk: Buffer[] = [];
      let chunkBytes = 0;
      const writeChunk = (): void => {
        const buffer = Buffer.concat(chunk);
        let offset = 0;
        while (offset < buffer.length) offset += writeSync(tmp, buffer, offset, buffer.length - offset);
        size += buffer.length;
        chunk = [];
        chunkBytes = 0;
      };
      for (const entry of entries) {
        const record = encodeRecord(entry);
        chunk.push(record);
        chunkBytes += record.length;
        if (chunkBytes > 4 * 1024 * 1024) writeChunk();
      }
      writeChunk();
      fsyncSync(tmp);
    } finally {
      closeSync(tmp);
    }
    closeSync(this.fd);
    renameSync(tmpPath, join(this.dir, LOG_FILE));
    fsyncDir(this.dir);
    this.fd = openSync(join(this.dir, LOG_FILE), 'a+');
    this.size = size;
    this.sizeAfterCompaction = size;
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
    rmSync(join(this.dir, LOCK_FILE), { force: true });
  }
}

function encodeRecord(entry: JournalEntry): Buffer {
  const payload = serialize(entry as Document);
  const header = Buffer.alloc(RECORD_HEADER);
  header.writeUInt32LE(payload.length, 0);
  header.writeUInt32LE(crc32c(payload), 4);
  return Buffer.concat([header, payload]);
}

function readRecords(bytes: Buffer): { entries: JournalEntry[]; validLength: number } {
  const entries: JournalEntry[] = [];
  let offset = 0;
  while (offset + RECORD_HEADER <= bytes.length) {
    const length = bytes.readUInt32LE(offset);
    const end = offset + RECORD_HEADER + length;
    if (length < 5 || end > bytes.length) break;
    const payload = bytes.subarray(offset + RECORD_HEADER, end);
    if (crc32c(payload) !== bytes.readUInt32LE(offset + 4)) break;
    try {
      entries.push(deserialize(payload, { promoteValues: true, promoteLongs: true, promoteBuffers: false }) as JournalEntry);
    } catch {
      break;
    }
    offset = end;
  }
  return { entries, validLength: offset };
}

/** One Godown per data directory: a second process on the same files would corrupt them. */
function takeLock(dir: string): void {
  const lockPath = join(dir, LOCK_FILE);
  if (existsSync(lockPath)) {
    const holder = Number(readFileSync(lockPath, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isProcessAlive(holder)) {
      throw new DataDirInUseError(`Godown data directory ${dir} is in use by process ${holder}`);
    }
  }
  writeFileSync(lockPath, String(process.pid));
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some platforms cannot fsync a directory; the rename itself is still atomic.
  }
}
