/** The changes Godown records; replaying them in order rebuilds every database (see journal.ts). */
import type { Document } from 'bson';
import type { IndexSpec } from './indexes';

export type JournalEntry =
  | { op: 'put'; db: string; coll: string; doc: Document }
  | { op: 'del'; db: string; coll: string; id: unknown }
  | { op: 'createCollection'; db: string; coll: string; options: Document }
  | { op: 'dropCollection'; db: string; coll: string }
  | { op: 'dropDatabase'; db: string }
  | { op: 'createIndex'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; coll: string; name: string };

export type Recorder = (entry: JournalEntry) => void;
