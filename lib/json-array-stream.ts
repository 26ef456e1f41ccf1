/**
 * A JSON array written as it is read from a database cursor: the whole list never sits in memory as
 * documents or as one string. Rows go out in chunks as the client takes them (pull); a client that
 * goes away closes the cursor. A database failure mid-list ends the stream with an error, so the
 * client sees a broken answer rather than a short list that looks complete.
 */
interface Cursor<T> {
  next(): Promise<T | null>;
  close(): Promise<unknown>;
}

const ROWS_PER_CHUNK = 100;

export function jsonArrayStream<T>(cursor: Cursor<T>, toJson: (record: T) => unknown): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        let chunk = first ? '[' : '';
        for (let count = 0; count < ROWS_PER_CHUNK; count += 1) {
          const record = await cursor.next();
          if (record === null) {
            controller.enqueue(encoder.encode(`${chunk}]`));
            controller.close();
            await cursor.close();
            return;
          }
          chunk += `${first ? '' : ','}${JSON.stringify(toJson(record))}`;
          first = false;
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
