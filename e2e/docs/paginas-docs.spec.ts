import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Frame, type Page } from '@playwright/test';
import { decidirContraste } from '../../packages/ui/src/stories/contraste';

/**
 * Every docs page of the static Storybook build (storybook-static, served by the `docs` project's
 * webServer), as a designer opens it: light page, every story of the component on it. Each page fails
 * on an overlay (dialog, menu, list, popover) open outside its story's canvas, a theme leak (a dark
 * page, or a light story drawn dark), an error (uncaught, console, a resource that 404s), a phone story
 * drawn wider than a phone, or a colour pair that axe's color-contrast rule fails or cannot decide.
 */
type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string; tags?: string[] };

const indexFile = join(process.cwd(), 'storybook-static', 'index.json');
const paginas = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'docs');
const axeFonte = readFileSync(join(process.cwd(), 'node_modules/axe-core/axe.min.js'), 'utf8');

/** The widest a phone story may be drawn (the largest phone viewport in use is 430 px). */
const LARGURA_CELULAR = 430;

type Problemas = { erros: string[] };

/** One page per worker (Storybook's bundle then comes from its HTTP cache), errors collected per test. */
const test = base.extend<{ docsPage: Page & Problemas }, { workerPage: Page & Problemas }>({
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        viewport: { width: 1280, height: 800 },
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        colorScheme: 'light',
        reducedMotion: 'reduce',
      });
      const page = Object.assign(await context.newPage(), { erros: [] as string[] });
      page.on('pageerror', (e) => page.erros.push(`erro: ${e.message.split('\n')[0]}`));
      page.on('console', (m) => {
        // A failed request is reported with its address below; the console line has none.
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
          page.erros.push(`console: ${m.text().split('\n')[0].slice(0, 300)}`);
      });
      page.on('response', (r) => {
        if (r.status() >= 400) page.erros.push(`${r.status()}: ${new URL(r.url()).pathname}`);
      });
      await provide(page);
      await context.close().catch(() => undefined);
    },
    { scope: 'worker' },
  ],
  docsPage: async ({ workerPage: page }, provide) => {
    page.erros.length = 0;
    if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
    await provide(page);
  },
});

type Render = { id: string; phase?: string; story?: { storyGlobals?: Record<string, unknown> } };
type Janela = { __STORYBOOK_PREVIEW__?: { storyRenders?: Render[] } };

/** Waits until every story of the frame finished (its play function included). */
async function esperarHistorias(frame: Frame) {
  await frame.waitForFunction(
    () => {
      const renders = (window as unknown as Janela).__STORYBOOK_PREVIEW__?.storyRenders;
      if (!renders) return false;
      const docs = new URLSearchParams(location.search).get('viewMode') === 'docs';
      const blocos = docs
        ? document.querySelectorAll('.docs-story [data-story-block]:not(:has(iframe))').length
        : 1;
      return (
        renders.length >= blocos &&
        renders.every((r) =>
          ['finished', 'errored', 'aborted', 'completed', 'played'].includes(r.phase ?? ''),
        )
      );
    },
    undefined,
    { timeout: 90_000 },
  );
}

/** Loads a docs page and every story on it, inline or in its own frame. */
async function abrirDocs(page: Page, id: string) {
  await page.goto(`/iframe.html?viewMode=docs&id=${encodeURIComponent(id)}&globals=theme:light`);
  await page.locator('.sbdocs-content').waitFor({ timeout: 30_000 });
  // Story frames load lazily (as they scroll into view): load them all now.
  await page.evaluate(() => {
    for (const f of document.querySelectorAll<HTMLIFrameElement>('.docs-story iframe')) f.loading = 'eager';
  });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLIFrameElement>('.docs-story iframe')].every(
        (f) =>
          f.contentWindow?.document.readyState === 'complete' &&
          f.contentWindow.location.href !== 'about:blank',
      ),
    undefined,
    { timeout: 60_000 },
  );
  for (const frame of page.frames()) await esperarHistorias(frame);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Overlays open in this document but outside every story canvas (a frame is a canvas of its own). */
