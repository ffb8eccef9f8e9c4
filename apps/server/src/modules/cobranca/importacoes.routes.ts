import { importacaoEntradaSchema, inicioDaPagina } from '@morada/domain';
import type { Context } from 'hono';
import { lerMultipartComArquivo } from '../../http/arquivos';
import type { AppEnv } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { parseOrThrow } from '../../http/validate';
import { importarExtrato } from './extratos.service';
import { listarImportacoes } from './importacoes.repository';
import { importarRetorno } from './retornos.service';

/** The import form: the account (a text field) and the file (multipart, read here as declared). */
const lerFormulario = async (c: Context<AppEnv>) => {
  const { campos, arquivo } = await lerMultipartComArquivo(c);
  return { ...parseOrThrow(importacaoEntradaSchema, campos), arquivo };
};

export const endpointsImportacoes = [
  endpoint('GET /api/cobranca/importacoes', async ({ c, deps, query }) => {
    const { dados, total } = await listarImportacoes(deps.db, query.limite, inicioDaPagina(query));
    c.header('X-Total-Count', String(total));
    return c.json(dados);
  }),
  endpoint('POST /api/cobranca/retornos', async ({ c, deps, usuario }) =>
    c.json(await importarRetorno(deps, { ...(await lerFormulario(c)), usuarioId: usuario.id }), 201),
  ),
  endpoint('POST /api/cobranca/extratos', async ({ c, deps, usuario }) =>
    c.json(await importarExtrato(deps, { ...(await lerFormulario(c)), usuarioId: usuario.id }), 201),
  ),
];
