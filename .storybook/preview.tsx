import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { themes } from 'storybook/theming';
import { TooltipProvider } from '../packages/ui/src/components/tooltip';
import { decidirContraste } from '../packages/ui/src/stories/contraste';
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

/** The phone viewports of `parameters.viewport.options` below, by name, and their width. */
const LARGURA_CELULAR: Record<string, number> = { mobile: 375, mobile1: 375 };
/** Every viewport's width: a story in its own frame on a docs page gets its viewport's width. */
const LARGURA_VIEWPORT: Record<string, number> = { ...LARGURA_CELULAR, tablet: 768, desktop: 1280 };

/** The viewport a story asks for (`globals: { viewport: { value: 'mobile' } }`), if any. */
function nomeViewport(context: Parameters<Decorator>[1]): string | undefined {
  const viewport = (context.storyGlobals?.viewport ?? context.globals.viewport) as
    { value?: string } | undefined;
  const porParametro = (context.parameters.viewport as { defaultViewport?: string } | undefined)
    ?.defaultViewport;
  return viewport?.value ?? porParametro;
}

/** The frame a story renders in when its docs page gives it one (tag `quadro-proprio`), or null. */
const quadroNaDocs = (): HTMLIFrameElement | null => {
  try {
    const frame = window.frameElement as HTMLIFrameElement | null;
    return frame?.closest('.docs-story') ? frame : null;
  } catch {
    return null;
  }
};

/**
 * Docs canvases ignore the viewport, so a phone story is drawn at its phone's width there: inline,
 * in a box of that width (its `transform` makes it the containing block of the story's fixed
 * elements: a phone menu or sheet stays in the box). A story in its own frame on a docs page
 * (`quadro-proprio`) gets a frame of its viewport's width, phone, tablet or desktop: its media
 * queries then see that width (a desktop frame scrolls sideways in the docs column).
 */
function CaixaViewport({ nome, docs, children }: { nome: string; docs: boolean; children: ReactNode }) {
  useLayoutEffect(() => {
    const frame = docs ? null : quadroNaDocs();
    const largura = LARGURA_VIEWPORT[nome];
    if (!frame || !largura) return;
    frame.style.width = `${largura}px`;
    frame.style.maxWidth = largura > 768 ? 'none' : '100%';
    frame.style.margin = '0 auto';
    frame.style.display = 'block';
    const caixa = frame.parentElement;
    if (caixa && largura > 768) caixa.style.overflowX = 'auto';
  }, [nome, docs]);
  const celular = LARGURA_CELULAR[nome];
  if (!docs || !celular) return <>{children}</>;
  return (
    <div
      data-celular={celular}
      style={{
        width: celular,
        maxWidth: '100%',
        margin: '0 auto',
        transform: 'translateZ(0)',
        overflow: 'hidden',
      }}
    >
      {children}
    </div>
  );
}

const withViewportWidth: Decorator = (Story, context) => {
  const nome = nomeViewport(context);
  if (!nome || !LARGURA_VIEWPORT[nome]) return <Story />;
  return (
    <CaixaViewport nome={nome} docs={context.viewMode === 'docs'}>
      <Story />
    </CaixaViewport>
  );
};

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
    // The page's own user globals, not the event's: a story in its own frame on this page (a dark
    // one) reports its globals on the same channel, and must not turn the whole page dark.
    const onGlobals = () => setTheme(asTheme(store?.userGlobals?.get?.().theme));
    context.channel.on('globalsUpdated', onGlobals);
    return () => context.channel.off('globalsUpdated', onGlobals);
  }, [context.channel, store]);
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

/**
 * The tag `quadro-proprio` (in a meta's or a story's `tags`) gives each story its own frame on the
 * docs page: a story that opens a dialog, menu, popover or sheet (Radix portals render into <body>),
 * or that changes <html> (the theme), then opens it inside its own canvas instead of over the page,
 * one per canvas. Height: `parameters.docs.story.iframeHeight` when the story sets it, otherwise
 * taller for a phone story. An argTypes enhancer is where Storybook lets the project see each
 * story's tags and combined parameters before the docs page reads them; it returns the argTypes
 * unchanged.
 */
