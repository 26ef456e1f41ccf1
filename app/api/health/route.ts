import { json, route } from '@/lib/server/platform/http';

/** Liveness: the process is up and serving. It never touches the database, so an outage does not get the app restarted. */
export const GET = route(async () => json({ status: 'ok' }));
