/**
 * One Idempotency-Key per checkout attempt: the same order details reuse the key (a double click or a
 * retry after a lost answer makes one order); changed details get a new key.
 */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain-http previews still get 128 random bits.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createAttemptKeys() {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (!current || current.fingerprint !== fingerprint) current = { fingerprint, key: randomKey() };
      return current.key;
    },
  };
}