const overlaysFora = (page: Page) =>
  page.evaluate(() => {
    const seletor =
      '[role=dialog], [role=alertdialog], [role=menu], [role=listbox], [data-radix-popper-content-wrapper]';
    return [...document.querySelectorAll<HTMLElement>(seletor)]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('.docs-story'))
      .map((el) => `${el.getAttribute('role') ?? 'popper'} «${(el.textContent ?? '').trim().slice(0, 40)}»`);
  });

/** Relative luminance of a computed colour (rgb/rgba); transparent counts as none. */
const LUMINANCIA = `(cor) => {
  const m = cor.match(/rgba?\\(([^)]+)\\)/);
  if (!m) return null;
  const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).map(Number);
  if (a === 0) return null;
  const c = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
}`;

/**
 * A dark page or a light story drawn dark. In the docs page: <html>/<body> carrying `dark` or a dark
 * background, and each story's theme root against its own theme. In a story frame: the theme root's
 * theme against the frame's <html> class and background.
 */
const vazamentosTema = (frame: Frame, docs: boolean) =>
  frame.evaluate(
    ([lum, docs]) => {
      const luminancia = eval(lum) as (cor: string) => number | null;
      const escuro = (el: Element) => {
        const l = luminancia(getComputedStyle(el).backgroundColor);
        return l !== null && l < 0.2;
      };
      const problemas: string[] = [];
      const raizes = [...document.querySelectorAll('[data-theme-root]')];
      if (docs) {
        if (document.documentElement.classList.contains('dark'))
          problemas.push('<html> da página com a classe dark');
        for (const el of [document.documentElement, document.body, document.querySelector('.sbdocs-wrapper')])
          if (el && escuro(el))
            problemas.push(
              `fundo escuro na página (${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''})`,
            );
        for (const raiz of raizes) {
          const tema = raiz.getAttribute('data-theme-root');
          const historia = raiz.closest('[data-story-block]')?.id ?? '?';
          if (tema === 'light' && (raiz.closest('.dark') || escuro(raiz)))
            problemas.push(`história clara escura: ${historia}`);
        }
      } else {
        // In a frame (story mode) the root is display: contents: the theme is on <html>.
        const tema = raizes[0]?.getAttribute('data-theme-root');
        // A story whose subject is the theme itself (it restores a saved dark theme) says so.
        const tags =
          (
            window as unknown as {
              __STORYBOOK_PREVIEW__?: { storyRenders?: { story?: { tags?: string[] } }[] };
            }
          ).__STORYBOOK_PREVIEW__?.storyRenders?.[0]?.story?.tags ?? [];
        if (tags.includes('muda-tema')) return problemas;
        const html = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
        if (tema === 'light' && (html === 'dark' || escuro(document.body)))
          problemas.push(`história clara escura no quadro ${new URLSearchParams(location.search).get('id')}`);
      }
      return problemas;
    },
    [LUMINANCIA, docs] as const,
  );

/**
 * Phone stories (viewport `mobile`) and the width they are drawn at: in the docs page, the story's
 * theme root; in a story frame, the frame's own width.
 */
const celularesLargos = (frame: Frame, docs: boolean) =>
  frame.evaluate(
    ([docs, max]) => {
      const renders = (window as unknown as Janela).__STORYBOOK_PREVIEW__?.storyRenders ?? [];
      const celular = (r: Render) => {
        const v = r.story?.storyGlobals?.viewport as { value?: string } | undefined;
        return typeof v?.value === 'string' && v.value.startsWith('mobile');
      };
      const largos: string[] = [];
      for (const r of renders.filter(celular)) {
        let largura: number | undefined;
        if (docs) {
          const bloco = document.querySelector(`[id="story--${r.id}--primary"], [id="story--${r.id}"]`);
          const raiz = bloco?.querySelector('[data-theme-root]') ?? bloco;
          largura = raiz?.getBoundingClientRect().width;
        } else largura = window.innerWidth;
        if (largura !== undefined && largura > max) largos.push(`${r.id}: ${Math.round(largura)} px`);
      }
      return largos;
    },
    [docs, LARGURA_CELULAR] as const,
  );

