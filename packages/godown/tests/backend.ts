/** Which server the conformance suite is talking to, for the few tests that only make sense on one. */
import { inject } from 'vitest';

/** True when the suite runs on the Godown stand-in (not a real mongod or MONGODB_TEST_URI). */
export const onGodown = inject('mongoBackend') === 'godown';
