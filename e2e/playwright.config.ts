import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  outputDir: './results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // two at a time (E2E_WORKERS to change): the journeys share one server but each uses its own contest and its own
  // demo players, so they do not meet
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.BASE_URL,
    viewport: { width: 1280, height: 900 },
    // the browser asks for Simplified Chinese: a first visit follows the browser's language when it is one of the
    // five (issue 29 #13), and the journeys that choose none expect the spec's default
    locale: 'zh-CN',
    screenshot: 'only-on-failure',
    // the console honours the system's reduced-motion setting (antd motion off): a click does not race a dialog's
    // opening zoom, which can send it to where the button is about to be
    reducedMotion: 'reduce',
    // no click or fill waits for ever: an element another one covers (a result overlay over a button) fails the step
    actionTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
