import { randomUUID } from 'node:crypto';
import {
  compararVistorias,
  danosParaAcerto,
  formatData,
  hojeNaAgencia,
  MSG_SERVIDOR,
  MSG_VISTORIAS,
  modeloDeAmbientes,
  podeContestar,
  prazoDeRevisao,
  VISTORIA_PRAZO_REVISAO_PADRAO_DIAS,
  type LinhaDeDano,
  type NovaVistoria,
  type StatusVistoria,
} from '@morada/domain';
import type { Db } from '../../db/database';
import { emTransacao } from '../../db/transacao';
import { violacaoDoBanco } from '../../db/violacao';
import type { Deps, SessionUser } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { entregarEmails, registrarEmail, type EmailNaFila } from '../emails';
import { criarNotificacoes } from '../notificacoes';
import { idsAdminsAtivos } from '../usuarios';
import { gerarLaudoPdf } from './laudo-pdf';
import { apagarArquivos, guardarFotos, guardarLaudo } from './vistorias.arquivos';
import {
  contestacoesAbertas,
  inserirContestacao,
  inserirFotos,
  inserirVistoria,
  mudarStatus,
  responderContestacao,
} from './vistorias-escrita.repository';
import {
  contratoExiste,
  diasDeRevisao,
  obterVistoria,
  vistoriaDoContrato,
  type VistoriaLida,
} from './vistorias.repository';

const M = MSG_VISTORIAS;
const N = M.notificacoes;

/** The vistoria, or the 404 every caller answers for a missing one. */
export const vistoriaOu404 = async (db: Db, id: string): Promise<VistoriaLida> => {
  const v = await obterVistoria(db, id);
  if (!v) throw notFound(M.api.vistoriaNaoEncontrada);
  return v;
};

/** The inspector's writes stop at the conclusion (409). */
export const exigirEditavel = (v: VistoriaLida) => {
  if (v.status !== 'em_andamento') throw conflict(M.api.naoEditavel);
};

/** A concluded vistoria of this tenant's contract; any other (or one still being filled) is a 404. */
export const vistoriaDoLocatario = async (db: Db, usuario: SessionUser, id: string) => {
  const v = await obterVistoria(db, id);
  if (!v || v.inquilinoId !== usuario.id || v.status === 'em_andamento')
    throw notFound(M.api.vistoriaNaoEncontrada);
  return v;
};

/** The inspectors, the contract's tenant (once concluded) and the property's owner see its files. */
export const vistoriaVisivel = async (db: Db, usuario: SessionUser, id: string) => {
  const v = await vistoriaOu404(db, id);
  const concluida = v.status !== 'em_andamento';
  const ve =
    usuario.perfil === 'admin' ||
    usuario.perfil === 'corretor' ||
    (usuario.perfil === 'inquilino' && v.inquilinoId === usuario.id && concluida) ||
    (usuario.perfil === 'proprietario' && v.proprietarioId === usuario.id && concluida);
  if (!ve) throw notFound(M.api.vistoriaNaoEncontrada);
  return v;
};

/**
 * Starts a vistoria: an entrada from the default rooms, a saída from the entrada's rooms and
 * items (so the comparison matches them), once per contract and type.
 */
export const iniciarVistoria = async (deps: Deps, usuario: SessionUser, e: NovaVistoria) => {
  if (!(await contratoExiste(deps.db, e.contratoId))) throw notFound(M.api.contratoNaoEncontrado);
  if (await vistoriaDoContrato(deps.db, e.contratoId, e.tipo))
    throw conflict(M.api.jaExiste(M.tipos[e.tipo]));
  let ambientes = modeloDeAmbientes();
  if (e.tipo === 'saida') {
    const entrada = await vistoriaDoContrato(deps.db, e.contratoId, 'entrada');
    if (!entrada || entrada.status === 'em_andamento') throw conflict(M.api.saidaSemEntrada);
    ambientes = entrada.ambientes.map((a) => ({ nome: a.nome, itens: a.itens.map((i) => i.nome) }));
  }
  const id = randomUUID();
  try {
    await emTransacao(deps.db, (trx) =>
      inserirVistoria(trx, {
        id,
        contratoId: e.contratoId,
        tipo: e.tipo,
        vistoriadorId: usuario.id,
        vistoriadorNome: usuario.nome,
        em: deps.now().toISOString(),
        ambientes,
      }),
    );
  } catch (err) {
    // Two inspectors starting the same one at once: the unique index lets one in.
    if (violacaoDoBanco(err) === 'duplicado') throw conflict(M.api.jaExiste(M.tipos[e.tipo]));
    throw err;
  }
  return vistoriaOu404(deps.db, id);
};

