import { createHash, randomUUID } from 'node:crypto';
import {
  ARQUIVO_BANCARIO_MAX_BYTES,
  MSG_COBRANCA_BANCARIA,
  type ContaCobranca,
  type ImportacaoBancaria,
  type TipoImportacao,
} from '@morada/domain';
import type { Deps } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { obterConta } from '../contas-cobranca';
import { fecharImportacao, inserirImportacao, obterImportacao } from './importacoes.repository';

/**
 * The common frame of a retorno or statement import: the account must exist, the file is read
 * whole (and refused whole) by `ler` before anything is written, then each item is journaled
 * (`processar`) under one import record whose counts say what became of them.
 */
export const importarArquivo = async <A>(
  deps: Deps,
  e: { tipo: TipoImportacao; contaId: string; arquivo: File | undefined; usuarioId: string },
  ler: (bytes: Uint8Array, conta: ContaCobranca) => A,
  processar: (
    arquivo: A,
    conta: ContaCobranca,
    importacaoId: string,
    /** The import's transaction: every item is booked in it. */
    deps: Deps,
  ) => Promise<{ itens: number; repetidos: number }>,
): Promise<ImportacaoBancaria> => {
  const T = MSG_COBRANCA_BANCARIA.api;
  if (!e.arquivo) throw badRequest(T.arquivoObrigatorio, [{ arquivo: T.arquivoObrigatorio }]);
  if (e.arquivo.size > ARQUIVO_BANCARIO_MAX_BYTES)
    throw badRequest(T.arquivoGrande, [{ arquivo: T.arquivoGrande }]);
  const conta = await obterConta(deps.db, e.contaId);
  if (!conta) throw notFound(T.contaNaoEncontrada);
  const bytes = new Uint8Array(await e.arquivo.arrayBuffer());
  const lido = ler(bytes, conta);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const id = randomUUID();
  await inserirImportacao(deps.db, {
    id,
    tipo: e.tipo,
    contaId: conta.id,
    nomeArquivo: e.arquivo.name || e.tipo,
    hash,
    usuarioId: e.usuarioId,
    agora: deps.now().toISOString(),
  });
  // One transaction for the whole file: one commit (one fsync) for thousands of items, and a
  // failure half-way books none of them.
  await deps.db.transaction().execute(async (trx) => {
    const { itens, repetidos } = await processar(lido, conta, id, { ...deps, db: trx });
    await fecharImportacao(trx, id, itens, repetidos);
  });
  return (await obterImportacao(deps.db, id))!;
};