const TAG_QUADRO_PROPRIO = 'quadro-proprio';
type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];
const quadroProprioPorTag: ArgTypesEnhancer = (contexto) => {
  if (!contexto.tags?.includes(TAG_QUADRO_PROPRIO)) return contexto.argTypes;
  const docs = (contexto.parameters.docs ?? {}) as { story?: Record<string, unknown> };
  // The story's globals are on the context at run time, though the enhancer's type omits them.
  const globais: { viewport?: { value?: string } } | undefined = Reflect.get(contexto, 'storyGlobals');
  const viewport = globais?.viewport;
  const celular = Boolean(viewport?.value && LARGURA_CELULAR[viewport.value]);
  // A new object on the story's own (freshly combined) parameters: the shared ones stay untouched.
  contexto.parameters.docs = {
    ...docs,
    story: { iframeHeight: celular ? '720px' : '560px', ...docs.story, inline: false },
  };
  return contexto.argTypes;
};

/**
 * Stories in their own frames on one docs page render and play one at a time: their play functions
 * click and type, and focus (one per page) moving between frames mid-play broke them. The queue
 * lives in the docs page's window; a turn ends after the story's afterEach, or after 15 s.
 */
declare global {
  interface Window {
    __filaHistorias?: Promise<void>;
  }
}
const aguardarVez = async (): Promise<(() => void) | undefined> => {
  const frame = quadroNaDocs();
  if (!frame) return undefined;
  const pagina = window.parent;
  let liberar = () => {};
  const minhaVez = new Promise<void>((r) => (liberar = r));
  const anterior = pagina.__filaHistorias ?? Promise.resolve();
  pagina.__filaHistorias = anterior.then(() =>
    Promise.race([minhaVez, new Promise<void>((r) => setTimeout(r, 15_000))]),
  );
  await Promise.race([anterior, new Promise((r) => setTimeout(r, 30_000))]);
  window.focus();
  return liberar;
};
let liberarVez: (() => void) | undefined;

/**
 * axe's color-contrast rule leaves some colour pairs "incomplete" (SVG text, chart legends) and the
 * addon's test passes them; undecided is not passed. After each story (where the addon's check runs
 * too), the rule again on its own, each undecided pair decided by `decidirContraste`.
 */
/** What axe says of an undecided pair: why it could not decide (its `data` is untyped). */
const motivoIndeciso = (data: unknown) => (data as { messageKey?: string } | null)?.messageKey ?? '';
/** Covered by another element (a dialog's overlay): not seen, so no contrast to decide. */
const ENCOBERTO = new Set(['bgOverlap', 'elmPartiallyObscured', 'elmPartiallyObscuring']);
async function contrastesIndecididosQueFalham(): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  const r = await axe.run(document, { runOnly: ['color-contrast'], resultTypes: ['incomplete'] });
  const falhas: string[] = [];
  for (const no of r.incomplete.flatMap((i) => i.nodes)) {
    if (no.any.some((c) => ENCOBERTO.has(motivoIndeciso(c.data)))) continue;
    const seletor = no.target.at(-1);
    const el = typeof seletor === 'string' ? document.querySelector(seletor) : null;
    const d = el ? decidirContraste(el) : null;
    if (d && d.razao < d.minimo)
      falhas.push(
        `«${el?.textContent?.trim().slice(0, 40)}» ${d.razao}:1 (mínimo ${d.minimo}:1) em ${seletor}`,
      );
  }
  return falhas;
}

const preview: Preview = {
  async beforeEach(context) {
    liberarVez = await aguardarVez();
    // On a docs page the page's own test (e2e/docs) checks contrast; axe in every frame only slows it.
    if (liberarVez) context.parameters.a11y = { ...(context.parameters.a11y as object), disable: true };
    return () => liberarVez?.();
  },
  async afterEach({ parameters, globals, viewMode }) {
    liberarVez?.();
    // Where the addon's own check is off (docs frames, the visual test's `a11y.manual`), so is this.
    const a11y = parameters.a11y as { disable?: boolean; test?: string } | undefined;
    const manual = (globals.a11y as { manual?: boolean } | undefined)?.manual;
    if (viewMode !== 'story' || a11y?.disable || a11y?.test === 'off' || manual) return;
    const falhas = await contrastesIndecididosQueFalham();
    if (falhas.length) throw new Error(`Contraste abaixo de WCAG AA: ${falhas.join('; ')}`);
  },
  decorators: [withProviders, withTheme, withViewportWidth],
  argTypesEnhancers: [quadroProprioPorTag],
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
