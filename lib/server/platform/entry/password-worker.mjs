/**
 * One password task on a worker thread of the password pool (lib/server/auth/password.ts): a bcrypt
 * hash or comparison, run synchronously here so it never holds up the thread that serves pages.
 * Plain JavaScript beside server.mjs: the pool loads it by path, outside Next's bundle.
 */
import bcrypt from 'bcryptjs';

/** @param {{ op: 'hash', password: string, cost: number } | { op: 'compare', password: string, hash: string }} task */
export default function passwordTask(task) {
  if (task.op === 'hash') return bcrypt.hashSync(task.password, task.cost);
  return bcrypt.compareSync(task.password, task.hash);
}
