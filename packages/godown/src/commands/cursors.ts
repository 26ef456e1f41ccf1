/**
 * Server-side cursors: results are materialised when a find/aggregate runs and handed out in batches.
 * Cursor ids go out as BSON int64 (Long); both drivers reject a reply whose `id` is any other type.
 */
import { calculateObjectSize, Long, type Document } from 'bson';
import { CommandError } from '../errors';
import { MAX_BSON_OBJECT_SIZE } from '../wire/protocol';

const DEFAULT_FIRST_BATCH = 101;
/** Room left in a reply for the envelope around the batch. */
const BATCH_BYTE_BUDGET = MAX_BSON_OBJECT_SIZE - 64 * 1024;
/** mongod's cursorTimeoutMillis default. */
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Document[];
  position: number;
  lastUsed: number;
}

export class CursorRegistry {
  private readonly open = new Map<number, OpenCursor>();
  private nextId = 1 + Math.floor(Math.random() * 2 ** 40);

  /** The reply to find/aggregate/listX: first batch plus a cursor id when more remains. */
  firstBatch(ns: string, docs: Document[], batchSize: number | undefined, singleBatch = false): Document {
    // batchSize 0 asks for an empty first batch and a cursor, as mongod allows.
    const end = batchSize === 0 ? 0 : batchEnd(docs, 0, batchSize ?? DEFAULT_FIRST_BATCH);
    let id = 0;
    if (end < docs.length && !singleBatch) {
      id = this.nextId++;
      this.open.set(id, { ns, docs, position: end, lastUsed: Date.now() });
    }
    return { cursor: { firstBatch: docs.slice(0, end), id: Long.fromNumber(id), ns }, ok: 1 };
  }

  getMore(id: number, ns: string, batchSize: number | undefined): Document {
    const cursor = this.open.get(id);
    if (!cursor) throw new CommandError('CursorNotFound', `cursor id ${id} not found`);
    if (cursor.ns !== ns)
      throw new CommandError('IllegalOperation', `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`);
    const end = batchEnd(cursor.docs, cursor.position, batchSize ?? Infinity);
    const batch = cursor.docs.slice(cursor.position, end);
    cursor.position = end;
    cursor.lastUsed = Date.now();
    const exhausted = end >= cursor.docs.length;
    if (exhausted) this.open.delete(id);
    return { cursor: { nextBatch: batch, id: Long.fromNumber(exhausted ? 0 : id), ns }, ok: 1 };
  }

  kill(ids: number[]): { killed: number[]; notFound: number[] } {
    const killed: number[] = [];
    const notFound: number[] = [];
    for (const id of ids) (this.open.delete(id) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  /** Forgets cursors a client abandoned without killing them. */
  reapIdle(now = Date.now()): void {
    for (const [id, cursor] of this.open) if (now - cursor.lastUsed > IDLE_TIMEOUT_MS) this.open.delete(id);
  }

  clear(): void {
    this.open.clear();
  }
}

/** Index after the last document of a batch starting at `start`: at most `count` documents and ~16 MB. */
function batchEnd(docs: Document[], start: number, count: number): number {
  const limit = Math.min(docs.length, start + (count > 0 ? count : DEFAULT_FIRST_BATCH));
  let bytes = 0;
  let end = start;
  while (end < limit) {
    bytes += calculateObjectSize(docs[end] as Document);
    if (bytes > BATCH_BYTE_BUDGET && end > start) break;
    end++;
  }
  return end;
}
