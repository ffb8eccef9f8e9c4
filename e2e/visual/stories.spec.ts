import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';

/**
 * Visual regression of every story of the static Storybook build (storybook-static, served by the
 * `visual` project's webServer). References live in e2e/__screenshots__/ and are regenerated with
 * `npm run build-storybook && npx playwright test --project visual --update-snapshots`.
 */
type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string };

const indexFile = join(process.cwd(), 'storybook-static', 'index.json');
const indexEntries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);
const entriesDocs = new Set(indexEntries.filter((entry) => entry.type === 'docs').map((entry) => entry.id));
const entries = indexEntries.filter((entry) => entry.type === 'story');

// The viewport names defined in .storybook/preview.tsx; the iframe alone ignores them, so apply here.
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  mobile: { width: 375, height: 812 },
  mobile1: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/**
 * One page per worker, loading each story afresh. Storybook's bundle (~6 MB, content-hashed and
 * served as immutable by scripts/serve-static.mjs) then comes from the page's HTTP cache instead of
 * being fetched again for a new browser context per story. Switching stories without a reload
 * (Storybook's `setCurrentStory`) was twice as fast again but let module state through: a toast
 * from one story showed up in the next one's screenshot. Between stories the page is put back as a
 * new context finds it: storage and cookies emptied, default viewport, light scheme, reduced motion.
 */
const test = base.extend<{ storyPage: Page }, { workerStoryPage: Page }>({
  workerStoryPage: [
    async ({ browser }, provide, workerInfo) => {
      const u = workerInfo.project.use;
      const options: BrowserContextOptions = {
        baseURL: u.baseURL,
        viewport: DEFAULT_VIEWPORT,
        userAgent: u.userAgent,
        deviceScaleFactor: u.deviceScaleFactor,
        isMobile: u.isMobile,
        hasTouch: u.hasTouch,
        locale: u.locale,
        timezoneId: u.timezoneId,
        colorScheme: 'light',
        reducedMotion: 'reduce',
      };
      const context = await browser.newContext(options);
      await provide(await context.newPage());
      // Playwright's per-test tracing has already removed its temporary files by now.
      await context.close().catch(() => undefined);
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ workerStoryPage: page }, provide) => {
    await page.context().clearCookies();
    if (page.url().startsWith('http')) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.setViewportSize(DEFAULT_VIEWPORT);
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
    await provide(page);
  },
});

/** Waits until Storybook finished rendering the story, its play function and afterEach (a11y). */
async function waitForStory(page: Page, id: string) {
  await page.waitForFunction(
    (storyId) => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: { id: string; phase?: string }[] } }
      ).__STORYBOOK_PREVIEW__;
      const render = preview?.storyRenders?.find((r) => r.id === storyId);
      return render && ['finished', 'errored', 'aborted'].includes(render.phase ?? '') ? render.phase : false;
    },
    id,
    { timeout: 30_000 },
  );
  return page.evaluate((storyId) => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          storyRenders: {
            id: string;
            phase?: string;
            story?: { storyGlobals?: { viewport?: { value?: string } } };
          }[];
        };
      }
    ).__STORYBOOK_PREVIEW__;
    const render = preview.storyRenders.find((r) => r.id === storyId);
    // A play function that throws still ends in phase 'finished'; Storybook then shows its error
    // display (the body's class), which a dialog in a portal can hide from the screenshot.
    const erro = document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'erro sem mensagem')
      : null;
    return { phase: render?.phase, viewport: render?.story?.storyGlobals?.viewport?.value, erro };
  }, id);
}

/**
 * The accessibility check (axe, after each story) is the Storybook suite's job (.storybook/vitest);
 * here it would only cost a third of each story's load, so the addon's own switch turns it off.
 */
const SEM_A11Y = 'a11y.manual:!true';

/**
 * Loads a story and waits for it: a story that asks for another viewport (a phone) is loaded again
 * at that size, so it renders and plays at its own width instead of being resized afterwards.
 */
async function abrirHistoria(page: Page, id: string) {
  const url = `/iframe.html?id=${id}&viewMode=story&globals=${SEM_A11Y}`;
  await page.goto(url);
  let estado = await waitForStory(page, id);
  const size = estado.viewport ? VIEWPORTS[estado.viewport] : undefined;
  if (size && size.width !== page.viewportSize()?.width) {
    await page.setViewportSize(size);
    await page.goto(url);
    estado = await waitForStory(page, id);
  }
  expect(estado.phase, `story ${id} did not render cleanly`).toBe('finished');
  expect(estado.erro, `story ${id}: a play function falhou`).toBeNull();
}

