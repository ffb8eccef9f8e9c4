import { z } from 'zod';
import { acertoLocatarioSchema } from '../../ciclo/rescisao.schema';
import { locatarioResumoSchema } from '../../locatario/locatario.schema';
import { pagamentoSchema } from '../../pagamento/pagamento.schema';
import { rota } from '../rota';

const grupo = 'Área do locatário';
const inquilino = ['inquilino'] as const;

export const ROTAS_LOCATARIO = [
  rota({
    metodo: 'GET',
    caminho: '/api/locatario/resumo',
    grupo,
    resumo: 'O contrato do inquilino, seus documentos, notificações e próximos eventos.',
    descricao:
      'O contrato ativo (ou o mais recente, se já terminou; null sem contrato). Só os dados do próprio inquilino.',
    papeis: inquilino,
    resposta: { schema: locatarioResumoSchema },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/locatario/pagamentos',
    grupo,
    resumo: 'Os pagamentos dos contratos do inquilino, por vencimento, com multa e juros de hoje.',
    papeis: inquilino,
    resposta: { schema: z.array(pagamentoSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/locatario/acerto',
    grupo,
    resumo:
      'O acerto da rescisão do contrato do inquilino: a cobrança e o valor a receber (null sem rescisão).',
    papeis: inquilino,
    resposta: { schema: acertoLocatarioSchema.nullable() },
  }),
] as const;
