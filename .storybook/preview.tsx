import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { themes } from 'storybook/theming';
import { TooltipProvider } from '../packages/ui/src/components/tooltip';
import './preview.css';

type Theme = 'light' | 'dark';
const asTheme = (value: unknown): Theme => (value === 'dark' ? 'dark' : 'light');

/**
 * Each story gets its own theme root: an element carrying `dark` (or not) that the palette's
 * variables and Tailwind's `dark:` variant (`.dark, .dark *`) apply to. On a docs page, which renders
 * every story of a component in one document, each story so keeps its own theme (a story with
 * `globals: { theme: 'dark' }` shows dark next to light ones). In the canvas the theme also goes on
 * <html>, like the apps do, because Radix portals (dialogs, menus, toasts) render into <body>; there
 * the root is `display: contents`, so it changes no layout.
 */
function ThemeRoot({ theme, docs, children }: { theme: Theme; docs: boolean; children: ReactNode }) {
  // Before paint, so the first frame (and the a11y contrast check) already has the right theme.
  useLayoutEffect(() => {
    if (docs) return;
    const html = document.documentElement;
    html.classList.toggle('dark', theme === 'dark');
    html.style.colorScheme = theme;
    return () => html.classList.remove('dark');
  }, [theme, docs]);
  return (
    <div
      data-theme-root={theme}
      className={`${theme === 'dark' ? 'dark ' : ''}${docs ? 'bg-background text-foreground rounded-md p-4 font-sans' : ''}`}
      style={docs ? { colorScheme: theme } : { display: 'contents' }}
    >
      {children}
    </div>
  );
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={asTheme(context.globals.theme)} docs={context.viewMode === 'docs'}>
    <Story />
  </ThemeRoot>
);

const withProviders: Decorator = (Story) => (
  <TooltipProvider>
    <Story />
  </TooltipProvider>
);

/** The user's toolbar theme as the docs page sees it: at load (URL `globals=theme:dark`) and on change. */
function useDocsTheme(context: DocsContainerProps['context']): Theme {
  const store = (context as unknown as { store?: { userGlobals?: { get?: () => Record<string, unknown> } } })
    .store;
  const [theme, setTheme] = useState<Theme>(() => asTheme(store?.userGlobals?.get?.().theme));
  useEffect(() => {
    const onGlobals = ({ globals }: { globals: Record<string, unknown> }) => setTheme(asTheme(globals.theme));
    context.channel.on('globalsUpdated', onGlobals);
    return () => context.channel.off('globalsUpdated', onGlobals);
  }, [context.channel]);
  return theme;
}

/** Docs pages follow the toolbar theme too: Storybook's dark docs theme on a dark page. */
function ThemedDocsContainer(props: DocsContainerProps & { children?: ReactNode }) {
  const theme = useDocsTheme(props.context);
  useLayoutEffect(() => {
    document.body.style.backgroundColor = theme === 'dark' ? themes.dark.appContentBg : '';
  }, [theme]);
  return <DocsContainer {...props} theme={theme === 'dark' ? themes.dark : themes.light} />;
}

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
    docs: { container: ThemedDocsContainer },
    options: {
      storySort: {
        order: [
          'Introdução',
          'Tokens de design',
          'Diretrizes de uso',
          'Primitivos',
          'Site',
          'Admin',
          'Telas',
        ],
      },
    },
    viewport: {
      options: {
        mobile: { name: 'Celular (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
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
