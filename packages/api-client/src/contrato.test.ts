import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROTAS_API } from '@morada/domain/api';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Api } from './api';
import type { Arquivo, Lista } from './client';
import type { ChaveSemResposta, ConsultaDe, CorpoDe, Item, RespostaDe } from './contrato';
import type { Relatorios } from './endpoints/relatorios';

// Type-level half: `tsc` (npm run typecheck) fails when an endpoint's answer or input drifts from
// the contract's schemas. The runtime half below checks that every route has a caller.
describe('os tipos do cliente vêm do contrato', () => {
  it('respostas', () => {
    expectTypeOf<Api['contratos']['obter']>().returns.resolves.toEqualTypeOf<
      RespostaDe<'GET', '/api/contratos/{id}'>
    >();
    expectTypeOf<Api['contratos']['pagina']>().returns.resolves.toEqualTypeOf<
      Lista<Item<RespostaDe<'GET', '/api/contratos'>>>
    >();
    expectTypeOf<Api['dashboard']['enviarCobrancas']>().returns.resolves.toEqualTypeOf<
      RespostaDe<'POST', '/api/dashboard/enviar-cobrancas'>
    >();
    expectTypeOf<Api['notificacoes']['enviadas']>().returns.resolves.toEqualTypeOf<
      RespostaDe<'GET', '/api/notificacoes/enviadas'>
    >();
    expectTypeOf<Api['notificacoes']['emails']>().returns.resolves.toEqualTypeOf<
      RespostaDe<'GET', '/api/notificacoes/emails'>
    >();
    expectTypeOf<Api['financeiro']['criarCliente']>().returns.resolves.toEqualTypeOf<
      RespostaDe<'POST', '/api/financeiro/clientes'>
    >();
    expectTypeOf<Api['juridico']['notificar']>().returns.resolves.toEqualTypeOf<
      RespostaDe<'POST', '/api/juridico/notificacoes'>
    >();
    expectTypeOf<Api['configuracoes']['get']>().returns.resolves.toEqualTypeOf<
      RespostaDe<'GET', '/api/configuracoes'>
    >();
    expectTypeOf<Api['imoveis']['listar']>().returns.resolves.toEqualTypeOf<
      Lista<Item<RespostaDe<'GET', '/api/imoveis'>>>
    >();
    expectTypeOf<Api['usuarios']['listar']>().returns.resolves.toEqualTypeOf<
      RespostaDe<'GET', '/api/usuarios'>
    >();
    expectTypeOf<Relatorios['receita']>().toEqualTypeOf<RespostaDe<'GET', '/api/relatorios/receita'>>();
    expectTypeOf<Api['contratos']['excluir']>().returns.resolves.toEqualTypeOf<void>();
    expectTypeOf<Api['ciclo']['rescisao']['termo']>().returns.resolves.toEqualTypeOf<Arquivo>();
  });

  it('entradas', () => {
    expectTypeOf<Api['contratos']['criar']>().parameter(0).toEqualTypeOf<CorpoDe<'POST', '/api/contratos'>>();
    expectTypeOf<Api['contratos']['pagina']>()
      .parameter(0)
      .toEqualTypeOf<ConsultaDe<'GET', '/api/contratos'> | undefined>();
    expectTypeOf<Api['usuarios']['pagina']>()
      .parameter(0)
      .toEqualTypeOf<ConsultaDe<'GET', '/api/usuarios'> | undefined>();
    expectTypeOf<Api['pagamentos']['pagar']>()
      .parameter(1)
      .toEqualTypeOf<CorpoDe<'PATCH', '/api/pagamentos/{id}/pagar'>>();
    // The query string's page is the number the server coerces the text to.
    expectTypeOf<ConsultaDe<'GET', '/api/contratos'>['pagina']>().toEqualTypeOf<number | undefined>();
  });

  it('só lê apenas o status quem não tem resposta JSON no contrato', () => {
    // `r.vazio` takes these keys only: a route that declares an answer is read with `r.json`.
    expectTypeOf<'DELETE /api/contratos/{id}'>().toExtend<ChaveSemResposta>();
    expectTypeOf<'GET /api/financeiro/recibos/{id}'>().toExtend<ChaveSemResposta>();
    expectTypeOf<'PATCH /api/notificacoes/{id}/lida'>().not.toExtend<ChaveSemResposta>();
    expectTypeOf<'POST /api/auth/logout'>().not.toExtend<ChaveSemResposta>();
    expectTypeOf<Api['auth']['logout']>().returns.resolves.toEqualTypeOf<
      RespostaDe<'POST', '/api/auth/logout'>
    >();
  });
});

/** Routes no client function calls, and why. */
const SEM_CLIENTE: Record<string, string> = {
  'GET /api/openapi.json': 'documento para integradores, não para as telas',
  'GET /api/docs': 'página HTML de referência',
  'POST /api/webhooks/asaas': 'chamada pelo Asaas (token no cabeçalho), não pelas telas',
  'GET /api/portais/vrsync.xml': 'lida pelos portais (token na URL), não pelas telas',
  'POST /api/integracoes/grupo-olx/leads':
    'chamada pelo Grupo OLX (segredo na autenticação), não pelas telas',
};

/** Every route key ('GET /api/…') the endpoint modules call. */
const chavesChamadas = () => {
  const pasta = join(import.meta.dirname, 'endpoints');
  const chaves = new Set<string>();
  for (const arquivo of readdirSync(pasta)) {
    const fonte = readFileSync(join(pasta, arquivo), 'utf8');
    for (const m of fonte.matchAll(/['`]((?:GET|POST|PUT|PATCH|DELETE) \/api\/[^'`]+)['`]/g))
      chaves.add(m[1]!);
  }
  return chaves;
};

describe('toda rota do contrato tem quem a chame', () => {
  it('cada rota de ROTAS_API é chamada por alguma função de api.*', () => {
    const chamadas = chavesChamadas();
    // The reports are called by a key built from their type (`GET /api/relatorios/${tipo}`).
    for (const tipo of ['receita', 'inadimplencia', 'ocupacao', 'extrato-anual'])
      if (chamadas.has('GET /api/relatorios/${tipo}')) chamadas.add(`GET /api/relatorios/${tipo}`);
    const faltam = ROTAS_API.map((r) => `${r.metodo} ${r.caminho}`).filter(
      (k) => !chamadas.has(k) && !(k in SEM_CLIENTE),
    );
    expect(faltam).toEqual([]);
  });

  it('nenhuma chave chamada deixa de existir no contrato', () => {
    const declaradas = new Set(ROTAS_API.map((r) => `${r.metodo} ${r.caminho}`));
    const orfas = [...chavesChamadas()].filter((k) => !k.includes('${') && !declaradas.has(k));
    expect(orfas).toEqual([]);
  });
});
