// @vitest-environment jsdom
/**
 * The layout's Web Vitals component in a production build: a page load drawn to report starts the
 * reporter with the path it landed on, once, and the page does not render again for it; a page load
 * not drawn never fetches the reporter.
 */
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const startReporting = vi.fn<(landedOn: string) => void>();
/** How many times the component's dynamic import has loaded the (stand-in) reporter. */
const reporter = { imports: 0 };

/** The component as a build for `nodeEnv` has it: REPORTS is read when the module loads. */
async function webVitalsBuiltFor(nodeEnv: 'production' | 'development') {
  vi.stubEnv('NODE_ENV', nodeEnv);
  vi.resetModules();
  vi.doMock('@/components/site/web-vitals-reporter', () => {
    reporter.imports += 1;
    return { startReporting };
  });
  return (await import('@/components/site/web-vitals')).WebVitals;
}

/** Lets the dynamic import of the (mocked) reporter settle. */
async function settle(): Promise<void> {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

beforeEach(() => {
  startReporting.mockReset();
  reporter.imports = 0;
  window.history.replaceState(null, '', '/products/receipt-printers');
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('WebVitals', () => {
  it('starts the reporter with the landing path once, and the page renders once', async () => {
    const WebVitals = await webVitalsBuiltFor('production');
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const onRender = vi.fn();
    const { container } = render(
      <Profiler id="layout" onRender={onRender}>
        <WebVitals sampleRate={0.6} />
      </Profiler>,
    );
    await settle();
    expect(reporter.imports).toBe(1);
    expect(startReporting).toHaveBeenCalledTimes(1);
    expect(startReporting).toHaveBeenCalledWith('/products/receipt-printers');
    // Mounted once; starting the reporter rendered nothing again.
    expect(onRender).toHaveBeenCalledTimes(1);
    expect(onRender.mock.calls[0]![1]).toBe('mount');
    expect(container.innerHTML).toBe('');
  });

  it.each([
    { when: 'a page load not drawn to report', nodeEnv: 'production', draw: 0.6, sampleRate: 0.6 },
    { when: 'outside a production build, even at a rate of 1,', nodeEnv: 'development', draw: 0, sampleRate: 1 },
  ] as const)('$when neither fetches nor starts the reporter', async ({ nodeEnv, draw, sampleRate }) => {
    const WebVitals = await webVitalsBuiltFor(nodeEnv);
    vi.spyOn(Math, 'random').mockReturnValue(draw);
    render(<WebVitals sampleRate={sampleRate} />);
    await settle();
    expect(reporter.imports).toBe(0);
    expect(startReporting).not.toHaveBeenCalled();
  });
});
