import type { ContaCobrancaDados } from '../../banco/conta-cobranca.schema';
import { MSG_COBRANCA_BANCARIA } from '../../messages/cobranca-bancaria';
import { linhasDoArquivo, semZeros } from './arquivo';
import { lerRetorno240 } from './cnab240';
import { lerRetorno400 } from './cnab400';
import type { RetornoCnab } from './tipos';

const M = MSG_COBRANCA_BANCARIA.cnab;

/**
 * Reads a retorno file (CNAB 240 segments T + U of 001, 033, 104, 237, 341, 756; CNAB 400 of
 * Bradesco and Itaú). Pure. Throws ArquivoCnabInvalido (linha, campo, pt-BR mensagem) for a
 * malformed, truncated, wrong-width or unknown-bank file: never a partial result.
 */
export const lerRetorno = (texto: string): RetornoCnab => {
  const { linhas, tamanho } = linhasDoArquivo(texto);
  return tamanho === 240 ? lerRetorno240(linhas) : lerRetorno400(linhas);
};

const LAYOUT_ROTULO = { cnab240: 'CNAB 240', cnab400: 'CNAB 400' } as const;

/**
 * The pt-BR problem when a retorno does not belong to the collection account (another bank,
 * layout, agência, conta or convênio), or undefined when it does. Identifiers are compared
 * without leading zeros, and only those the file carries.
 */
export const conferirConta = (
  retorno: RetornoCnab,
  conta: Pick<ContaCobrancaDados, 'banco' | 'agencia' | 'conta' | 'convenio' | 'layout'>,
): string | undefined => {
  if (retorno.banco !== conta.banco) return M.contaOutroBanco(retorno.banco, conta.banco);
  if (retorno.layout !== conta.layout) {
    return M.contaOutroLayout(LAYOUT_ROTULO[retorno.layout], LAYOUT_ROTULO[conta.layout]);
  }
  const I = M.identificacao;
  const pares = [
    [I.agencia, retorno.conta.agencia, conta.agencia],
    [I.conta, retorno.conta.conta, conta.conta],
    [I.convenio, retorno.conta.convenio, conta.convenio],
  ] as const;
  for (const [rotulo, doArquivo, daConta] of pares) {
    const a = semZeros(doArquivo);
    const b = semZeros(daConta);
    if (a !== undefined && b !== undefined && a !== b)
      return M.contaOutraConta(rotulo, doArquivo ?? '', daConta);
  }
  return undefined;
};

export type * from './tipos';
