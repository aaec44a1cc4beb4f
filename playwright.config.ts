import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT as PORT } from './e2e/support/environment';

const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // A test walks several pages with two browsers, a server and a build's worth of work on 2 shared cores: on a busy
  // machine the walks have taken 2-3x their usual 10-15 s, so the budget is a test's, not a race against the clock.
  timeout: process.env.CI ? 90_000 : 30_000,
  // Likewise an expectation's wait: a toast that lazy-loads its library during a navigation was seen at 5.1 s there.
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Our machines cannot download Playwright's browsers: use the system Chromium when there is one.
        launchOptions: {
          executablePath:
            process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // Builds the production app if needed, creates a fresh seeded database and serves it on PORT.
    command: 'node --import tsx --import ./scripts/outside-next.mjs scripts/e2e-server.ts',
    url: baseURL,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(PORT) },
  },
});
