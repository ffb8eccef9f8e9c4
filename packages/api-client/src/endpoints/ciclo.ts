import {
  ACOES_API as A,
  type Aditivo,
  type AditivoEntrada,
  type CalculoRescisaoReais,
  type Garantia,
  type GarantiaEntrada,
  type Rescisao,
  type RescisaoEntrada,
} from '@morada/domain';
import type { ApiClient } from '../client';

const caminho = (id: string) => `/contratos/${encodeURIComponent(id)}`;

/** GET /api/contratos/:id/documento.pdf: the lease drawn from the contract's data (admin and its parties). */
export const contratoDeLocacao = (c: ApiClient, id: string) =>
  c.arquivo(`${caminho(id)}/documento.pdf`, { acao: A.baixarContrato });

/** A contract's life after signing (admin): guarantee, rescisão, renewals and its documents. */
export const cicloEndpoints = (c: ApiClient) => ({
  garantia: {
    /** GET /api/contratos/:id/garantia → { garantia } (null without one). */
    obter: async (id: string) =>
      (await c.json<{ garantia: Garantia | null }>(`${caminho(id)}/garantia`, { acao: A.obterGarantia }))
        .garantia,
    /** PUT /api/contratos/:id/garantia: records or replaces the contract's one guarantee. */
    salvar: (id: string, dados: GarantiaEntrada) =>
      c.json<Garantia>(`${caminho(id)}/garantia`, { method: 'PUT', json: dados, acao: A.salvarGarantia }),
    /** DELETE /api/contratos/:id/garantia. */
    remover: (id: string) =>
      c.vazio(`${caminho(id)}/garantia`, { method: 'DELETE', acao: A.removerGarantia }),
  },
  rescisao: {
    /** POST /api/contratos/:id/rescisao/simular: the settlement, nothing written. */
    simular: (id: string, dados: RescisaoEntrada) =>
      c.json<CalculoRescisaoReais>(`${caminho(id)}/rescisao/simular`, {
        method: 'POST',
        json: dados,
        acao: A.simularRescisao,
      }),
    /** POST /api/contratos/:id/rescisao: ends the contract (Finalizado) with the settlement. */
    registrar: (id: string, dados: RescisaoEntrada) =>
      c.json<Rescisao>(`${caminho(id)}/rescisao`, { method: 'POST', json: dados, acao: A.registrarRescisao }),
    /** GET /api/contratos/:id/rescisao. */
    obter: (id: string) => c.json<Rescisao>(`${caminho(id)}/rescisao`, { acao: A.obterRescisao }),
    /** GET /api/contratos/:id/rescisao/termo.pdf: the termo de rescisão. */
    termo: (id: string) => c.arquivo(`${caminho(id)}/rescisao/termo.pdf`, { acao: A.baixarTermoRescisao }),
  },
  aditivos: {
    /** GET /api/contratos/:id/aditivos: the renewals, oldest first. */
    listar: (id: string) => c.json<Aditivo[]>(`${caminho(id)}/aditivos`, { acao: A.listarAditivos }),
    /** POST /api/contratos/:id/aditivos: a new term (and optionally a new rent). */
    criar: (id: string, dados: AditivoEntrada) =>
      c.json<Aditivo>(`${caminho(id)}/aditivos`, { method: 'POST', json: dados, acao: A.renovarContrato }),
  },
  /** The contrato de locação from the contract's data. */
  documento: (id: string) => contratoDeLocacao(c, id),
});
