import { MSG_COBRANCA_BANCARIA } from '../messages/cobranca-bancaria';

const M = MSG_COBRANCA_BANCARIA.cnab;

/**
 * A retorno (or remessa input) the bank's layout does not accept. Always refuses the whole file:
 * callers book nothing from a file that raised it. `linha` is 1-based (0 when the file as a whole
 * is wrong, e.g. empty); `campo` is the layout's field name, when one field is at fault.
 */
export class ArquivoCnabInvalido extends Error {
  readonly linha: number;
  readonly campo: string | undefined;
  readonly mensagem: string;

  constructor(linha: number, mensagem: string, campo?: string) {
    super(linha > 0 ? M.naLinha(linha, mensagem) : mensagem);
    this.name = 'ArquivoCnabInvalido';
    this.linha = linha;
    this.campo = campo;
    this.mensagem = mensagem;
  }
}

/** A remessa that cannot be written as asked (a value that does not fit its field, a missing bank). */
export class RemessaCnabInvalida extends Error {
  constructor(mensagem: string) {
    super(mensagem);
    this.name = 'RemessaCnabInvalida';
  }
}
