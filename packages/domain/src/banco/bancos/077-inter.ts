import { MSG_BANCO, type RegrasBanco } from './tipos';

/**
 * Inter (077): the bank itself assigns the nosso número when the boleto is registered through its
 * API (eduardokum/laravel-boleto's Inter class does not generate one either), so Morada cannot
 * build an Inter boleto offline yet. The account can be saved; issuing says why it cannot.
 */
const indisponivel = (): never => {
  throw new Error(MSG_BANCO.semEmissao('Inter'));
};

export const inter: RegrasBanco = {
  codigo: '077',
  nome: 'Inter',
  limiteSequencia: () => 0,
  problemas: () => [{ campo: 'banco', mensagem: MSG_BANCO.semEmissao('Inter') }],
  nossoNumero: indisponivel,
  campoLivre: indisponivel,
  agenciaCodigoImpresso: indisponivel,
};
