import { ACOES_API as A } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type Consulta, type Corpo } from '../contrato';

/** The journal's filters and page: situacao, origem, pagina, limite (all optional). */
export type FiltroLancamentos = Consulta<'GET /api/cobranca/lancamentos'>;

/** A bank file's import form: the account it belongs to, then the file as `arquivo`. */
const formImportacao = (contaId: string, arquivo: Blob): FormData => {
  const form = new FormData();
  form.append('contaId', contaId);
  form.append('arquivo', arquivo, (arquivo as File).name || 'arquivo');
  return form;
};

/** Bank collection (admin): collection accounts, the journal of automatic postings, bank-file imports. */
export const cobrancaEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    contas: {
      /** GET /api/cobranca/contas → every account, the demo one included. */
      listar: () => r.json('GET /api/cobranca/contas', { acao: A.listarContasCobranca }),
      /** POST /api/cobranca/contas → the new account (201); 400 with the field errors. */
      criar: (dados: Corpo<'POST /api/cobranca/contas'>) =>
        r.json('POST /api/cobranca/contas', { json: dados, acao: A.salvarContaCobranca }),
      /** PUT /api/cobranca/contas/:id → the account; the counters only move forward (400). */
      atualizar: (id: string, dados: Corpo<'PUT /api/cobranca/contas/{id}'>) =>
        r.json('PUT /api/cobranca/contas/{id}', {
          parametros: { id },
          json: dados,
          acao: A.salvarContaCobranca,
        }),
    },
    remessas: {
      /** GET /api/cobranca/contas/:id/remessas → what waits for the next remessa and the files so far. */
      daConta: (contaId: string) =>
        r.json('GET /api/cobranca/contas/{id}/remessas', {
          parametros: { id: contaId },
          acao: A.listarRemessas,
        }),
      /** POST /api/cobranca/contas/:id/remessas → the new remessa (201); 409 when nothing waits. */
      gerar: (contaId: string) =>
        r.json('POST /api/cobranca/contas/{id}/remessas', {
          parametros: { id: contaId },
          acao: A.gerarRemessa,
        }),
      /** GET /api/cobranca/remessas/:id/arquivo → the file as generated, to send to the bank. */
      arquivo: (id: string) =>
        r.arquivo('GET /api/cobranca/remessas/{id}/arquivo', { parametros: { id }, acao: A.baixarRemessa }),
    },
    lancamentos: {
      /** GET /api/cobranca/lancamentos?situacao=&origem=&pagina=&limite= → { dados, total }. */
      pagina: (filtro: FiltroLancamentos = {}) =>
        r.lista('GET /api/cobranca/lancamentos', { query: filtro, acao: A.listarLancamentos }),
      /** POST /api/cobranca/lancamentos/:id/desfazer → the posting, now 'desfeito' (409 when it cannot). */
      desfazer: (id: string, idempotencia?: string) =>
        r.json('POST /api/cobranca/lancamentos/{id}/desfazer', {
          parametros: { id },
          acao: A.desfazerLancamento,
          idempotencia,
        }),
      /** GET /api/cobranca/lancamentos/:id/candidatos?busca= → the open payments a pending credit may pay. */
      candidatos: (id: string, busca?: string) =>
        r.json('GET /api/cobranca/lancamentos/{id}/candidatos', {
          parametros: { id },
          query: busca ? { busca } : {},
          acao: A.listarCandidatos,
        }),
      /** POST /api/cobranca/lancamentos/:id/conciliar → a pending credit booked to the chosen payment. */
      conciliar: (id: string, pagamentoId: string, idempotencia?: string) =>
        r.json('POST /api/cobranca/lancamentos/{id}/conciliar', {
          parametros: { id },
          json: { pagamentoId },
          acao: A.conciliarLancamento,
          idempotencia,
        }),
      /** POST /api/cobranca/lancamentos/:id/descartar → a pending credit that is not rent, out of the queue. */
      descartar: (id: string) =>
        r.json('POST /api/cobranca/lancamentos/{id}/descartar', {
          parametros: { id },
          acao: A.descartarLancamento,
        }),
    },
    importacoes: {
      /** GET /api/cobranca/importacoes?pagina=&limite= → the imported files, newest first ({ dados, total }). */
      pagina: (filtro: Consulta<'GET /api/cobranca/importacoes'> = {}) =>
        r.lista('GET /api/cobranca/importacoes', { query: filtro, acao: A.listarImportacoes }),
      /** POST /api/cobranca/retornos (multipart) → what the CNAB retorno did (201); 400 names the line. */
      retorno: (contaId: string, arquivo: Blob) =>
        r.json('POST /api/cobranca/retornos', {
          form: formImportacao(contaId, arquivo),
          acao: A.importarRetorno,
        }),
      /** POST /api/cobranca/extratos (multipart) → what the OFX statement did (201); 400 names the line. */
      extrato: (contaId: string, arquivo: Blob) =>
        r.json('POST /api/cobranca/extratos', {
          form: formImportacao(contaId, arquivo),
          acao: A.importarExtrato,
        }),
    },
  };
};
