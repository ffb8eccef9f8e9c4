import {
  conclusaoChamadoSchema,
  MSG_CHAMADOS,
  statusAposTriagem,
  transicaoDeChamado,
  type AcaoChamado,
} from '@morada/domain';
import { lerMultipartComArquivo } from '../../http/arquivos';
import { endpoint } from '../../http/endpoint';
import { badRequest, conflict, notFound } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import { reemitirBoletos } from '../pagamentos';
import { aceitarComprovante, guardarComprovante, removerComprovante } from '../repasses';
import { listarChamados, obterChamado, type ChamadoLido } from './chamados.repository';
import { paraResposta } from './chamados.resposta';
import { evento, mudarChamado, textoDoStatus } from './chamados.service';
import { destinarCusto } from './custos.service';
import { obterPrestador } from './prestadores.repository';

const M = MSG_CHAMADOS;

/** The chamado, or 404; and 409 when the back office cannot do `acao` in its status. */
const chamadoPara = async (db: Parameters<typeof obterChamado>[0], id: string, acao: AcaoChamado) => {
  const ch = await obterChamado(db, id);
  if (!ch) throw notFound(M.api.chamadoNaoEncontrado);
  if (!transicaoDeChamado(ch.status, acao, 'admin'))
    throw conflict(M.api.acaoNaoPermitida(M.status[ch.status]));
  return ch;
};

/** The back office's routes: every chamado, its triage, conclusion and cancellation. */
export const endpointsChamadosAdmin = [
  endpoint('GET /api/admin/chamados', async ({ c, deps, query }) => {
    const { dados, total } = await listarChamados(deps.db, query);
    c.header('X-Total-Count', String(total));
    return c.json(dados.map(paraResposta));
  }),
  endpoint('GET /api/admin/chamados/{id}', async ({ c, deps, params }) => {
    const ch = await obterChamado(deps.db, params.id);
    if (!ch) throw notFound(M.api.chamadoNaoEncontrado);
    return c.json(paraResposta(ch));
  }),
  endpoint('PATCH /api/admin/chamados/{id}', async ({ c, deps, usuario, params, body }) => {
    const ch = await chamadoPara(deps.db, params.id, 'triar');
    if (body.prestadorId) {
      const p = await obterPrestador(deps.db, body.prestadorId);
      if (!p) throw notFound(M.api.prestadorNaoEncontrado);
      if (!p.ativo && p.id !== ch.prestadorId) throw conflict(M.api.prestadorInativo);
    }
    const novo: ChamadoLido = { ...ch, ...body } as ChamadoLido;
    const para = statusAposTriagem({
      ...novo,
      status: ch.status,
      limiteCentavos: ch.limiteAprovacaoCentavos,
    });
    const atualizado = await mudarChamado(deps, ch, {
      de: ch.status,
      para,
      alteracao: body,
      eventos: para === ch.status ? [] : [evento(deps, usuario, para, textoDoStatus(para, novo))],
    });
    return c.json(paraResposta(atualizado));
  }),
  endpoint('POST /api/admin/chamados/{id}/conclusao', async ({ c, deps, usuario, params }) => {
    const { campos, arquivo } = await lerMultipartComArquivo(c);
    const { observacao } = parseOrThrow(conclusaoChamadoSchema, campos);
    if (!arquivo) throw badRequest(M.api.comprovanteObrigatorio, [{ arquivo: M.api.comprovanteObrigatorio }]);
    const ch = await chamadoPara(deps.db, params.id, 'concluir');
    if (ch.valorCentavos === null || ch.responsavel === null) throw conflict(M.api.semValorOuResponsavel);
    if (ch.responsavel === 'proprietario' && !ch.proprietarioId) throw conflict(M.api.imovelSemProprietario);
    const guardado = await guardarComprovante(deps.armazenamento, await aceitarComprovante(arquivo));
    const destino = destinarCusto(deps, usuario, ch, guardado);
    const texto = observacao ? `${M.eventos.concluido} ${observacao}` : M.eventos.concluido;
    let atualizado: ChamadoLido;
    try {
      atualizado = await mudarChamado(deps, ch, {
        de: ch.status,
        para: 'concluido',
        alteracao: { comprovante: guardado },
        eventos: [evento(deps, usuario, 'concluido', texto)],
        junto: destino.gravar,
      });
    } catch (e) {
      await removerComprovante(deps.armazenamento, guardado.caminho);
      throw e;
    }
    const reemitir = destino.boletoAReemitir();
    if (reemitir) await reemitirBoletos(deps, [reemitir], 'Chamado');
    return c.json(paraResposta(atualizado));
  }),
  endpoint('POST /api/admin/chamados/{id}/inicio', async ({ c, deps, usuario, params }) => {
    const ch = await chamadoPara(deps.db, params.id, 'iniciar');
    const atualizado = await mudarChamado(deps, ch, {
      de: ch.status,
      para: 'em_execucao',
      alteracao: {},
      eventos: [evento(deps, usuario, 'em_execucao', M.eventos.emExecucao)],
    });
    return c.json(paraResposta(atualizado));
  }),
  endpoint('POST /api/admin/chamados/{id}/cancelamento', async ({ c, deps, usuario, params, body }) => {
    const ch = await chamadoPara(deps.db, params.id, 'cancelar');
    const atualizado = await mudarChamado(deps, ch, {
      de: ch.status,
      para: 'cancelado',
      alteracao: {},
      eventos: [
        evento(deps, usuario, 'cancelado', `${M.eventos.cancelado} ${M.campos.motivo}: ${body.motivo}`),
      ],
    });
    return c.json(paraResposta(atualizado));
  }),
];
