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

/** The admin's side of the owners: repasses, expenses paid for them, and their bank details. */
export const repassesEndpoints = (c: ApiClient) => ({
  /** GET /api/repasses?mes=YYYY-MM: every owner's repasse of the month (previsto, liberado, pago). */
  listar: (mes: string) =>
    c.json<Repasse[]>(`/repasses?mes=${encodeURIComponent(mes)}`, { acao: A.listarRepasses }),
  /** GET /api/repasses/:id (the admin, or the owner it belongs to). */
  obter: (id: string) => c.json<Repasse>(`/repasses/${encodeURIComponent(id)}`, { acao: A.obterRepasse }),
  /** POST /api/repasses/pagar: pays one or many (all or nothing) → the paid repasses. */
  pagar: (dados: PagarRepasses) =>
    c.json<Repasse[]>('/repasses/pagar', { method: 'POST', json: dados, acao: A.pagarRepasses }),
  despesas: {
    /** GET /api/despesas?mes=YYYY-MM */
    listar: (mes: string) =>
      c.json<Despesa[]>(`/despesas?mes=${encodeURIComponent(mes)}`, { acao: A.listarDespesas }),
    /** POST /api/despesas: an expense the agency paid on the owner's behalf. */
    registrar: (dados: DespesaEntrada) =>
      c.json<Despesa>('/despesas', { method: 'POST', json: dados, acao: A.registrarDespesa }),
    /** DELETE /api/despesas/:id (not once it is in a paid repasse). */
    remover: (id: string) =>
      c.vazio(`/despesas/${encodeURIComponent(id)}`, { method: 'DELETE', acao: A.removerDespesa }),
  },
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
});
