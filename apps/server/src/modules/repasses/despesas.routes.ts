import { randomUUID } from 'node:crypto';
import { despesaEntradaSchema, hojeNaAgencia, MSG, MSG_REPASSE, paraCentavos } from '@morada/domain';
import type { Context } from 'hono';
import { disposicaoAnexo, lerMultipartComArquivo } from '../../http/arquivos';
import type { AppEnv } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { conflict, notFound } from '../../http/errors';
import { parseOrThrow, readJson } from '../../http/validate';
import {
  aceitarComprovante,
  CONTENT_TYPES_COMPROVANTE,
  guardarComprovante,
  lerComprovante,
  nomeDoComprovante,
  removerComprovante,
} from './despesas.arquivo';
import {
  arquivoDaDespesa,
  excluirDespesaAberta,
  imovelDaDespesa,
  inserirDespesa,
  listarDespesasDoMes,
  obterDespesa,
} from './despesas.repository';
import { despesaEmReais, paraDespesa } from './repasses.service';

const E = MSG_REPASSE.erros;

/** JSON, or multipart/form-data with the same fields plus an optional `arquivo` (the receipt). */
const lerEntrada = async (c: Context<AppEnv>) => {
  if (!c.req.header('Content-Type')?.toLowerCase().startsWith('multipart/form-data'))
    return { dados: await readJson(c, despesaEntradaSchema), arquivo: undefined };
  const { campos, arquivo } = await lerMultipartComArquivo(c);
  const dados = parseOrThrow(despesaEntradaSchema, campos);
  return { dados, arquivo: arquivo && (await aceitarComprovante(arquivo)) };
};

/**
 * Expenses the agency paid on an owner's behalf. Admin only, except the receipt's download, which
 * is also the expense's owner's.
 */
export const endpointsDespesas = [
  endpoint('GET /api/despesas', async ({ c, deps, query }) => {
    const mes = query.mes ?? hojeNaAgencia(deps.now()).slice(0, 7);
    const lista = (await listarDespesasDoMes(deps.db, mes)).map((d) => despesaEmReais(paraDespesa(d)));
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  }),
  endpoint('POST /api/despesas', async ({ c, deps, usuario }) => {
    const { dados: e, arquivo } = await lerEntrada(c);
    const imovel = await imovelDaDespesa(deps.db, e.imovelId);
    if (!imovel) throw notFound(MSG.api.imovelNaoEncontrado);
    if (!imovel.proprietarioId) throw conflict(E.imovelSemProprietario);
    const id = randomUUID();
    // Written only once everything was checked; removed again if the row is not.
    const guardado = arquivo ? await guardarComprovante(deps.armazenamento, arquivo) : undefined;
    try {
      await inserirDespesa(
        deps.db,
        {
          id,
          imovelId: e.imovelId,
          imovelTitulo: imovel.titulo,
          proprietarioId: imovel.proprietarioId,
          data: e.data,
          descricao: e.descricao,
          valor: paraCentavos(e.valor),
        },
        deps.now().toISOString(),
        usuario.id,
        guardado,
      );
    } catch (erro) {
      await removerComprovante(deps.armazenamento, guardado?.caminho ?? null);
      throw erro;
    }
    return c.json(despesaEmReais(paraDespesa((await obterDespesa(deps.db, id))!)), 201);
  }),
  endpoint('GET /api/despesas/{id}/arquivo', async ({ c, deps, usuario, params }) => {
    const d = await arquivoDaDespesa(deps.db, params.id);
    // Another owner's expense does not exist for this one.
    if (!d || (usuario.perfil !== 'admin' && d.proprietarioId !== usuario.id))
      throw notFound(E.despesaNaoEncontrada);
    const guardado = d.caminho ? await lerComprovante(deps.armazenamento, d.caminho) : undefined;
    if (!guardado) throw notFound(MSG.admin.downloadIndisponivelDescricao);
    const { bytes, formato } = guardado;
    // Type and name from the stored format, also for names kept as sent before issue 31.
    c.header('Content-Type', CONTENT_TYPES_COMPROVANTE[formato]);
    c.header('Content-Disposition', disposicaoAnexo(nomeDoComprovante(d.nome ?? '', formato)));
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(bytes));
  }),
  endpoint('DELETE /api/despesas/{id}', async ({ c, deps: { db, armazenamento }, params: { id } }) => {
    const d = await arquivoDaDespesa(db, id);
    if (!d) throw notFound(E.despesaNaoEncontrada);
    // Only an open expense goes: one a repasse took between the read and the delete stays.
    if (!(await excluirDespesaAberta(db, id))) throw conflict(E.despesaRepassada);
    await removerComprovante(armazenamento, d.caminho);
    return c.body(null, 204);
  }),
];
