import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's old headless shell (package chromium-headless-shell) when it is installed: the same
 * Blink and V8 without the full browser's window and compositor processes, a quarter less CPU
 * for the suite (decision 028). Lighthouse (npm run bench) measures in the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * How the browser draws. No test reads pixels: what they check is the DOM, its boxes and
 * computed styles (axe's contrast included), so by default the compositor runs on SwiftShader's
 * GL with its drawing calls stubbed out (`--disable-gl-drawing-for-tests`): frames are composed
 * but never painted, a sixth less CPU for a page load, a scroll and a resize than drawing them
 * in software (decision 062). Screenshots are then blank; `E2E_PIXELS=1`, or `LAYOUT_SHOTS_DIR`
 * for the layout spec's pictures, draws real pixels in software.
 */
const realPixels = Boolean(process.env.E2E_PIXELS || process.env.LAYOUT_SHOTS_DIR);
const drawing = realPixels
  ? ['--disable-gpu']
  : [
      '--use-gl=angle',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--disable-gl-drawing-for-tests',
    ];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // A test.only left in a commit would quietly skip the rest of the suite on CI.
  forbidOnly: Boolean(process.env.CI),
  // Three workers when the suite runs alone: two leave a core idle a third of the time while
  // tests wait on pages; four are no faster (decisions 032, 036). npm test runs it beside the
  // other parts with two (decision 056).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Set by global-setup, which starts the built server on a free port.
    baseURL: process.env.E2E_BASE_URL,
    // Recording a trace films every test (a screencast the browser encodes frame by frame):
    // a tenth of the suite's CPU. A failing test's retry on CI records one; locally, --trace on.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        ...drawing,
        // V8 without its compilers: pages live for seconds, and the code they run once (the
        // app, Playwright's injected script, axe) costs more to compile than to interpret.
        // 8-12 % less browser CPU, measured side by side (decision 063). The app uses no
        // WebAssembly, which this turns off too.
        '--js-flags=--jitless',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
