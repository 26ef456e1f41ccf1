/** The command table and dispatcher: one command document in, one reply document out, never a throw. */
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { assertValidNames } from '../store/catalog';
import * as admin from './admin';
import type { CommandContext, CommandHandler } from './context';
import * as ddl from './ddl';
import * as read from './read';
import * as write from './write';

const COMMANDS: Record<string, CommandHandler> = {
  hello: admin.hello,
  isMaster: admin.hello,
  ismaster: admin.hello,
  ping: admin.ping,
  buildInfo: admin.buildInfo,
  buildinfo: admin.buildInfo,
  endSessions: admin.sessionsOk,
  killSessions: admin.sessionsOk,
  refreshSessions: admin.sessionsOk,
  killAllSessions: admin.sessionsOk,
  commitTransaction: admin.refuseTransaction,
  abortTransaction: admin.refuseTransaction,
  getParameter: admin.getParameter,
  setParameter: admin.setParameter,
  connectionStatus: admin.connectionStatus,
  whatsmyuri: admin.whatsmyuri,
  getLog: admin.getLog,
  hostInfo: admin.hostInfo,
  serverStatus: admin.serverStatus,
  dbStats: admin.dbStats,

  insert: write.insert,
  update: write.update,
  delete: write.deleteCommand,
  findAndModify: write.findAndModify,
  findandmodify: write.findAndModify,

  find: read.find,
  getMore: read.getMore,
  killCursors: read.killCursors,
  count: read.count,
  distinct: read.distinct,
  aggregate: read.aggregate,

  create: ddl.create,
  drop: ddl.drop,
  dropDatabase: ddl.dropDatabase,
  createIndexes: ddl.createIndexes,
  listIndexes: ddl.listIndexes,
  dropIndexes: ddl.dropIndexes,
  deleteIndexes: ddl.dropIndexes,
  listCollections: ddl.listCollections,
  listDatabases: ddl.listDatabases,
};

/** Runs one command. Journal records it produced are flushed before the reply acknowledges them. */
export function runCommand(command: Document, ctx: Omit<CommandContext, 'db'>): Document {
  const name = Object.keys(command)[0] ?? '';
  try {
    const handler = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!handler) throw new CommandError('CommandNotFound', `no such command: '${name}'`);
    // A standalone mongod refuses every transaction; half-applying one would be worse than refusing it.
    if (command.txnNumber !== undefined || command.startTransaction !== undefined || command.autocommit !== undefined) {
      admin.refuseTransaction(command, { ...ctx, db: '' });
    }
    const db = command.$db;
    if (typeof db !== 'string') throw new CommandError('InvalidNamespace', 'the command has no $db');
    assertValidNames(db);
    const reply = handler(command, { ...ctx, db });
    ctx.catalog.commit();
    return reply;
  } catch (err) {
    // Whatever a failed command already changed (earlier documents of a batch) is still made durable.
    try {
      ctx.catalog.commit();
    } catch (commitErr) {
      return { ok: 0, errmsg: `Godown could not write its journal: ${(commitErr as Error).message}`, code: 1, codeName: 'InternalError' };
    }
    if (err instanceof CommandError) return err.toReply();
    return { ok: 0, errmsg: `Godown internal error in '${name}': ${(err as Error).message}`, code: 1, codeName: 'InternalError' };
  }
}
