import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test: it renders, runs its play function, then axe (serious/critical fail).
export default defineConfig({
  root: path.join(dirname, '..'),
  // The workspace packages resolve to their TypeScript sources (the "source" export condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: dirname, storybookScript: 'npm run storybook -- --no-open' })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-dev-shm-usage',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
