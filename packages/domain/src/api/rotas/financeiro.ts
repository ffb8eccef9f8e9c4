import { z } from 'zod';
import {
  boletoSchema,
  clienteCobrancaCriadoSchema,
  clienteCobrancaSchema,
  cobrancaSchema,
} from '../../boleto/boleto.schema';
import { idSchema } from '../../shared/fields';
import { parametroId } from '../respostas';
import { rota } from '../rota';

const grupo = 'Financeiro';
const admin = ['admin'] as const;
/** Any signed-in user, but only for their own payments (the admin for every one): others → 403. */
const donoOuAdmin =
  'O administrador vê todos; qualquer outro usuário, só os pagamentos dos próprios contratos.';

export const ROTAS_FINANCEIRO = [
  rota({
    metodo: 'GET',
    caminho: '/api/financeiro/boletos/pdf/{id}',
    grupo,
    resumo: 'O PDF do boleto de um pagamento (com ?tipo=recibo, o recibo do pagamento quitado).',
    descricao: `${donoOuAdmin} Sem boleto emitido (ou recibo de pagamento em aberto): 409.`,
    papeis: ['autenticado'],
    parametros: parametroId,
    consulta: z.object({ tipo: z.literal('recibo').optional() }),
    resposta: { arquivo: 'application/pdf' },
    erros: [403, 404, 409, 502],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/financeiro/recibos/{id}',
    grupo,
    resumo: 'O PDF do recibo de um pagamento quitado.',
    descricao: `${donoOuAdmin} Pagamento ainda em aberto: 409.`,
    papeis: ['autenticado'],
    parametros: parametroId,
    resposta: { arquivo: 'application/pdf' },
    erros: [403, 404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/financeiro/boletos/{customerId}',
    grupo,
    resumo: 'Os boletos de um inquilino, no formato do provedor de cobrança, com linha digitável e PIX.',
    descricao: 'O administrador consulta qualquer inquilino; os demais usuários, só o próprio id.',
    papeis: ['autenticado'],
    parametros: z.object({ customerId: idSchema }),
    resposta: { schema: z.array(boletoSchema), totalNoCabecalho: true },
    erros: [403, 404],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/financeiro/clientes',
    grupo,
    resumo: 'Cadastra o inquilino como cliente no provedor de cobrança (ou devolve o cadastro existente).',
    papeis: admin,
    corpo: clienteCobrancaSchema,
    resposta: { status: 201, schema: clienteCobrancaCriadoSchema },
    erros: [404, 502],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/financeiro/cobrancas',
    grupo,
    resumo: 'Emite (ou reemite) o boleto de um pagamento em aberto, pelo valor que ainda falta.',
    descricao: 'Reemitir cancela o boleto anterior no provedor, para que só um possa ser pago.',
    papeis: admin,
    corpo: cobrancaSchema,
    exemploCorpo: { pagamentoId: '3f2b8c1d-6a4e-4f0b-9c7d-2e1a5b6c7d8e' },
    resposta: { status: 201, schema: boletoSchema },
    erros: [404, 409, 502],
  }),
] as const;
