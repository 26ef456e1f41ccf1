import { connectToDatabase, isDatabaseUnavailable } from '@/lib/server/platform/db';
import { json, route } from '@/lib/server/platform/http';

/** Readiness: 200 when the database answers a ping, 503 otherwise (a load balancer sends no traffic then). */
export const GET = route(async () => {
  try {
    const mongoose = await connectToDatabase();
    await mongoose.connection.db?.admin().ping();
    return json({ status: 'ready', database: 'up' });
  } catch (error) {
    return json({ status: 'unavailable', database: isDatabaseUnavailable(error) ? 'down' : 'error' }, { status: 503, headers: { 'Retry-After': '5' } });
  }
});
