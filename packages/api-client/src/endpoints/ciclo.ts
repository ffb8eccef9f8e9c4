import { ACOES_API as A } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type Corpo } from '../contrato';

/** GET /api/contratos/:id/documento.pdf: the lease drawn from the contract's data (admin and its parties). */
export const contratoDeLocacao = (c: ApiClient, id: string) =>
  rotas(c).arquivo('GET /api/contratos/{id}/documento.pdf', { parametros: { id }, acao: A.baixarContrato });

/** GET /api/contratos/:id/aditivos/:aditivoId/termo.pdf: one termo aditivo (admin and the contract's parties). */
export const termoAditivo = (c: ApiClient, id: string, aditivoId: string) =>
  rotas(c).arquivo('GET /api/contratos/{id}/aditivos/{aditivoId}/termo.pdf', {
    parametros: { id, aditivoId },
    acao: A.baixarTermoAditivo,
  });

/** A contract's life after signing (admin): guarantee, rescisão, renewals and its documents. */
export const cicloEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    garantia: {
      /** GET /api/contratos/:id/garantia → { garantia } (null without one). */
      obter: async (id: string) =>
        (await r.json('GET /api/contratos/{id}/garantia', { parametros: { id }, acao: A.obterGarantia }))
          .garantia,
      /** PUT /api/contratos/:id/garantia: records or replaces the contract's one guarantee. */
      salvar: (id: string, dados: Corpo<'PUT /api/contratos/{id}/garantia'>) =>
        r.json('PUT /api/contratos/{id}/garantia', {
          parametros: { id },
          json: dados,
          acao: A.salvarGarantia,
        }),
      /** DELETE /api/contratos/:id/garantia. */
      remover: (id: string) =>
        r.vazio('DELETE /api/contratos/{id}/garantia', { parametros: { id }, acao: A.removerGarantia }),
    },
    rescisao: {
      /** POST /api/contratos/:id/rescisao/simular: the settlement, nothing written. */
      simular: (id: string, dados: Corpo<'POST /api/contratos/{id}/rescisao/simular'>) =>
        r.json('POST /api/contratos/{id}/rescisao/simular', {
          parametros: { id },
          json: dados,
          acao: A.simularRescisao,
        }),
      /** POST /api/contratos/:id/rescisao: ends the contract (Finalizado) with the settlement. */
      registrar: (id: string, dados: Corpo<'POST /api/contratos/{id}/rescisao'>, idempotencia?: string) =>
        r.json('POST /api/contratos/{id}/rescisao', {
          parametros: { id },
          json: dados,
          acao: A.registrarRescisao,
          idempotencia,
        }),
      /** POST /api/contratos/:id/rescisao/devolucao: records the amount given back to the tenant (once). */
      devolver: (
        id: string,
        dados: Corpo<'POST /api/contratos/{id}/rescisao/devolucao'>,
        idempotencia?: string,
      ) =>
        r.json('POST /api/contratos/{id}/rescisao/devolucao', {
          parametros: { id },
          json: dados,
          acao: A.registrarDevolucaoRescisao,
          idempotencia,
        }),
      /** GET /api/contratos/:id/rescisao. */
      obter: (id: string) =>
        r.json('GET /api/contratos/{id}/rescisao', { parametros: { id }, acao: A.obterRescisao }),
      /** GET /api/contratos/:id/rescisao/termo.pdf: the termo de rescisão. */
      termo: (id: string) =>
        r.arquivo('GET /api/contratos/{id}/rescisao/termo.pdf', {
          parametros: { id },
          acao: A.baixarTermoRescisao,
        }),
    },
    aditivos: {
      /** GET /api/contratos/:id/aditivos: the renewals, oldest first. */
      listar: (id: string) =>
        r.json('GET /api/contratos/{id}/aditivos', { parametros: { id }, acao: A.listarAditivos }),
      /** POST /api/contratos/:id/aditivos: a new term (and optionally a new rent). */
      criar: (id: string, dados: Corpo<'POST /api/contratos/{id}/aditivos'>) =>
        r.json('POST /api/contratos/{id}/aditivos', {
          parametros: { id },
          json: dados,
          acao: A.renovarContrato,
        }),
      /** GET /api/contratos/:id/aditivos/:aditivoId/termo.pdf: the termo aditivo (admin and the parties). */
      termo: (id: string, aditivoId: string) => termoAditivo(c, id, aditivoId),
    },
    /** The contrato de locação from the contract's data. */
    documento: (id: string) => contratoDeLocacao(c, id),
  };
};
