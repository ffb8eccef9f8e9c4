import { z } from 'zod';
import { enviarCobrancaSchema, gerarPagamentosSchema } from '../../contrato/contrato.schema';
import { avisosEnviadosSchema } from '../../shared/envio-email.schema';
import {
  pagamentoSchema,
  pagarSchema,
  valorDevidoQuerySchema,
  valorDevidoSchema,
} from '../../pagamento/pagamento.schema';
import { parametroId } from '../respostas';
import { rota } from '../rota';

const grupo = 'Pagamentos';
const admin = ['admin'] as const;

export const ROTAS_PAGAMENTOS = [
  rota({
    metodo: 'POST',
    caminho: '/api/contratos/{id}/gerar-pagamentos',
    grupo,
    resumo: 'Gera os boletos dos próximos meses do contrato (12 sem corpo), pulando os já gerados.',
    descricao: 'Nenhum mês novo até o fim do contrato: 409. Corpo opcional.',
    papeis: admin,
    parametros: parametroId,
    corpo: gerarPagamentosSchema,
    exemploCorpo: { meses: 12 },
    resposta: { status: 201, schema: z.array(pagamentoSchema) },
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/contratos/{id}/pagamentos',
    grupo,
    resumo: 'Os pagamentos do contrato, com a situação de hoje (multa e juros de atraso).',
    descricao: 'O inquilino vê só os do próprio contrato; o de outro responde como desconhecido (404).',
    papeis: ['admin', 'inquilino'],
    parametros: parametroId,
    resposta: { schema: z.array(pagamentoSchema), totalNoCabecalho: true },
    erros: [404],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/contratos/{id}/enviar-cobranca',
    grupo,
    resumo: 'Envia ao inquilino a cobrança de um pagamento, ou de todos os atrasados sem corpo.',
    descricao:
      'Um pagamento já cobrado hoje não recebe outra cobrança (409). Corpo opcional. Responde quantos ' +
      'avisos foram postos na área do locatário e o que houve com os e-mails (`enviados` só os que o ' +
      'SMTP aceitou; `naFila`, `falharam` e o motivo).',
    papeis: admin,
    parametros: parametroId,
    corpo: enviarCobrancaSchema,
    resposta: { schema: avisosEnviadosSchema },
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/pagamentos/{id}/devido',
    grupo,
    resumo: 'Quanto o pagamento vale numa data: principal, multa, juros e total.',
    papeis: admin,
    parametros: parametroId,
    consulta: valorDevidoQuerySchema,
    resposta: { schema: valorDevidoSchema },
    erros: [404],
  }),
  rota({
    metodo: 'PATCH',
    caminho: '/api/pagamentos/{id}/pagar',
    grupo,
    resumo: 'Registra um recebimento (total ou parcial) com data e meio de pagamento.',
    descricao:
      'Um valor parcial deixa o resto em aberto e reemite o boleto; acima do devido na data é recusado. ' +
      'O mesmo recebimento (valor, data e meio) registrado há menos de 2 minutos é recusado (409).',
    papeis: admin,
    parametros: parametroId,
    corpo: pagarSchema,
    exemploCorpo: { dataPagamento: '2026-03-10', valorRecebido: '4.170,00', meio: 'PIX' },
    resposta: { schema: pagamentoSchema },
    erros: [404, 409],
    idempotente: true,
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/pagamentos/{id}/lembrete',
    grupo,
    resumo: 'Envia ao inquilino um lembrete do pagamento em aberto (notificação e e-mail).',
    descricao: 'Responde como a cobrança: o aviso na área do locatário e o que houve com o e-mail.',
    papeis: admin,
    parametros: parametroId,
    resposta: { schema: avisosEnviadosSchema },
    erros: [404, 409],
  }),
] as const;
