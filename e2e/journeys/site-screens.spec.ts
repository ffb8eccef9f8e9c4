import { expect, test } from './fixtures';

/**
 * Full-page captures of each public screen at 1280 and 375 px, for people to look at
 * (test-results/site-screens). Each capture also checks that the page has no horizontal scroll.
 */
const TELAS = ['/', '/sobre', '/imoveis', '/contato', '/login', '/nao-existe'];
const LARGURAS = [1280, 375];

for (const largura of LARGURAS) {
  test(`public screens at ${largura}px`, async ({ page, request }) => {
    await page.setViewportSize({ width: largura, height: 900 });
    const [imovel] = (await (await request.get('/api/imoveis?limite=1')).json()) as { id: string }[];
    for (const tela of [...TELAS, `/imoveis/${imovel!.id}`]) {
      await page.goto(tela);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const nome = tela === '/' ? 'home' : tela.slice(1).replace(/\//g, '_');
      await page.screenshot({ path: `test-results/site-screens/${nome}-${largura}.png`, fullPage: true });
      const rolagem = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(rolagem, `${tela} rola na horizontal`).toBeLessThanOrEqual(0);
    }
  });
}
