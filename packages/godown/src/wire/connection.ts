/**
 * One client socket: reassembles length-prefixed messages from TCP chunks, runs each command and writes
 * the reply. Malformed or hostile input (bad length, unknown opcode, broken BSON) closes this socket
 * only; the server and every other connection carry on.
 */
import type { Socket } from 'node:net';
import type { Document } from 'bson';
import { encodeMsgReply, encodeOpReply, MAX_MESSAGE_SIZE_BYTES, OP_QUERY, parseMessage, WireError, type WireRequest } from './protocol';

const MIN_MESSAGE_SIZE = 16 + 5;

export type ExecuteCommand = (command: Document, connectionId: number) => Document;

export function serveConnection(socket: Socket, connectionId: number, execute: ExecuteCommand, log: (line: string) => void): void {
  let chunks: Buffer[] = [];
  let buffered = 0;

  const reject = (reason: string): void => {
    log(`closing connection ${connectionId}: ${reason}`);
    chunks = [];
    buffered = 0;
    socket.destroy();
  };

  const respond = (request: WireRequest): void => {
    const reply = execute(request.command, connectionId);
    if (request.opCode === OP_QUERY) socket.write(encodeOpReply(request.requestId, reply));
    else if (!request.moreToCome) socket.write(encodeMsgReply(request.requestId, reply));
  };

  socket.setNoDelay(true);
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: Buffer) => {
    if (socket.destroyed) return;
    chunks.push(chunk);
    buffered += chunk.length;
    while (buffered >= 4) {
      if ((chunks[0] as Buffer).length < 4) chunks = [Buffer.concat(chunks)];
      const length = (chunks[0] as Buffer).readInt32LE(0);
      if (length < MIN_MESSAGE_SIZE || length > MAX_MESSAGE_SIZE_BYTES) return reject(`message length ${length} out of range`);
      if (buffered < length) return;
      const all = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
      const message = all.subarray(0, length);
      const rest = all.subarray(length);
      chunks = rest.length ? [rest] : [];
      buffered = rest.length;
      try {
        respond(parseMessage(message));
      } catch (err) {
        // A WireError is the client's fault; anything else is a Godown bug, which must not take the server down.
        return reject(err instanceof WireError ? err.message : `internal error: ${(err as Error).stack ?? String(err)}`);
      }
    }
  });
}
