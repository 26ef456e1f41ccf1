/**
 * MongoDB wire framing: parses OP_MSG and legacy OP_QUERY requests and encodes OP_MSG / OP_REPLY replies.
 * Anything malformed throws WireError; the connection that sent it is then closed (see connection.ts).
 */
import { deserialize, serialize, type Document } from 'bson';
import { crc32c } from './crc32c';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE_BYTES = 48_000_000;
export const MAX_WRITE_BATCH_SIZE = 100_000;
const HEADER_SIZE = 16;

const FLAG_CHECKSUM_PRESENT = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;
/** Bits 0-15 are "required": a receiver must reject a message with a required bit it does not know. */
const KNOWN_REQUIRED_FLAGS = FLAG_CHECKSUM_PRESENT | FLAG_MORE_TO_COME;

/** Values decoded as the JavaScript types mingo understands (numbers, Date, RegExp); Decimal128/ObjectId stay BSON classes. */
const DESERIALIZE_OPTIONS = { promoteLongs: true, promoteValues: true, promoteBuffers: false, bsonRegExp: false } as const;

export class WireError extends Error {}

export interface WireRequest {
  requestId: number;
  opCode: typeof OP_MSG | typeof OP_QUERY;
  /** The command with any kind-1 document sequences merged in, as mongod does before dispatch. */
  command: Document;
  /** OP_MSG moreToCome: the client expects no reply. */
  moreToCome: boolean;
  /** OP_QUERY only: the namespace it was sent to ("admin.$cmd"). */
  fullCollectionName?: string;
}

export function decodeDocument(bytes: Buffer): Document {
  try {
    return deserialize(bytes, DESERIALIZE_OPTIONS);
  } catch (err) {
    throw new WireError(`malformed BSON: ${(err as Error).message}`);
  }
}

/** Reads one length-prefixed BSON document at `offset`, refusing one that runs past `end`. */
function readDocument(message: Buffer, offset: number, end: number): { doc: Document; next: number } {
  if (offset + 5 > end) throw new WireError('truncated BSON document');
  const size = message.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new WireError('BSON document length runs past the message');
  return { doc: decodeDocument(message.subarray(offset, offset + size)), next: offset + size };
}

function readCString(message: Buffer, offset: number, end: number): { value: string; next: number } {
  const zero = message.indexOf(0, offset);
  if (zero < 0 || zero >= end) throw new WireError('unterminated C string');
  return { value: message.toString('utf8', offset, zero), next: zero + 1 };
}

/** Parses one complete message (header included). Throws WireError on anything malformed or unsupported. */
export function parseMessage(message: Buffer): WireRequest {
  if (message.length < HEADER_SIZE) throw new WireError('message shorter than its header');
  const requestId = message.readInt32LE(4);
  const opCode = message.readInt32LE(12);
  if (opCode === OP_MSG) return parseOpMsg(message, requestId);
  if (opCode === OP_QUERY) return parseOpQuery(message, requestId);
  throw new WireError(`unsupported opCode ${opCode}`);
}

function parseOpMsg(message: Buffer, requestId: number): WireRequest {
  if (message.length < HEADER_SIZE + 5) throw new WireError('OP_MSG too short');
  const flags = message.readUInt32LE(HEADER_SIZE);
  if (flags & 0xffff & ~KNOWN_REQUIRED_FLAGS) throw new WireError(`unknown required OP_MSG flag bits ${flags}`);
  let end = message.length;
  if (flags & FLAG_CHECKSUM_PRESENT) {
    end -= 4;
    if (end < HEADER_SIZE + 4) throw new WireError('OP_MSG too short for its checksum');
    if (crc32c(message.subarray(0, end)) !== message.readUInt32LE(end)) throw new WireError('OP_MSG checksum mismatch');
  }
  let body: Document | undefined;
  const sequences: Array<{ name: string; docs: Document[] }> = [];
  let offset = HEADER_SIZE + 4;
  while (offset < end) {
    const kind = message.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      if (body) throw new WireError('OP_MSG with two body sections');
      const read = readDocument(message, offset, end);
      body = read.doc;
      offset = read.next;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new WireError('truncated document sequence');
      const size = message.readInt32LE(offset);
      const sectionEnd = offset + size;
      if (size < 5 || sectionEnd > end) throw new WireError('document sequence runs past the message');
      const name = readCString(message, offset + 4, sectionEnd);
      const docs: Document[] = [];
      let at = name.next;
      while (at < sectionEnd) {
        const read = readDocument(message, at, sectionEnd);
        docs.push(read.doc);
        at = read.next;
      }
      sequences.push({ name: name.value, docs });
      offset = sectionEnd;
    } else {
      throw new WireError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new WireError('OP_MSG without a body section');
  for (const { name, docs } of sequences) {
    const existing: unknown = body[name];
    body[name] = Array.isArray(existing) ? [...existing, ...docs] : docs;
  }
  return { requestId, opCode: OP_MSG, command: body, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0 };
}

function parseOpQuery(message: Buffer, requestId: number): WireRequest {
  const end = message.length;
  const name = readCString(message, HEADER_SIZE + 4, end);
  // numberToSkip and numberToReturn (8 bytes) are meaningless for commands.
  const { doc } = readDocument(message, name.next + 8, end);
  // Old drivers wrap a command that carries a read preference as { $query: command, $readPreference }.
  const wrapped: unknown = doc.$query;
  const command = wrapped && typeof wrapped === 'object' ? (wrapped as Document) : doc;
  // Only commands ("admin.$cmd") are served over OP_QUERY; other namespaces get an InvalidNamespace reply.
  if (command.$db === undefined && name.value.endsWith('.$cmd')) command.$db = name.value.slice(0, -'.$cmd'.length);
  return { requestId, opCode: OP_QUERY, command, moreToCome: false, fullCollectionName: name.value };
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const buf = Buffer.alloc(HEADER_SIZE);
  buf.writeInt32LE(length, 0);
  buf.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  buf.writeInt32LE(responseTo, 8);
  buf.writeInt32LE(opCode, 12);
  return buf;
}

export function encodeMsgReply(responseTo: number, reply: Document): Buffer {
  const body = serialize(reply, { ignoreUndefined: true });
  const flagsAndKind = Buffer.alloc(5); // flagBits 0, section kind 0
  return Buffer.concat([header(HEADER_SIZE + 5 + body.length, responseTo, OP_MSG), flagsAndKind, body]);
}

/** OP_REPLY, used only to answer the legacy OP_QUERY handshake. `queryFailure` sets flag bit 1. */
export function encodeOpReply(responseTo: number, reply: Document, queryFailure = false): Buffer {
  const body = serialize(reply, { ignoreUndefined: true });
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(queryFailure ? 2 : 0, 0); // responseFlags
  fields.writeBigInt64LE(0n, 4); // cursorID
  fields.writeInt32LE(0, 12); // startingFrom
  fields.writeInt32LE(1, 16); // numberReturned
  return Buffer.concat([header(HEADER_SIZE + 20 + body.length, responseTo, OP_REPLY), fields, body]);
}
