import { BANCOS_COBRANCA, regrasDoBanco, type CodigoBanco, type ContaBoleto } from '@morada/domain';

/**
 * The bank code's check digit as the ficha de compensação prints it ("341-7"): módulo 11 over the
 * three digits, fixed by each bank (Caixa's 10 prints 0, Sicredi's prints X) — FEBRABAN's list of
 * banks, as printed by kivanio/brcobranca and openboleto/openboleto.
 */
const DV_BANCO: Record<CodigoBanco, string> = {
  '001': '9',
  '033': '7',
  '077': '9',
  '104': '0',
  '237': '2',
  '341': '7',
  '748': 'X',
  '756': '0',
  '999': '7',
};

export const codigoBancoComDv = (banco: CodigoBanco): string => `${banco}-${DV_BANCO[banco]}`;

export const nomeDoBanco = (banco: CodigoBanco): string => BANCOS_COBRANCA[banco];

/**
 * The stored nosso número (digits + check digit, as the bank's files carry it) → as the bank prints
 * it ("109/00000008-1"). Every bank ends its number with the sequence, so the sequence is found again
 * and the bank's rule rebuilds the number; anything it cannot rebuild is printed as stored.
 */
export const nossoNumeroImpresso = (conta: ContaBoleto, guardado: string): string => {
  let regras;
  try {
    regras = regrasDoBanco(conta.banco);
  } catch {
    return guardado;
  }
  // Sicredi's number opens with the year of issue (the only bank whose rule reads it).
  const emissao = `20${guardado.slice(0, 2)}-01-01`;
  for (const dv of [1, 0]) {
    const numero = guardado.slice(0, guardado.length - dv);
    for (let k = 1; k <= Math.min(numero.length, 15); k++) {
      const sequencia = Number(numero.slice(-k));
      if (!Number.isSafeInteger(sequencia) || sequencia < 1) continue;
      try {
        const nn = regras.nossoNumero(conta, sequencia, { emissao });
        if (nn.numero + nn.dv === guardado) return nn.impresso;
      } catch {
        // not this sequence (out of the bank's range)
      }
    }
  }
  return guardado;
};
