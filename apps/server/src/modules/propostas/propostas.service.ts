import {
  MSG_PROPOSTAS,
  MSG_LEADS,
  transicaoDaProposta,
  type AcaoProposta,
  type FichaLocacao,
  type DadosVenda,
  type Proposta,
  type TipoProposta,
} from '@morada/domain';
import type { Deps, SessionUser } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { leadParaProposta, registrarEventoDoLead } from '../leads';
import { criarNotificacoes } from '../notificacoes';
import { obterImovelDaProposta, type ImovelDaProposta } from './comissoes.repository';
import { obterProposta, type Alcance } from './propostas.repository';

const E = MSG_PROPOSTAS.erros;

/** A corretor reaches only his own proposals; an admin, every one. */
export const alcanceDe = (u: SessionUser): Alcance => (u.perfil === 'corretor' ? { corretorId: u.id } : {});

export const autor = (u: SessionUser) => ({ id: u.id, nome: u.nome });

/** The proposal as the caller may see it, or 404 (another corretor's too). */
export const propostaDe = async (deps: Deps, usuario: SessionUser, id: string): Promise<Proposta> => {
  const p = await obterProposta(deps.db, id, alcanceDe(usuario));
  if (!p) throw notFound(E.naoEncontrada);
  return p;
};

/** The proposal, when `usuario` may do `acao` in its status (409 otherwise; 404 when out of reach). */
export const propostaPara = async (
  deps: Deps,
  usuario: SessionUser,
  id: string,
  acao: AcaoProposta,
): Promise<Proposta> => {
  const p = await propostaDe(deps, usuario, id);
  if (!transicaoDaProposta(p.status, acao, usuario.perfil)) {
    if (acao === 'aprovar' || acao === 'recusar')
      throw conflict(p.status === 'enviada' ? E.transicaoInvalida : E.jaDecidida);
    throw conflict(acao === 'editar' ? E.soRascunho : E.transicaoInvalida);
  }
  return p;
};

/** The lead a new proposal comes from: the corretor's own (404 otherwise), any for the admin. */
export const leadDaProposta = async (deps: Deps, usuario: SessionUser, leadId: string) => {
  const lead = await leadParaProposta(
    deps.db,
    leadId,
    usuario.perfil === 'corretor' ? usuario.id : undefined,
  );
  if (!lead) throw notFound(MSG_LEADS.api.leadNaoEncontrado);
  return lead;
};

/** The property of a proposal of `tipo`: found, and offered for that kind of deal (400 otherwise). */
export const imovelParaProposta = async (
  deps: Deps,
  imovelId: string | null | undefined,
  tipo: TipoProposta,
): Promise<ImovelDaProposta> => {
  const imovel = imovelId ? await obterImovelDaProposta(deps.db, imovelId) : undefined;
  if (!imovel) throw badRequest(MSG_PROPOSTAS.campos.imovel, [{ imovelId: MSG_PROPOSTAS.campos.imovel }]);
  if (imovel.operacao !== (tipo === 'locacao' ? 'Aluguel' : 'Venda'))
    throw badRequest(E.imovelOperacao, [{ imovelId: E.imovelOperacao }]);
  return imovel;
};

/** The part of the proposal's kind, with the property's rent when the ficha leaves it blank. */
export const conteudoDaProposta = (
  tipo: TipoProposta,
  imovel: ImovelDaProposta,
  c: { locacao?: FichaLocacao | undefined; venda?: DadosVenda | undefined },
  anterior?: Pick<Proposta, 'locacao' | 'venda'>,
): { locacao: FichaLocacao | null; venda: DadosVenda | null } => {
  if (tipo === 'venda')
    return { locacao: null, venda: c.venda ?? (anterior?.venda as DadosVenda | null) ?? null };
  const ficha = c.locacao ?? (anterior?.locacao as FichaLocacao | null) ?? null;
  if (!ficha) return { locacao: null, venda: null };
  return {
    locacao: { ...ficha, valorAluguelCentavos: ficha.valorAluguelCentavos ?? imovel.precoCentavos },
    venda: null,
  };
};

/** Tells users something about a proposal (the bell). */
export const avisar = (deps: Deps, usuarioIds: readonly string[], titulo: string, mensagem: string) =>
  criarNotificacoes(
    deps.db,
    usuarioIds.map((usuarioId) => ({ usuarioId, titulo, mensagem, origem: 'proposta' })),
    deps.now(),
  );

/** Adds a 'proposta' event to the lead's timeline. */
export const eventoNoLead = (deps: Deps, usuario: SessionUser, leadId: string, texto: string) =>
  registrarEventoDoLead(deps.db, leadId, { tipo: 'proposta', texto, em: deps.now(), autor: autor(usuario) });
