/** lib/server/platform/db's connection rules: where the URI comes from, refusing production without one, retrying after a failure. */
import { afterEach, describe, expect, it } from 'vitest';
import { connectToDatabase, DatabaseUnavailableError, disconnectFromDatabase, isDatabaseUnavailable } from '../../lib/server/platform/db';
import { startGodown } from '@sanvio/godown';

const saved = { uri: process.env.MONGODB_URI, nodeEnv: process.env.NODE_ENV };
const env = process.env as Record<string, string | undefined>;

afterEach(async () => {
  await disconnectFromDatabase();
  env.MONGODB_URI = saved.uri;
  env.NODE_ENV = saved.nodeEnv;
});

describe('connectToDatabase', () => {
  it('refuses to run in production without MONGODB_URI, saying what to set', async () => {
    delete env.MONGODB_URI;
    env.NODE_ENV = 'production';
    const error = await connectToDatabase().catch((err: unknown) => err);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toMatch(/set MONGODB_URI/i);
  });

  it('after a failed attempt the next call tries again (the failure is not cached)', async () => {
    // Find a free port, then leave nothing listening on it for the first attempt.
    const probe = await startGodown({ quiet: true });
    const port = probe.port;
    await probe.close();
    env.MONGODB_URI = `mongodb://127.0.0.1:${port}/t_retry`;
    const failure = await connectToDatabase().catch((err: unknown) => err);
    expect(isDatabaseUnavailable(failure)).toBe(true);

    const godown = await startGodown({ port, quiet: true });
    try {
      const mongoose = await connectToDatabase();
      expect(await mongoose.connection.db?.admin().ping()).toMatchObject({ ok: 1 });
      expect(await connectToDatabase()).toBe(mongoose);
    } finally {
      await disconnectFromDatabase();
      await godown.close();
    }
  }, 20_000);
});

describe('isDatabaseUnavailable', () => {
  it('recognises unavailability errors, also as a cause, and nothing else', () => {
    const network = Object.assign(new Error('connect ECONNREFUSED'), { name: 'MongoNetworkError' });
    expect(isDatabaseUnavailable(new DatabaseUnavailableError('down'))).toBe(true);
    expect(isDatabaseUnavailable(network)).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: network }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('validation failed'))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  });
});