/**
 * axe's color-contrast rule on the story canvases (in the docs page, the inline canvases; in a story
 * frame, all of it): its violations, and the pairs it leaves "incomplete" decided by
 * `decidirContraste` (the same check the story tests run after each story); a pair covered by another
 * element (behind a dialog's overlay) is not seen, so it is not checked.
 */
async function contraste(frame: Frame, docs: boolean) {
  if (docs && (await frame.locator('.docs-story [data-story-block]:not(:has(iframe))').count()) === 0)
    return [];
  await frame.evaluate(axeFonte);
  await frame.evaluate(`window.decidirContraste = ${decidirContraste.toString()}`);
  return frame.evaluate(async (docs) => {
    type AxeNo = { target: string[]; any: { message: string; data?: { messageKey?: string } | null }[] };
    type AxeResultado = { violations: { nodes: AxeNo[] }[]; incomplete: { nodes: AxeNo[] }[] };
    const w = window as unknown as {
      axe: { run: (c: unknown, o: unknown) => Promise<AxeResultado> };
      decidirContraste: typeof decidirContraste;
    };
    const r = await w.axe.run(docs ? { include: [['.docs-story [data-story-block]']] } : document, {
      runOnly: ['color-contrast'],
      resultTypes: ['violations', 'incomplete'],
    });
    const encoberto = new Set(['bgOverlap', 'elmPartiallyObscured', 'elmPartiallyObscuring']);
    const falhas = r.violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`),
    );
    for (const n of r.incomplete.flatMap((v) => v.nodes)) {
      if (n.any.some((c) => encoberto.has(c.data?.messageKey ?? ''))) continue;
      const el = document.querySelector(n.target.at(-1) ?? '');
      const d = el ? w.decidirContraste(el) : null;
      if (d && d.razao < d.minimo)
        falhas.push(
          `${n.target.join(' ')}: «${el?.textContent?.trim().slice(0, 30)}» ${d.razao}:1 < ${d.minimo}:1`,
        );
    }
    return falhas;
  }, docs);
}

test.describe('páginas de documentação do Storybook', () => {
  // A page whose stories each have their own frame (a screen's dialogs) loads one Storybook per story.
  test.describe.configure({ timeout: 300_000 });
  test.skip(paginas.length === 0, 'storybook-static/index.json has no docs pages');

  for (const pagina of paginas) {
    test(`${pagina.title}`, async ({ docsPage: page }) => {
      await abrirDocs(page, pagina.id);
      const quadros = page.frames().filter((f) => f !== page.mainFrame());

      expect.soft(await overlaysFora(page), 'sobreposições abertas fora do quadro da história').toEqual([]);

      const tema = [await vazamentosTema(page.mainFrame(), true)];
      for (const q of quadros) tema.push(await vazamentosTema(q, false));
      expect.soft(tema.flat(), 'vazamento de tema').toEqual([]);

      const largos = [await celularesLargos(page.mainFrame(), true)];
      for (const q of quadros) largos.push(await celularesLargos(q, false));
      expect.soft(largos.flat(), `histórias de celular mais largas que ${LARGURA_CELULAR} px`).toEqual([]);

      const cores = [await contraste(page.mainFrame(), true)];
      for (const q of quadros) cores.push(await contraste(q, false));
      expect.soft(cores.flat(), 'contraste (WCAG AA)').toEqual([]);

      expect.soft(await descricoes(page, pagina), 'descrições em português').toEqual([]);

      // Play functions, resources and console, over the whole load.
      const falhas = await Promise.all(
        page
          .frames()
          .map((f) =>
            f.evaluate(() =>
              document.body.classList.contains('sb-show-errordisplay')
                ? `play/render: ${new URLSearchParams(location.search).get('id')}: ${document.querySelector('#error-message')?.textContent ?? ''}`
                : '',
            ),
          ),
      );
      const renders = await Promise.all(
        page
          .frames()
          .map((f) =>
            f.evaluate(() =>
              ((window as unknown as Janela).__STORYBOOK_PREVIEW__?.storyRenders ?? [])
                .filter((r) => r.phase === 'errored' || r.phase === 'aborted')
                .map((r) => `história ${r.id}: ${r.phase}`),
            ),
          ),
      );
      expect.soft([...page.erros, ...falhas.filter(Boolean), ...renders.flat()], 'erros').toEqual([]);
    });
  }
});

/**
 * Common words of each language: a text with more English than Portuguese ones is English. The
 * words are ones that mean nothing in the other language (`a`, `e`, `do`, `no` are in both).
 */
const INGLES =
  /\b(the|and|with|when|which|shows?|story|this|that|is|are|its|of|for|from|while|without|only|each|it|an|be|on|at|by|or)\b/gi;
const PORTUGUES =
  /\b(o|os|as|da|das|dos|na|nas|nos|um|uma|com|quando|que|é|são|sem|cada|mostra|para|pelo|pela|ao|à|seu|sua|não|em)\b/gi;
const emIngles = (texto: string) =>
  (texto.match(INGLES)?.length ?? 0) > (texto.match(PORTUGUES)?.length ?? 0);

/**
 * Every component page, story and prop described, in pt-BR: the page's description under its title,
 * each story's under its heading, each prop's in the props table (read on the page already loaded).
 */
async function descricoes(page: Page, pagina: IndexEntry): Promise<string[]> {
  // Introdução, Tokens, Diretrizes: written pages, no generated parts.
  if (!pagina.tags?.includes('autodocs')) return [];
  const { componente, historias, props } = await page.evaluate(() => {
    const conteudo = document.querySelector('.sbdocs-content')!;
    const titulo = conteudo.querySelector('h1');
    // The page's description: what comes between the title and the first story canvas.
    let componente = '';
    for (
      let el = titulo?.nextElementSibling;
      el && !el.matches('.sb-unstyled, .docs-story, h2, h3');
      el = el.nextElementSibling
    ) {
      if (el.querySelector('.docs-story')) break;
      componente += ` ${el.textContent ?? ''}`;
    }
    const historias = [...conteudo.querySelectorAll('[id^="anchor--"] h3')]
      .filter((h) => !h.closest('.docs-story'))
      .map((h) => {
        let texto = '';
        for (
          let el = h.nextElementSibling;
          el && !el.querySelector('.docs-story') && !el.matches('.docs-story, h2, h3');
          el = el.nextElementSibling
        )
          texto += ` ${el.textContent ?? ''}`;
        return { nome: h.textContent?.trim() ?? '', texto: texto.trim() };
      });
    const props = [...conteudo.querySelectorAll('.docblock-argstable-body tr')]
      .map((tr) => ({
        nome: tr.querySelector('td:first-child')?.textContent?.trim() ?? '',
        texto: tr.querySelector('td:nth-child(2) div:first-child')?.textContent?.trim() ?? '',
      }))
      .filter((p) => p.nome);
    return {
      componente: componente.trim(),
      historias,
      props,
    };
  });
  const problemas: string[] = [];
  const titulo = pagina.title.split('/').at(-1) ?? '';
  if (!componente || componente.replace(/["“”]/g, '').trim() === titulo)
    problemas.push('página sem descrição');
  else if (emIngles(componente)) problemas.push(`página em inglês: «${componente.slice(0, 80)}»`);
  for (const h of historias) {
    if (!h.texto) problemas.push(`história sem descrição: ${h.nome}`);
    else if (emIngles(h.texto)) problemas.push(`história em inglês: ${h.nome}: «${h.texto.slice(0, 60)}»`);
  }
  for (const p of props)
    if (p.texto && emIngles(p.texto)) problemas.push(`prop em inglês: ${p.nome}: «${p.texto.slice(0, 60)}»`);
  return problemas;
}
