import { randomUUID } from 'node:crypto';
import { despesaEntradaSchema, hojeNaAgencia, MSG, MSG_REPASSE, paraCentavos } from '@morada/domain';
import { Hono, type Context } from 'hono';
import { requireAdmin, requireRole } from '../../http/auth';
import { disposicaoAnexo, lerMultipartComArquivo } from '../../http/arquivos';
import type { AppEnv } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { idDoParametro, parseOrThrow, readJson, readQuery } from '../../http/validate';
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
import { mesQuerySchema } from './repasses.routes';
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

// Mounted at /api/despesas: expenses the agency paid on an owner's behalf. Admin only, except the
// receipt's download, which is also the expense's owner's.
export const despesasRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => {
    const deps = c.var.deps;
    const mes = readQuery(c, mesQuerySchema).mes ?? hojeNaAgencia(deps.now()).slice(0, 7);
    const lista = (await listarDespesasDoMes(deps.db, mes)).map((d) => despesaEmReais(paraDespesa(d)));
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  })
  .post('/', requireAdmin, async (c) => {
    const deps = c.var.deps;
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
        c.var.usuario.id,
        guardado,
      );
    } catch (erro) {
      await removerComprovante(deps.armazenamento, guardado?.caminho ?? null);
      throw erro;
    }
    return c.json(despesaEmReais(paraDespesa((await obterDespesa(deps.db, id))!)), 201);
  })
  .get('/:id/arquivo', requireRole('admin', 'proprietario'), async (c) => {
    const deps = c.var.deps;
    const d = await arquivoDaDespesa(deps.db, idDoParametro(c.req.param('id')));
    // Another owner's expense does not exist for this one.
    if (!d || (c.var.usuario.perfil !== 'admin' && d.proprietarioId !== c.var.usuario.id))
      throw notFound(E.despesaNaoEncontrada);
    const guardado = d.caminho ? await lerComprovante(deps.armazenamento, d.caminho) : undefined;
    if (!guardado) throw notFound(MSG.admin.downloadIndisponivelDescricao);
    const { bytes, formato } = guardado;
    // Type and name from the stored format, also for names kept as sent before issue 31.
    c.header('Content-Type', CONTENT_TYPES_COMPROVANTE[formato]);
    c.header('Content-Disposition', disposicaoAnexo(nomeDoComprovante(d.nome ?? '', formato)));
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(bytes));
  })
  .delete('/:id', requireAdmin, async (c) => {
    const { db, armazenamento } = c.var.deps;
    const id = idDoParametro(c.req.param('id'));
    const d = await arquivoDaDespesa(db, id);
    if (!d) throw notFound(E.despesaNaoEncontrada);
    // Only an open expense goes: one a repasse took between the read and the delete stays.
    if (!(await excluirDespesaAberta(db, id))) throw conflict(E.despesaRepassada);
    await removerComprovante(armazenamento, d.caminho);
    return c.body(null, 204);
  });
