import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  // Globs are relative to this directory.
  stories: ['../packages/ui/src/docs/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  // The site's public folder, so stories show the stock photo (IMAGEM_PADRAO = /imagens/sem-foto.svg),
  // and the fixture uploads (original and WebP variants) the uploaded-photo stories point at.
  staticDirs: ['../apps/site/public', { from: '../packages/ui/src/stories/envios', to: '/uploads' }],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // The workspace packages resolve to their TypeScript sources (the "source" export condition).
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['source', ...(viteConfig.resolve?.conditions ?? defaultClientConditions)],
    };
    return viteConfig;
  },
};

export default config;