/**
 * Concludes the vistoria: the laudo PDF (stored privately, the contract's document), the review
 * period from the agency's setting (0 days: concluded with no review) and the tenant's notice. The
 * demo seed passes `comEmail: false`: starting a demo writes no mail to its people (or its outbox).
 */
export const concluirVistoria = async (deps: Deps, v: VistoriaLida, { comEmail = true } = {}) => {
  exigirEditavel(v);
  const agora = deps.now();
  const prazo = prazoDeRevisao(agora, await diasDeRevisao(deps.db, VISTORIA_PRAZO_REVISAO_PADRAO_DIAS));
  const para: StatusVistoria = prazo ? 'em_revisao' : 'concluida';
  const concluida = { ...v, status: para, concluidaEm: agora.toISOString(), prazoRevisaoAte: prazo };
  const laudo = await guardarLaudo(deps.armazenamento, await gerarLaudoPdf(deps, concluida));
  let email: EmailNaFila | undefined;
  try {
    await emTransacao(deps.db, async (trx) => {
      const extra = { concluida_em: concluida.concluidaEm, prazo_revisao_ate: prazo, laudo_arquivo: laudo };
      if (!(await mudarStatus(trx, v.id, ['em_andamento'], para, concluida.concluidaEm, extra)))
        throw conflict(M.api.naoEditavel);
      const texto = N.laudoPronto(M.tipos[v.tipo], prazo ? formatData(prazo) : formatData(agora));
      await criarNotificacoes(
        trx,
        [{ usuarioId: v.inquilinoId, titulo: N.laudoTitulo, mensagem: texto, origem: 'vistoria' }],
        agora,
      );
      // The e-mail is written with the conclusion (outbox) and handed to SMTP only after commit.
      if (!comEmail) return;
      const E = MSG_SERVIDOR.laudoVistoria;
      email = await registrarEmail(
        trx,
        {
          para: v.inquilinoEmail,
          assunto: E.assunto(M.tipos[v.tipo], v.contratoNumero),
          corpo: E.corpo(
            v.inquilinoNome,
            M.tipos[v.tipo],
            v.contratoNumero,
            prazo ? formatData(prazo) : null,
          ),
        },
        agora,
        Boolean(deps.env.SMTP_URL),
      );
    });
  } catch (e) {
    await apagarArquivos(deps.armazenamento, [laudo]);
    throw e;
  }
  if (email) entregarEmails(deps, [email]);
  return vistoriaOu404(deps.db, v.id);
};

/** The tenant may act on the laudo: in review (or already contesting) and within the period. */
const exigirPrazo = (deps: Deps, v: VistoriaLida, de: readonly StatusVistoria[]) => {
  if (!de.includes(v.status)) throw conflict(M.api.naoEmRevisao);
  if (!podeContestar(hojeNaAgencia(deps.now()), v.prazoRevisaoAte))
    throw conflict(M.api.prazoEncerrado(formatData(v.prazoRevisaoAte)));
};

export const aceitarVistoria = async (deps: Deps, v: VistoriaLida) => {
  exigirPrazo(deps, v, ['em_revisao']);
  if (!(await mudarStatus(deps.db, v.id, ['em_revisao'], 'aceita', deps.now().toISOString())))
    throw conflict(M.api.naoEmRevisao);
  return vistoriaOu404(deps.db, v.id);
};

