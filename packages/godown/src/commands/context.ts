/** What every command handler receives, and the shape handlers share. */
import type { Document } from 'bson';
import { CommandError } from '../errors';
import type { Catalog } from '../store/catalog';
import type { CursorRegistry } from './cursors';

export interface ServerState {
  readonly startedAt: number;
  readonly port: () => number;
  /** Seconds between TTL sweeps; `setParameter: { ttlMonitorSleepSecs }` changes it like on mongod. */
  ttlMonitorSleepSecs: number;
  onTtlIntervalChange: () => void;
}

export interface CommandContext {
  readonly catalog: Catalog;
  readonly cursors: CursorRegistry;
  readonly server: ServerState;
  readonly connectionId: number;
  /** The `$db` the command was sent to. */
  readonly db: string;
}

export type CommandHandler = (command: Document, ctx: CommandContext) => Document;

/** The collection name a command addresses (`{ find: 'products' }` → 'products'). */
export function collectionName(command: Document, name: string): string {
  const value: unknown = command[name];
  if (typeof value !== 'string' || !value) {
    throw new CommandError('InvalidNamespace', `collection name has invalid type or is empty in '${name}'`);
  }
  return value;
}
