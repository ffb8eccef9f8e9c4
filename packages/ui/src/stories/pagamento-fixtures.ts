import type { Pagamento, ValorDevido } from '@morada/domain';
import { pagamentosExemplo } from './admin-fixtures';

const [, vencido] = pagamentosExemplo as [Pagamento, Pagamento, Pagamento];

/**
 * November of contratoExemplo after R$ 1.000,00 by PIX on 12/11: juros and multa paid first, the
 * rest still open ('Parcial', the balance, what came in).
 */
export const parcialNovembro: Pagamento = {
  ...vencido,
  valorPago: 1000,
  valorAtualizado: 3070.39,
  recebimentos: [
    {
      id: 'r2',
      data: '2026-11-12',
      valor: 1000,
      meio: 'PIX',
      juros: 9.26,
      multa: 79.41,
      aluguel: 734.48,
      condominio: 149.19,
      iptu: 27.66,
      outros: 0,
    },
  ],
};

/**
 * What the server answers for that November paid after its prazo (05/11): on 23/11, 18 days late,
 * 2 % multa and 1 % a month of juros pro rata (the real numbers come from the domain's rule).
 */
export const devidoNovembroEmAtraso = (data: string): ValorDevido => ({
  data,
  prazo: '2026-11-05',
  diasAtraso: 18,
  principal: 3970.5,
  multa: 79.41,
  juros: 22.5,
  total: 4072.41,
});
