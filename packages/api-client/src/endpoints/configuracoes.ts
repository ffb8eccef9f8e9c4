import { ACOES_API as A, type Configuracao } from '@morada/domain';
import type { ApiClient } from '../client';

/** Public settings: what the site may show (contacts, address, hours); no billing parameters. */
export type ConfiguracaoPublica = Partial<Configuracao> &
  Pick<Configuracao, 'nome' | 'emailAdministracao' | 'telefone' | 'whatsapp'>;

/** What the public site reads. */
export const configuracoesPublicasEndpoints = (c: ApiClient) => ({
  /** GET /api/configuracoes (public). */
  get: () => c.json<ConfiguracaoPublica>('/configuracoes', { acao: A.carregarConfiguracoes }),
});

export const configuracoesEndpoints = (c: ApiClient) => ({
  ...configuracoesPublicasEndpoints(c),
  /** GET /api/configuracoes/completa (admin). */
  getCompleta: () => c.json<Configuracao>('/configuracoes/completa', { acao: A.carregarConfiguracoes }),
  /** PUT /api/configuracoes (admin). */
  salvar: (dados: Configuracao) =>
    c.json<Configuracao>('/configuracoes', { method: 'PUT', json: dados, acao: A.salvarConfiguracoes }),
});
