import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { TooltipProvider } from '../packages/ui/src/components/tooltip';
import './preview.css';

/** Applies the toolbar theme (or a story's `globals: { theme: 'dark' }`) to <html>, like the apps do. */
function ThemeRoot({ theme, children }: { theme: string; children: ReactNode }) {
  // Before paint, so the first frame (and the a11y contrast check) already has the right theme.
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.classList.toggle('dark', theme === 'dark');
    html.style.colorScheme = theme === 'dark' ? 'dark' : 'light';
    return () => html.classList.remove('dark');
  }, [theme]);
  return <>{children}</>;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={String(context.globals.theme ?? 'light')}>
    <Story />
  </ThemeRoot>
);

const withProviders: Decorator = (Story) => (
  <TooltipProvider>
    <Story />
  </TooltipProvider>
);

const preview: Preview = {
  decorators: [withProviders, withTheme],
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Claro', icon: 'sun' },
          { value: 'dark', title: 'Escuro', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    backgrounds: { disable: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: {
      // Violations fail the story test, but only the serious and critical ones (axe impact levels).
      test: 'error',
      options: { impactLevels: ['serious', 'critical'] } as Record<string, unknown>,
    },
  },
};

export default preview;
