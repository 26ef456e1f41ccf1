import { paths } from '@/lib/paths';
/** Where the admin screens send a visitor whose session has ended (shared by server pages and the browser's API calls). */
export const SESSION_ENDED_PATH = paths.admin.sessionEnded();
