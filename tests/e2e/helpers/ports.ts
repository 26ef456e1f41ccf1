/**
 * The browser tests' ports, all counted from E2E_PORT (3100 unless set): the production server the
 * Playwright config starts listens on E2E_PORT itself, and the specs that start servers of their own
 * take E2E_PORT + their offset. Setting E2E_PORT moves every one of them, so two runs on one machine
 * never meet.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The port a spec's own server listens on: E2E_PORT + offset (offsets 86-99 are taken below). */
export const e2ePort = (offset: number) => E2E_BASE_PORT + offset;

export const PORTS = {
  shutdown: e2ePort(90),
  outage: e2ePort(91),
  devServer: e2ePort(92),
  quietLogs: e2ePort(86),
  serverActions: e2ePort(88),
  devPages: e2ePort(87),
  notify: e2ePort(93),
  instances: [e2ePort(95), e2ePort(96), e2ePort(97)] as const,
};
