import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * Visual regression of every story of the static Storybook build (storybook-static, served by the
 * `visual` project's webServer). References live in e2e/__screenshots__/ and are regenerated with
 * `npm run build-storybook && npx playwright test --project visual --update-snapshots`.
 */
type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string };

const indexFile = join(process.cwd(), 'storybook-static', 'index.json');
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');

// The viewport names defined in .storybook/preview.tsx; the iframe alone ignores them, so apply here.
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  mobile: { width: 375, height: 812 },
  mobile1: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
};
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

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
    return { phase: render?.phase, viewport: render?.story?.storyGlobals?.viewport?.value };
  }, id);
}

test.describe('stories', () => {
  test.skip(entries.length === 0, 'storybook-static/index.json has no stories');

  for (const entry of entries) {
    test(`${entry.title} › ${entry.name}`, async ({ page }) => {
      await page.setViewportSize(DEFAULT_VIEWPORT);
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
      await page.goto(`/iframe.html?id=${entry.id}&viewMode=story`);
      const { phase, viewport } = await waitForStory(page, entry.id);
      expect(phase, `story ${entry.id} did not render cleanly`).toBe('finished');
      const size = viewport ? VIEWPORTS[viewport] : undefined;
      if (size) await page.setViewportSize(size);
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
 * Every screen view at a phone, a tablet and a laptop width: the first story of each 'Admin/Views/'
 * and 'Telas/Site/' title, rendered at 1280 px, then resized; each width gets its own reference and
 * the page must not scroll sideways.
 */
const LARGURAS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;
const isTela = (title: string) => title.startsWith('Admin/Views/') || title.startsWith('Telas/Site/');
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
    test(`${entry.title} › larguras`, async ({ page }) => {
      await page.setViewportSize(DEFAULT_VIEWPORT);
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
      await page.goto(`/iframe.html?id=${entry.id}&viewMode=story`);
      const { phase } = await waitForStory(page, entry.id);
      expect(phase, `story ${entry.id} did not render cleanly`).toBe('finished');
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
