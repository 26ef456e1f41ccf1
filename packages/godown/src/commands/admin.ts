/** Handshake and server-level commands: hello/isMaster, ping, buildInfo, sessions, parameters, status. */
import { hostname } from 'node:os';
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE_BYTES, MAX_WRITE_BATCH_SIZE } from '../wire/protocol';
import type { CommandHandler } from './context';

/** The MongoDB version Godown answers as. Wire version 21 is 7.0: new enough for both driver 6 and 7, old enough not to promise 8.0 features. */
export const COMPATIBLE_VERSION = '7.0.0';
const MAX_WIRE_VERSION = 21;

export const hello: CommandHandler = (command, ctx) => ({
  helloOk: true,
  isWritablePrimary: true,
  ismaster: true,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  maxMessageSizeBytes: MAX_MESSAGE_SIZE_BYTES,
  maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
  localTime: new Date(),
  // Without this the driver decides the server has no sessions and startSession() fails.
  logicalSessionTimeoutMinutes: 30,
  connectionId: ctx.connectionId,
  minWireVersion: 0,
  maxWireVersion: MAX_WIRE_VERSION,
  readOnly: false,
  ok: 1,
});

export const ping: CommandHandler = () => ({ ok: 1 });

export const buildInfo: CommandHandler = () => ({
  version: COMPATIBLE_VERSION,
  versionArray: [7, 0, 0, 0],
  gitVersion: 'godown',
  bits: 64,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['godown'],
  javascriptEngine: 'none',
  ok: 1,
});

/** Sessions carry no server state here, so ending or refreshing them is always fine. */
export const sessionsOk: CommandHandler = () => ({ ok: 1 });

export const refuseTransaction: CommandHandler = () => {
  throw new CommandError('IllegalOperation', 'Transaction numbers are only allowed on a replica set member or mongos');
};

export const getParameter: CommandHandler = (command, ctx) => {
  const reply: Document = { ok: 1 };
  const all = command.getParameter === '*';
  if (all || command.featureCompatibilityVersion !== undefined) reply.featureCompatibilityVersion = { version: '7.0' };
  if (all || command.ttlMonitorSleepSecs !== undefined) reply.ttlMonitorSleepSecs = ctx.server.ttlMonitorSleepSecs;
  return reply;
};

/** Only ttlMonitorSleepSecs is settable (tests shorten the TTL sweep the same way on a real mongod). */
export const setParameter: CommandHandler = (command, ctx) => {
  const names = Object.keys(command).filter((key) => key !== 'setParameter' && !key.startsWith('$') && key !== 'lsid');
  for (const name of names) {
    if (name !== 'ttlMonitorSleepSecs') throw new CommandError('InvalidOptions', `Godown cannot set the server parameter '${name}'`);
    const seconds = Number(command.ttlMonitorSleepSecs);
    if (!Number.isInteger(seconds) || seconds < 1) throw new CommandError('BadValue', 'ttlMonitorSleepSecs must be a positive integer');
    const was = ctx.server.ttlMonitorSleepSecs;
    ctx.server.ttlMonitorSleepSecs = seconds;
    ctx.server.onTtlIntervalChange();
    return { was, ok: 1 };
  }
  return { ok: 1 };
};

export const connectionStatus: CommandHandler = () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 });

export const whatsmyuri: CommandHandler = () => ({ you: '127.0.0.1', ok: 1 });

export const getLog: CommandHandler = () => ({ totalLinesWritten: 0, log: [], ok: 1 });

export const hostInfo: CommandHandler = () => ({ system: { hostname: hostname() }, os: { type: process.platform }, ok: 1 });

export const serverStatus: CommandHandler = (_command, ctx) => ({
  host: `127.0.0.1:${ctx.server.port()}`,
  version: COMPATIBLE_VERSION,
  process: 'godown',
  pid: process.pid,
  uptime: Math.floor((Date.now() - ctx.server.startedAt) / 1000),
  localTime: new Date(),
  ok: 1,
});

export const dbStats: CommandHandler = (_command, ctx) => {
  const collections = ctx.catalog.collections(ctx.db);
  return {
    db: ctx.db,
    collections: collections.length,
    objects: collections.reduce((sum, c) => sum + c.size, 0),
    indexes: collections.reduce((sum, c) => sum + c.indexSpecs().length, 0),
    ok: 1,
  };
};
