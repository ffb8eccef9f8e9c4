// The scenarios bench-api.mjs measures, in order; the first (bare Hono) is the ratios' base.
import { buscasAmplas } from './dados.mjs';

/**
 * port: Morada's; barePort: the bare Hono's; ids: some seeded properties; auth: the admin's
 * bearer; C: connections; CS: connections of the uncached listing.
 */
export const montarCenarios = async ({ port, barePort, ids, auth, C, CS }) => {
  let n = 0;
  const sempre = (p) => () => p;
  const paginasListagem = ['/imoveis', '/imoveis?operacao=Aluguel', '/imoveis?tipo=Casa&pagina=2'];
  // A property's canonical page (its slug): where /imoveis/{id} redirects to.
  const paginasImovel = [];
  for (const id of ids.slice(0, 50)) {
    const res = await fetch(`http://127.0.0.1:${port}/imoveis/${id}`, { redirect: 'manual' });
    paginasImovel.push(res.headers.get('location') ?? `/imoveis/${id}`);
  }
  const amplas1 = buscasAmplas([1, 2, 3]);
  const amplasC = buscasAmplas([4, 5, 6]);
  const emCache = [
    '/api/imoveis?limite=12',
    '/api/imoveis?operacao=Aluguel&tipo=Casa&limite=12',
    '/api/imoveis?localizacao=moema&limite=12',
  ];
  const cenarios = [
    { nome: 'Hono puro GET /health', port: barePort, caminho: sempre('/health') },
    { nome: 'GET /api/health', caminho: sempre('/api/health'), alvo: 0.5 },
    {
      nome: 'listagem em cache',
      caminho: () => emCache[n++ % emCache.length],
      wrk: { caminhos: emCache },
      alvo: 0.25,
    },
    {
      // A new location text each request: every one misses the cache and searches the table.
      // Its p99 target is the search's own latency, so it runs on CS connections (1 by default):
      // C connections queueing for two cores would measure the queue, not the request.
      nome: `listagem sem cache (${CS} con.)`,
      conexoes: CS,
      aquecimento: 10,
      caminho: () => `/api/imoveis?localizacao=${encodeURIComponent(`rua ${n++}`)}&limite=12`,
      wrk: { prefixo: '/api/imoveis?localizacao=rua%20w', sufixo: '&limite=12' },
      p99Max: 50,
    },
    // Issue 38: the broad location terms (a bairro or a city: 12,500 or more of 100k each) are the
    // search's tail; the rung above ('rua w<n>': no match at all) never reaches them. Each request
    // is a broad search the cache has not seen (buscasAmplas): pages 1–3 on one connection, 4–6 on
    // C, so the second rung finds nothing the first one left in the cache.
    {
      nome: `busca ampla sem cache (1 con.)`,
      conexoes: 1,
      aquecimento: 10,
      caminho: () => amplas1[n++ % amplas1.length],
      wrk: { caminhos: amplas1 },
      p99Max: 50,
    },
    {
      nome: `busca ampla sem cache (${C} con.)`,
      aquecimento: 10,
      caminho: () => amplasC[n++ % amplasC.length],
      wrk: { caminhos: amplasC },
      p99Max: 50,
    },
    {
      nome: 'detalhe GET /api/imoveis/{id}',
      caminho: () => `/api/imoveis/${ids[n++ % ids.length]}`,
      wrk: { caminhos: ids.map((id) => `/api/imoveis/${id}`) },
      alvo: 0.25,
    },
    { nome: 'dashboard (admin)', caminho: sempre('/api/dashboard'), auth },
    // The server-rendered public pages (issue 38): rendered once per URL and kept until a write.
    {
      nome: 'SSR /imoveis',
      caminho: () => paginasListagem[n++ % paginasListagem.length],
      wrk: { caminhos: paginasListagem },
      alvo: 0.2,
      p99Max: 25,
    },
    {
      nome: 'SSR página do imóvel',
      caminho: () => paginasImovel[n++ % paginasImovel.length],
      wrk: { caminhos: paginasImovel },
      alvo: 0.2,
      p99Max: 25,
    },
    {
      // A URL never asked before on each request (a parameter no page reads: the listing's API
      // read stays cached), so each is a cold render: React and compression. Not a campaign tag:
      // utm_* and click ids are left out of the page cache's key (docs/decisions/037). One
      // connection, so the latency is the render's own time, not a queue.
      nome: 'SSR frio (1 con.)',
      conexoes: 1,
      aquecimento: 10,
      caminho: () => `/imoveis?frio=${n++}`,
      wrk: { prefixo: '/imoveis?frio=', sufixo: '' },
      p50Max: 5,
    },
  ];
  return cenarios;
};
