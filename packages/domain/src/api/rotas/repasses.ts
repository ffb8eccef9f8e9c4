import { z } from 'zod';
import { MAX_CORPO_DESPESA_BYTES } from '../../constants';
import { mesSchema } from '../../reajuste/reajuste.schema';
import {
  despesaEntradaSchema,
  despesaSchema,
  extratoRepasseQuerySchema,
  pagarRepassesSchema,
  repasseSchema,
} from '../../repasse/repasse.schema';
import { parametroId } from '../respostas';
import { exclusaoPorId, rota } from '../rota';

const grupo = 'Repasses';
const grupoDespesas = 'Despesas';
const admin = ['admin'] as const;
const adminOuDono = ['admin', 'proprietario'] as const;

/** `?mes=YYYY-MM` of the month lists: the agency's current month when absent. */
const consultaMes = z.object({ mes: mesSchema.optional() });
/** A repasse's id: the stored id once paid, `{proprietarioId}:{mes}` while open. */
const parametroRepasse = z.object({
  id: z.string().describe('O id do repasse pago, ou {proprietarioId}:{mes} do repasse em aberto.'),
});
const soDoDono = 'O proprietário vê só os próprios; o de outro responde como inexistente (404).';

export const ROTAS_REPASSES = [
  rota({
    metodo: 'GET',
    caminho: '/api/repasses',
    grupo,
    resumo: 'Os repasses do mês aos proprietários (pagos, liberados e previstos), por nome do proprietário.',
    descricao: 'mes=AAAA-MM; sem ele, o mês corrente.',
    papeis: admin,
    consulta: consultaMes,
    resposta: { schema: z.array(repasseSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/repasses/pagar',
    grupo,
    resumo: 'Registra o pagamento de um ou mais repasses na mesma data e pelo mesmo meio (tudo ou nada).',
    descricao:
      'Cada repasse é recalculado do livro-caixa; já pago (409), sem recebimentos ou com saldo negativo (409) ' +
      'recusa o lote inteiro. A data não pode ser futura.',
    papeis: admin,
    corpo: pagarRepassesSchema,
    exemploCorpo: {
      repasses: ['5b0c7a8e-2f4d-4c1e-9a3b-7d6e5f4a3b2c:2026-11'],
      data: '2026-11-10',
      meio: 'pix',
      comprovante: 'E00000000202611101530abcdef123456',
    },
    resposta: { schema: z.array(repasseSchema) },
    erros: [404, 409],
    idempotente: true,
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/repasses/{id}',
    grupo,
    resumo: 'Um repasse, com as linhas por contrato, as despesas descontadas e os totais.',
    descricao: soDoDono,
    papeis: adminOuDono,
    parametros: parametroRepasse,
    resposta: { schema: repasseSchema },
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/repasses/{id}/extrato',
    grupo,
    resumo: 'O extrato do proprietário de um repasse, em PDF (padrão) ou CSV.',
    descricao: soDoDono,
    papeis: adminOuDono,
    parametros: parametroRepasse,
    consulta: extratoRepasseQuerySchema,
    resposta: { arquivo: ['application/pdf', 'text/csv'] },
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/despesas',
    grupo: grupoDespesas,
    resumo:
      'As despesas pagas pela agência em nome dos proprietários, datadas no mês, mais antigas primeiro.',
    descricao: 'mes=AAAA-MM; sem ele, o mês corrente.',
    papeis: admin,
    consulta: consultaMes,
    resposta: { schema: z.array(despesaSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/despesas',
    grupo: grupoDespesas,
    resumo:
      'Lança uma despesa de um imóvel (conserto, IPTU…), a descontar do próximo repasse do proprietário.',
    descricao:
      'multipart/form-data com os campos e, se houver, o comprovante; sem comprovante, aceita também JSON. ' +
      'Imóvel sem proprietário: 409.',
    papeis: admin,
    multipart: {
      campos: despesaEntradaSchema,
      arquivos: [
        {
          campo: 'arquivo',
          tipos: ['application/pdf', 'image/jpeg', 'image/png'],
          descricao: 'O comprovante (nota ou recibo), até 10 MB.',
        },
      ],
      tambemJson: true,
    },
    limiteCorpo: MAX_CORPO_DESPESA_BYTES,
    exemploCorpo: {
      imovelId: '9d3e6f1a-4b2c-4e8d-a7f6-1c2b3d4e5f60',
      data: '2026-11-10',
      descricao: 'Troca do aquecedor a gás',
      valor: '850,00',
    },
    resposta: { status: 201, schema: despesaSchema },
    erros: [404, 409, 413],
    idempotente: true,
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/despesas/{id}/arquivo',
    grupo: grupoDespesas,
    resumo: 'Baixa o comprovante de uma despesa (PDF, JPG ou PNG).',
    descricao:
      'O proprietário baixa só os das próprias despesas; os outros respondem como inexistentes (404).',
    papeis: adminOuDono,
    parametros: parametroId,
    resposta: { arquivo: ['application/pdf', 'image/jpeg', 'image/png'] },
    erros: [404],
  }),
  exclusaoPorId({
    caminho: '/api/despesas/{id}',
    grupo: grupoDespesas,
    resumo: 'Exclui uma despesa ainda não descontada de um repasse (a já repassada: 409).',
    erros: [404, 409],
  }),
] as const;
