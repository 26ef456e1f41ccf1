/**
 * A task for the password pool's threads that holds its thread until the test lets it go, so a test
 * can fill the pool deterministically: it counts itself in slot 1 of the shared array, then waits
 * while slot 0 is 0.
 */
export default function hold({ flag }) {
  const slots = new Int32Array(flag);
  Atomics.add(slots, 1, 1);
  Atomics.wait(slots, 0, 0);
  return 'released';
}