test.describe('stories', () => {
  test.skip(entries.length === 0, 'storybook-static/index.json has no stories');

  for (const entry of entries) {
    test(`${entry.title} › ${entry.name}`, async ({ storyPage: page }) => {
      await abrirHistoria(page, entry.id);
      // Web fonts must be in before pixels are compared.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect(page).toHaveScreenshot(`${entry.id}.png`, {
        fullPage: false,
        animations: 'disabled',
        caret: 'hide',
      });
    });
  }
});

/**
 * Every screen view at a phone, a tablet and a laptop width: the first story of each 'Telas/Admin/'
 * and 'Telas/Site/' title, rendered at 1280 px, then resized; each width gets its own reference and
 * the page must not scroll sideways.
 */
const LARGURAS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;
const isTela = (title: string) => title.startsWith('Telas/Admin/') || title.startsWith('Telas/Site/');
const primeiraDeCadaTela = [
  ...entries
    .filter((e) => isTela(e.title))
    .reduce(
      (porTitulo, e) => (porTitulo.has(e.title) ? porTitulo : porTitulo.set(e.title, e)),
      new Map<string, IndexEntry>(),
    )
    .values(),
];

test.describe('telas em três larguras', () => {
  test.skip(primeiraDeCadaTela.length === 0, 'storybook-static/index.json has no screen views');

  for (const entry of primeiraDeCadaTela) {
    test(`${entry.title} › larguras`, async ({ storyPage: page }) => {
      await abrirHistoria(page, entry.id);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      for (const size of LARGURAS) {
        await page.setViewportSize(size);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect
          .soft(scrollWidth, `${entry.title} a ${size.width} px: a página tem ${scrollWidth} px de largura`)
          .toBeLessThanOrEqual(innerWidth);
        await expect.soft(page).toHaveScreenshot(`${entry.id}--w${size.width}.png`, {
          fullPage: false,
          animations: 'disabled',
          caret: 'hide',
        });
      }
    });
  }
});

/**
 * Docs pages, in light and dark: the MDX pages and the autodocs page of the most used primitives.
 * A docs page renders every story of a component in one document, each in its own theme root, so
 * this is where a story showing the wrong theme (or a dark story on a white page) shows up.
 */
const PAGINAS_DOCS = [
  'introdução--docs',
  'tokens-de-design--docs',
  'diretrizes-de-uso--docs',
  'primitivos-button--docs',
  'primitivos-badge--docs',
  'primitivos-input--docs',
  'primitivos-card--docs',
  'primitivos-select--docs',
] as const;

/** Waits until the docs page and every story on it finished rendering. */
async function abrirDocs(page: Page, id: string, tema: 'light' | 'dark') {
  await page.goto(`/iframe.html?viewMode=docs&id=${encodeURIComponent(id)}&globals=theme:${tema}`);
  await page.locator('.sbdocs-content').waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } }
      ).__STORYBOOK_PREVIEW__;
      const renders = preview?.storyRenders ?? [];
      const blocos = document.querySelectorAll('.docs-story').length;
      return (
        renders.length >= blocos &&
        renders.every((r) => ['finished', 'errored', 'aborted', 'completed'].includes(r.phase ?? ''))
      );
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

test.describe('páginas de documentação', () => {
  test.skip(!entriesDocs.has('tokens-de-design--docs'), 'storybook-static/index.json has no docs pages');

  for (const id of PAGINAS_DOCS) {
    for (const tema of ['light', 'dark'] as const) {
      test(`docs › ${id} › ${tema === 'dark' ? 'escuro' : 'claro'}`, async ({ storyPage: page }) => {
        await abrirDocs(page, id, tema);
        // Each story has its own theme root; on a dark page every story is dark (none forces light).
        const raizes = await page
          .locator('[data-theme-root]')
          .evaluateAll((els) => els.map((el) => el.getAttribute('data-theme-root')));
        if (id.startsWith('primitivos-'))
          expect(raizes.length, `${id}: nenhuma história renderizada`).toBeGreaterThan(0);
        if (tema === 'dark')
          expect(
            raizes.every((t) => t === 'dark'),
            `${id}: história clara no tema escuro`,
          ).toBe(true);
        // ASCII file names: the id of 'Introdução' has accents.
        const arquivo = id.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
        await expect(page).toHaveScreenshot(`docs-${arquivo}-${tema}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
      });
    }
  }
});
