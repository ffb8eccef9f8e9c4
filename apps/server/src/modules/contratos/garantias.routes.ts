import {
  caucaoDentroDoLimite,
  caucaoMaxima,
  formatBRL,
  hojeNaAgencia,
  MSG,
  MSG_CICLO,
  paraCentavos,
  paraReais,
} from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { badRequest, conflict, notFound } from '../../http/errors';
import { obterContratoCiclo } from './contrato-ciclo.repository';
import { excluirGarantia, obterGarantia, salvarGarantia } from './garantias.repository';

const ENCERRADOS = ['Finalizado', 'Cancelado'];
const E = MSG_CICLO.garantia.erros;

/** The contract's one guarantee (Lei 8.245 art. 37). */
export const endpointsGarantias = [
  endpoint('GET /api/contratos/{id}/garantia', async ({ c, deps: { db, now }, params }) => {
    if (!(await obterContratoCiclo(db, params.id))) throw notFound(MSG.api.contratoNaoEncontrado);
    return c.json({ garantia: (await obterGarantia(db, params.id, hojeNaAgencia(now()))) ?? null });
  }),
  endpoint('PUT /api/contratos/{id}/garantia', async ({ c, deps: { db, now }, params, body: g, usuario }) => {
    const contrato = await obterContratoCiclo(db, params.id);
    if (!contrato) throw notFound(MSG.api.contratoNaoEncontrado);
    if (ENCERRADOS.includes(contrato.status)) throw conflict(E.contratoEncerrado);
    const aluguel = contrato.composicao.aluguel;
    if (g.tipo === 'caucao' && !caucaoDentroDoLimite(paraCentavos(g.valor), aluguel)) {
      const mensagem = E.caucaoAcimaDoLimite(formatBRL(paraReais(caucaoMaxima(aluguel))));
      throw badRequest(mensagem, [{ valor: mensagem }]);
    }
    await salvarGarantia(db, contrato.id, g, usuario.id, now().toISOString());
    return c.json((await obterGarantia(db, contrato.id, hojeNaAgencia(now())))!);
  }),
  endpoint('DELETE /api/contratos/{id}/garantia', async ({ c, deps: { db }, params }) => {
    const contrato = await obterContratoCiclo(db, params.id);
    if (!contrato) throw notFound(MSG.api.contratoNaoEncontrado);
    if (ENCERRADOS.includes(contrato.status)) throw conflict(E.contratoEncerrado);
    await excluirGarantia(db, contrato.id);
    return c.body(null, 204);
  }),
];
