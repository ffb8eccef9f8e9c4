import { modulo10 } from '../modulos';
import {
  carteiraEntre,
  dvConfere,
  MSG_BANCO,
  tamanho,
  zeros,
  type ContaBoleto,
  type RegrasBanco,
} from './tipos';

/**
 * Itaú (341), carteiras without "seu número" in the barcode (109, 112, 175…):
 *   nosso número = carteira(3) / sequence(8) - DAC;
 *   campo livre = carteira(3) + nosso número(8) + DAC(1) + agência(4) + conta(5) + DAC(agência+conta) + 000.
 * DAC = módulo 10 over agência + conta + carteira + nosso número, except carteiras 126, 131, 146,
 * 150 and 168, where it covers carteira + nosso número only (Itaú's manual, Anexo 4, as quoted by
 * openboleto/openboleto and followed by eduardokum/laravel-boleto; an older manual, quoted by
 * jrimum/bopepo, also listed the escritural carteiras 104, 105, 112… — today's 112 uses the full rule).
 */
const SO_CARTEIRA = ['126', '131', '146', '150', '168'];
/** These put "seu número" and the client code in the barcode: not issued by Morada. */
const COM_SEU_NUMERO = ['106', '107', '122', '142', '143', '195', '196', '198'];
const CARTEIRAS = [
  '104',
  '108',
  '109',
  '110',
  '111',
  '112',
  '115',
  '121',
  '126',
  '131',
  '146',
  '150',
  '168',
  '175',
  '180',
];

const partes = (conta: ContaBoleto) => ({
  agencia: zeros(conta.agencia, 4),
  numero: zeros(conta.conta, 5),
  carteira: zeros(conta.carteira, 3),
});

export const dacAgenciaConta = (conta: ContaBoleto): string => {
  const p = partes(conta);
  return String(modulo10(p.agencia + p.numero));
};

export const itau: RegrasBanco = {
  codigo: '341',
  nome: 'Itaú',
  limiteSequencia: () => 99_999_999,
  problemas: (conta) => [
    ...tamanho('agencia', conta.agencia, 1, 4),
    ...tamanho('conta', conta.conta, 1, 5),
    ...(COM_SEU_NUMERO.includes(zeros(conta.carteira, 3))
      ? [{ campo: 'carteira' as const, mensagem: MSG_BANCO.carteiraSeuNumero }]
      : carteiraEntre(conta.carteira, CARTEIRAS)),
    ...dvConfere('contaDv', conta.contaDv, dacAgenciaConta(conta)),
  ],
  nossoNumero: (conta, sequencia) => {
    const { agencia, numero: c, carteira } = partes(conta);
    const numero = zeros(sequencia, 8);
    const base = SO_CARTEIRA.includes(carteira) ? carteira + numero : agencia + c + carteira + numero;
    const dv = String(modulo10(base));
    return { numero, dv, impresso: `${carteira}/${numero}-${dv}` };
  },
  campoLivre: (conta, nn) => {
    const p = partes(conta);
    return p.carteira + nn.numero + nn.dv + p.agencia + p.numero + dacAgenciaConta(conta) + '000';
  },
  agenciaCodigoImpresso: (conta) => {
    const p = partes(conta);
    return `${p.agencia} / ${p.numero}-${dacAgenciaConta(conta)}`;
  },
};