/** The tenant contests one item with his text and photos; the agency's admins are told. */
export const contestarItem = async (
  deps: Deps,
  usuario: SessionUser,
  v: VistoriaLida,
  itemId: string,
  e: { texto: string; arquivos: readonly File[] },
) => {
  const item = v.ambientes.flatMap((a) => a.itens).find((i) => i.id === itemId);
  if (!item) throw notFound(M.api.itemNaoEncontrado);
  exigirPrazo(deps, v, ['em_revisao', 'contestada']);
  if (item.contestacao) throw conflict(M.api.jaContestado);
  const arquivos = await guardarFotos(deps.armazenamento, e.arquivos);
  const agora = deps.now();
  const em = agora.toISOString();
  try {
    await emTransacao(deps.db, async (trx) => {
      await inserirContestacao(trx, { vistoriaId: v.id, itemId, texto: e.texto, autorId: usuario.id, em });
      await inserirFotos(trx, { vistoriaId: v.id, itemId, origem: 'contestacao', arquivos, em });
      if (!(await mudarStatus(trx, v.id, ['em_revisao', 'contestada'], 'contestada', em)))
        throw conflict(M.api.naoEmRevisao);
      const mensagem = N.contestou(usuario.nome, item.nome);
      await criarNotificacoes(
        trx,
        (await idsAdminsAtivos(trx)).map((usuarioId) => ({
          usuarioId,
          titulo: N.contestacaoTitulo,
          mensagem,
          origem: 'vistoria',
        })),
        agora,
      );
    });
  } catch (err) {
    await apagarArquivos(deps.armazenamento, arquivos);
    throw err;
  }
  return vistoriaOu404(deps.db, v.id);
};

/** The agency answers a contest; with every contest answered the vistoria is encerrada. */
export const responderItem = async (
  deps: Deps,
  v: VistoriaLida,
  itemId: string,
  r: { texto: string; aceitar: boolean },
) => {
  const item = v.ambientes.flatMap((a) => a.itens).find((i) => i.id === itemId);
  if (!item) throw notFound(M.api.itemNaoEncontrado);
  if (!item.contestacao) throw conflict(M.api.semContestacao);
  const agora = deps.now();
  const em = agora.toISOString();
  await emTransacao(deps.db, async (trx) => {
    if (!(await responderContestacao(trx, itemId, { texto: r.texto, aceita: r.aceitar, em })))
      throw conflict(M.api.jaRespondida);
    if ((await contestacoesAbertas(trx, v.id)) === 0)
      await mudarStatus(trx, v.id, ['contestada'], 'encerrada', em);
    await criarNotificacoes(
      trx,
      [
        {
          usuarioId: v.inquilinoId,
          titulo: N.respostaTitulo,
          mensagem: N.respondida(item.nome),
          origem: 'vistoria',
        },
      ],
      agora,
    );
  });
  return vistoriaOu404(deps.db, v.id);
};

/** The exit vistoria against its contract's entry one (a concluded saída only: 409 otherwise). */
export const compararSaida = async (db: Db, v: VistoriaLida) => {
  if (v.tipo !== 'saida' || v.status === 'em_andamento') throw conflict(M.api.soSaida);
  const entrada = await vistoriaDoContrato(db, v.contratoId, 'entrada');
  return compararVistorias(entrada?.ambientes ?? [], v.ambientes);
};

/** The damages priced on the contract's exit vistoria, as the settlement's lines (none without one). */
export const danosDaSaida = async (db: Db, contratoId: string): Promise<LinhaDeDano[]> => {
  const saida = await vistoriaDoContrato(db, contratoId, 'saida');
  if (!saida) return [];
  const entrada = await vistoriaDoContrato(db, contratoId, 'entrada');
  const valores = saida.ambientes
    .flatMap((a) => a.itens)
    .flatMap((i) => (i.dano ? [{ itemId: i.id, ...i.dano }] : []));
  return danosParaAcerto(compararVistorias(entrada?.ambientes ?? [], saida.ambientes), valores);
};
