import { ACOES_API as A } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type CamposMultipart, type Consulta, type Corpo } from '../contrato';
import { contratoDeLocacao } from './ciclo';

type FormatoDocumento = NonNullable<Consulta<'GET /api/repasses/{id}/extrato'>['formato']>;

const extrato = (c: ApiClient, id: string, formato: FormatoDocumento) =>
  rotas(c).arquivo('GET /api/repasses/{id}/extrato', {
    parametros: { id },
    query: { formato },
    acao: A.baixarExtratoRepasse,
  });

/** An expense's multipart body: its fields as text, then the receipt as `arquivo`. */
const montarFormDespesa = (dados: CamposMultipart<'POST /api/despesas'>, arquivo: Blob): FormData => {
  const form = new FormData();
  for (const [campo, valor] of Object.entries(dados))
    if (valor !== undefined && valor !== null) form.append(campo, String(valor));
  form.append('arquivo', arquivo, (arquivo as File).name || 'comprovante');
  return form;
};

/** The admin's side of the owners: repasses, expenses paid for them, and their bank details. */
export const repassesEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /** GET /api/repasses?mes=YYYY-MM: every owner's repasse of the month (previsto, liberado, pago). */
    listar: (mes: string) => r.json('GET /api/repasses', { query: { mes }, acao: A.listarRepasses }),
    /** GET /api/repasses/:id (the admin, or the owner it belongs to). */
    obter: (id: string) => r.json('GET /api/repasses/{id}', { parametros: { id }, acao: A.obterRepasse }),
    /** GET /api/repasses/:id/extrato: the owner's statement of a repasse (admin or its owner). */
    extrato: (id: string, formato: FormatoDocumento) => extrato(c, id, formato),
    /** POST /api/repasses/pagar: pays one or many (all or nothing) → the paid repasses. */
    pagar: (dados: Corpo<'POST /api/repasses/pagar'>, idempotencia?: string) =>
      r.json('POST /api/repasses/pagar', { json: dados, acao: A.pagarRepasses, idempotencia }),
    despesas: {
      /** GET /api/despesas?mes=YYYY-MM */
      listar: (mes: string) => r.json('GET /api/despesas', { query: { mes }, acao: A.listarDespesas }),
      /**
       * POST /api/despesas: an expense the agency paid on the owner's behalf. JSON, or multipart
       * (the same fields plus `arquivo`) when a receipt (PDF, JPG or PNG) is attached.
       */
      registrar: (
        dados: CamposMultipart<'POST /api/despesas'>,
        arquivo?: Blob | null,
        idempotencia?: string,
      ) =>
        r.json(
          'POST /api/despesas',
          arquivo
            ? { form: montarFormDespesa(dados, arquivo), acao: A.registrarDespesa, idempotencia }
            : { json: dados, acao: A.registrarDespesa, idempotencia },
        ),
      /** GET /api/despesas/:id/arquivo: the expense's receipt (the admin, or its owner). */
      comprovante: (id: string) =>
        r.arquivo('GET /api/despesas/{id}/arquivo', { parametros: { id }, acao: A.baixarComprovante }),
      /** DELETE /api/despesas/:id (not once it is in a paid repasse). */
      remover: (id: string) =>
        r.vazio('DELETE /api/despesas/{id}', { parametros: { id }, acao: A.removerDespesa }),
    },
    /** GET /api/relatorios/informe: an owner's informe de rendimentos of a year. */
    informe: (proprietarioId: string, ano: number, formato: FormatoDocumento) =>
      r.arquivo('GET /api/relatorios/informe', {
        query: { proprietarioId, ano, formato },
        acao: A.baixarInforme,
      }),
    /** GET /api/relatorios/dimob: the year's DIMOB file in the Receita Federal's layout. */
    dimob: (ano: number) => r.arquivo('GET /api/relatorios/dimob', { query: { ano }, acao: A.gerarDimob }),
    dadosRepasse: {
      /** GET /api/usuarios/:id/dados-repasse → the owner's details, or null. */
      obter: (usuarioId: string) =>
        r.json('GET /api/usuarios/{id}/dados-repasse', {
          parametros: { id: usuarioId },
          acao: A.obterDadosRepasse,
        }),
      /** PUT /api/usuarios/:id/dados-repasse */
      salvar: (usuarioId: string, dados: Corpo<'PUT /api/usuarios/{id}/dados-repasse'>) =>
        r.json('PUT /api/usuarios/{id}/dados-repasse', {
          parametros: { id: usuarioId },
          json: dados,
          acao: A.salvarDadosRepasse,
        }),
    },
  };
};

/** The owner's portal (perfil proprietario): only their own data. */
export const proprietarioEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /** GET /api/proprietario/painel */
    painel: () => r.json('GET /api/proprietario/painel', { acao: A.carregarPainelProprietario }),
    /** GET /api/repasses/:id/extrato: the statement of one of their repasses. */
    extrato: (id: string, formato: FormatoDocumento) => extrato(c, id, formato),
    /** GET /api/contratos/:id/documento.pdf: the lease of one of their properties. */
    contrato: (id: string) => contratoDeLocacao(c, id),
    /** GET /api/proprietario/informe: their informe de rendimentos of a year. */
    informe: (ano: number, formato: FormatoDocumento) =>
      r.arquivo('GET /api/proprietario/informe', { query: { ano, formato }, acao: A.baixarInforme }),
  };
};
