/**
 * Text written as it is read from a database cursor (an unpaged admin list as a JSON array, the CSV
 * export): the whole list never sits in memory as documents or as one string. Rows go out in chunks
 * as the client takes them (pull); a client that goes away closes the cursor. A database failure
 * mid-list ends the stream with an error, so the client sees a broken answer rather than a short one
 * that looks complete.
 */
import 'server-only';

export interface Cursor<T> {
  next(): Promise<T | null>;
  close(): Promise<unknown>;
}

interface TextParts<T> {
  /** Written before the first row (also for an empty list). */
  head: string;
  /** One record's text; `index` counts from 0. */
  row: (record: T, index: number) => string;
  /** Written after the last row. */
  tail: string;
  rowsPerChunk: number;
}

export function cursorTextStream<T>(cursor: Cursor<T>, { head, row, tail, rowsPerChunk }: TextParts<T>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (head) controller.enqueue(encoder.encode(head));
    },
    async pull(controller) {
      try {
        let chunk = '';
        for (let count = 0; count < rowsPerChunk; count += 1) {
          const record = await cursor.next();
          if (record === null) {
            controller.enqueue(encoder.encode(chunk + tail));
            controller.close();
            await cursor.close();
            return;
          }
          chunk += row(record, index);
          index += 1;
        }
        controller.enqueue(encoder.encode(chunk));
      } catch (error) {
        controller.error(error);
        await cursor.close().catch(() => undefined);
      }
    },
    async cancel() {
      await cursor.close();
    },
  });
}

/** A JSON array of the cursor's records, each mapped to its JSON shape. */
export function jsonArrayStream<T>(cursor: Cursor<T>, toJson: (record: T) => unknown): ReadableStream<Uint8Array> {
  return cursorTextStream(cursor, { head: '[', row: (record, i) => `${i ? ',' : ''}${JSON.stringify(toJson(record))}`, tail: ']', rowsPerChunk: 100 });
}
