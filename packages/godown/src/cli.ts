/**
 * The `godown` command: a Godown server until Ctrl-C or SIGTERM. It prints the `mongodb://` URI to
 * connect to (append `/dbname`); mongosh, Compass and the driver connect to it as to a mongod.
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { startGodown } from './index';

const USAGE = `Usage: godown [--port N] [--host ADDRESS] [--data-dir DIR] [--quiet]
  --port N          TCP port, 27017 by default as for mongod (0: any free port)
  --host ADDRESS    interface to listen on, 127.0.0.1 by default
  --data-dir DIR    keep the data in DIR (created if missing); without it, memory only
  --quiet           no notes about rejected connections`;

/** Bad command-line input: the message and the usage go to stderr, and the exit code is 2. */
class UsageError extends Error {}

function parsePort(text: string): number {
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65_535) throw new UsageError(`--port must be a whole number from 0 to 65535, not "${text}"`);
  return Number(text);
}

function parseOptions(args: string[]) {
  try {
    const { values } = parseArgs({
      args,
      options: {
        port: { type: 'string', default: '27017' },
        host: { type: 'string', default: '127.0.0.1' },
        'data-dir': { type: 'string' },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    return { port: parsePort(values.port), host: values.host, dataDir: values['data-dir'], quiet: values.quiet, help: values.help };
  } catch (err) {
    throw err instanceof UsageError ? err : new UsageError((err as Error).message);
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const godown = await startGodown(options);
  const data = options.dataDir ? `data in ${relative(process.cwd(), options.dataDir) || '.'}` : 'memory only';
  console.log(`Godown listening on ${godown.uri} (${data}). Ctrl-C stops it.`);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    godown.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`godown: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  if (err instanceof UsageError) {
    console.error(`godown: ${err.message}\n${USAGE}`);
    process.exit(2);
  }
  console.error(`godown: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
