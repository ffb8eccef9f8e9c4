import { ACOES_API as A } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type Corpo, type Resposta } from '../contrato';

/** Public settings: what the site may show (contacts, address, hours); no billing parameters. */
export type ConfiguracaoPublica = Resposta<'GET /api/configuracoes'>;

/** What the public site reads. */
export const configuracoesPublicasEndpoints = (c: ApiClient) => ({
  /** GET /api/configuracoes (public). */
  get: () => rotas(c).json('GET /api/configuracoes', { acao: A.carregarConfiguracoes }),
});

export const configuracoesEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    ...configuracoesPublicasEndpoints(c),
    /** GET /api/configuracoes/completa (admin). */
    getCompleta: () => r.json('GET /api/configuracoes/completa', { acao: A.carregarConfiguracoes }),
    /** PUT /api/configuracoes (admin). */
    salvar: (dados: Corpo<'PUT /api/configuracoes'>) =>
      r.json('PUT /api/configuracoes', { json: dados, acao: A.salvarConfiguracoes }),
  };
};
