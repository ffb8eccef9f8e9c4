import {
  ACOES_API as A,
  type DadosRepasse,
  type DadosRepasseEntrada,
  type Despesa,
  type DespesaEntrada,
  type PagarRepasses,
  type PainelProprietario,
  type Repasse,
} from '@morada/domain';
import type { ApiClient } from '../client';
import { contratoDeLocacao } from './ciclo';

type FormatoDocumento = 'pdf' | 'csv';

const extrato = (c: ApiClient, id: string, formato: FormatoDocumento) =>
  c.arquivo(`/repasses/${encodeURIComponent(id)}/extrato`, {
    query: { formato },
    acao: A.baixarExtratoRepasse,
  });

/** An expense's multipart body: its fields as text, then the receipt as `arquivo`. */
const montarFormDespesa = (dados: DespesaEntrada, arquivo: Blob): FormData => {
  const form = new FormData();
  for (const [campo, valor] of Object.entries(dados))
    if (valor !== undefined && valor !== null) form.append(campo, String(valor));
  form.append('arquivo', arquivo, (arquivo as File).name || 'comprovante');
  return form;
};

/** The admin's side of the owners: repasses, expenses paid for them, and their bank details. */
export const repassesEndpoints = (c: ApiClient) => ({
  /** GET /api/repasses?mes=YYYY-MM: every owner's repasse of the month (previsto, liberado, pago). */
  listar: (mes: string) =>
    c.json<Repasse[]>(`/repasses?mes=${encodeURIComponent(mes)}`, { acao: A.listarRepasses }),
  /** GET /api/repasses/:id (the admin, or the owner it belongs to). */
  obter: (id: string) => c.json<Repasse>(`/repasses/${encodeURIComponent(id)}`, { acao: A.obterRepasse }),
  /** GET /api/repasses/:id/extrato: the owner's statement of a repasse (admin or its owner). */
  extrato: (id: string, formato: FormatoDocumento) => extrato(c, id, formato),
  /** POST /api/repasses/pagar: pays one or many (all or nothing) → the paid repasses. */
  pagar: (dados: PagarRepasses) =>
    c.json<Repasse[]>('/repasses/pagar', { method: 'POST', json: dados, acao: A.pagarRepasses }),
  despesas: {
    /** GET /api/despesas?mes=YYYY-MM */
    listar: (mes: string) =>
      c.json<Despesa[]>(`/despesas?mes=${encodeURIComponent(mes)}`, { acao: A.listarDespesas }),
    /**
     * POST /api/despesas: an expense the agency paid on the owner's behalf. JSON, or multipart
     * (the same fields plus `arquivo`) when a receipt (PDF, JPG or PNG) is attached.
     */
    registrar: (dados: DespesaEntrada, arquivo?: Blob | null) =>
      c.json<Despesa>(
        '/despesas',
        arquivo
          ? { method: 'POST', form: montarFormDespesa(dados, arquivo), acao: A.registrarDespesa }
          : { method: 'POST', json: dados, acao: A.registrarDespesa },
      ),
    /** GET /api/despesas/:id/arquivo: the expense's receipt (the admin, or its owner). */
    comprovante: (id: string) =>
      c.arquivo(`/despesas/${encodeURIComponent(id)}/arquivo`, { acao: A.baixarComprovante }),
    /** DELETE /api/despesas/:id (not once it is in a paid repasse). */
    remover: (id: string) =>
      c.vazio(`/despesas/${encodeURIComponent(id)}`, { method: 'DELETE', acao: A.removerDespesa }),
  },
  /** GET /api/relatorios/informe: an owner's informe de rendimentos of a year. */
  informe: (proprietarioId: string, ano: number, formato: FormatoDocumento) =>
    c.arquivo('/relatorios/informe', {
      query: { proprietarioId, ano: String(ano), formato },
      acao: A.baixarInforme,
    }),
  /** GET /api/relatorios/dimob: the year's DIMOB file in the Receita Federal's layout. */
  dimob: (ano: number) => c.arquivo('/relatorios/dimob', { query: { ano: String(ano) }, acao: A.gerarDimob }),
  dadosRepasse: {
    /** GET /api/usuarios/:id/dados-repasse → the owner's details, or null. */
    obter: (usuarioId: string) =>
      c.json<DadosRepasse | null>(`/usuarios/${encodeURIComponent(usuarioId)}/dados-repasse`, {
        acao: A.obterDadosRepasse,
      }),
    /** PUT /api/usuarios/:id/dados-repasse */
    salvar: (usuarioId: string, dados: DadosRepasseEntrada) =>
      c.json<DadosRepasse>(`/usuarios/${encodeURIComponent(usuarioId)}/dados-repasse`, {
        method: 'PUT',
        json: dados,
        acao: A.salvarDadosRepasse,
      }),
  },
});

/** The owner's portal (perfil proprietario): only their own data. */
export const proprietarioEndpoints = (c: ApiClient) => ({
  /** GET /api/proprietario/painel */
  painel: () => c.json<PainelProprietario>('/proprietario/painel', { acao: A.carregarPainelProprietario }),
  /** GET /api/repasses/:id/extrato: the statement of one of their repasses. */
  extrato: (id: string, formato: FormatoDocumento) => extrato(c, id, formato),
  /** GET /api/contratos/:id/documento.pdf: the lease of one of their properties. */
  contrato: (id: string) => contratoDeLocacao(c, id),
  /** GET /api/proprietario/informe: their informe de rendimentos of a year. */
  informe: (ano: number, formato: FormatoDocumento) =>
    c.arquivo('/proprietario/informe', { query: { ano: String(ano), formato }, acao: A.baixarInforme }),
});
