import { z } from 'zod';
import { contaCobrancaSchema } from '../../banco/conta-cobranca.schema';
import { CONTA_ITAU_EXEMPLO } from '../../banco/conta-demonstracao';
import { contaCobrancaValidaSchema } from '../../banco/conta-cobranca-valida.schema';
import { lancamentoAutomaticoSchema, lancamentosQuerySchema } from '../../banco/lancamento.schema';
import { asaasWebhookSchema } from '../../conciliacao/asaas-webhook.schema';
import { candidatoConciliacaoSchema, candidatosQuerySchema } from '../../conciliacao/candidatos';
import {
  conciliarEntradaSchema,
  importacaoBancariaSchema,
  importacaoEntradaSchema,
} from '../../banco/importacao.schema';
import { remessaSchema, remessasDaContaSchema } from '../../banco/remessa.schema';
import { paginacaoAdminSchema } from '../../admin/paginacao-admin';
import { parametroId } from '../respostas';
import { rota } from '../rota';
import { MAX_CORPO_ARQUIVO_BANCARIO_BYTES } from '../../constants';

const grupo = 'Cobrança bancária';
const admin = ['admin'] as const;

const importacao = (tipo: 'retorno' | 'extrato') => ({
  campos: importacaoEntradaSchema,
  arquivos: [
    {
      campo: 'arquivo',
      tipos:
        tipo === 'retorno'
          ? ['text/plain', 'application/octet-stream']
          : ['application/x-ofx', 'application/ofx', 'text/plain', 'application/octet-stream'],
      descricao:
        tipo === 'retorno'
          ? 'O arquivo de retorno CNAB 240 ou 400 do banco, até 10 MB.'
          : 'O extrato OFX (1.x ou 2.x) da conta, até 10 MB.',
    },
  ],
});

const exemploConta = {
  ...CONTA_ITAU_EXEMPLO,
  proximaRemessa: 1,
  proximoNossoNumero: 1,
  ativa: true,
};

export const ROTAS_COBRANCA = [
  rota({
    metodo: 'GET',
    caminho: '/api/cobranca/contas',
    grupo,
    resumo: 'As contas de cobrança da imobiliária, a de demonstração incluída.',
    papeis: admin,
    resposta: { schema: z.array(contaCobrancaSchema) },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/cobranca/contas',
    grupo,
    resumo: 'Cadastra uma conta de cobrança (banco, agência, conta, carteira, convênio, layout CNAB).',
    descricao: 'Cada campo é conferido pelas regras do banco escolhido; o erro vem em pt-BR sob o campo.',
    papeis: admin,
    corpo: contaCobrancaValidaSchema,
    exemploCorpo: exemploConta,
    resposta: { status: 201, schema: contaCobrancaSchema },
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/cobranca/contas/{id}',
    grupo,
    resumo: 'Altera uma conta de cobrança.',
    descricao:
      'Os números de remessa e de nosso número só avançam: voltar atrás faria o banco recusar ' +
      'uma remessa ou repetir um nosso número (400).',
    papeis: admin,
    parametros: parametroId,
    corpo: contaCobrancaValidaSchema,
    exemploCorpo: exemploConta,
    resposta: { schema: contaCobrancaSchema },
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/cobranca/lancamentos',
    grupo,
    resumo: 'O diário dos lançamentos automáticos (webhook, retorno, extrato), do mais recente.',
    descricao: 'situacao e origem filtram; o total vem em X-Total-Count.',
    papeis: admin,
    consulta: lancamentosQuerySchema,
    resposta: { schema: z.array(lancamentoAutomaticoSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/cobranca/lancamentos/{id}/desfazer',
    grupo,
    resumo: 'Desfaz um lançamento automático: o recebimento que ele registrou é excluído.',
    descricao:
      'O pagamento volta a ficar em aberto pelo que faltar. Recebimento já repassado ao proprietário ' +
      'não se desfaz (409); um lançamento só se desfaz uma vez (409).',
    papeis: admin,
    parametros: parametroId,
    resposta: { schema: lancamentoAutomaticoSchema },
    erros: [404, 409],
    idempotente: true,
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/cobranca/lancamentos/{id}/candidatos',
    grupo,
    resumo: 'Os pagamentos em aberto que um crédito a conferir pode quitar, do mais provável.',
    descricao:
      'A sugestão da conciliação primeiro, depois o valor exato no dia do crédito, o mais próximo e o ' +
      'vencimento mais perto da data. `busca` filtra por inquilino, número do contrato ou competência. ' +
      'No máximo 20. Só para um lançamento a conferir (409 nos demais).',
    papeis: admin,
    parametros: parametroId,
    consulta: candidatosQuerySchema,
    resposta: { schema: z.array(candidatoConciliacaoSchema) },
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/cobranca/lancamentos/{id}/conciliar',
    grupo,
    resumo:
      'Concilia um crédito a conferir com o pagamento em aberto que ele paga: o recebimento é registrado.',
    descricao:
      'Só um lançamento a conferir (409 nos demais). As regras do livro-caixa valem: pagamento já quitado ' +
      'ou cancelado, 409; data futura, 400.',
    papeis: admin,
    parametros: parametroId,
    corpo: conciliarEntradaSchema,
    exemploCorpo: { pagamentoId: '5b0c7a8e-2f4d-4c1e-9a3b-7d6e5f4a3b2c' },
    resposta: { schema: lancamentoAutomaticoSchema },
    erros: [404, 409],
    idempotente: true,
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/cobranca/lancamentos/{id}/descartar',
    grupo,
    resumo: 'Tira da fila um crédito a conferir que não é pagamento de aluguel.',
    papeis: admin,
    parametros: parametroId,
    resposta: { schema: lancamentoAutomaticoSchema },
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/cobranca/contas/{id}/remessas',
    grupo,
    resumo: 'As remessas de uma conta de cobrança, da mais recente, e o que espera a próxima.',
    descricao:
      'Pendentes: boletos emitidos na conta que o banco ainda não recebeu para registro, e boletos já ' +
      'enviados que foram substituídos ou cancelados (pedido de baixa).',
    papeis: admin,
    parametros: parametroId,
    resposta: { schema: remessasDaContaSchema },
    erros: [404],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/cobranca/contas/{id}/remessas',
    grupo,
    resumo: 'Gera a próxima remessa CNAB da conta com tudo o que está pendente.',
    descricao:
      'Numerada pela sequência da conta; cada instrução (registro ou pedido de baixa) vai em uma única ' +
      'remessa e nunca é enviada de novo. O boleto passa a "enviado" e só fica "registrado" quando o ' +
      'retorno do banco confirmar a entrada. Nada pendente, conta de demonstração ou banco sem layout: 409.',
    papeis: admin,
    parametros: parametroId,
    resposta: { status: 201, schema: remessaSchema },
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/cobranca/remessas/{id}/arquivo',
    grupo,
    resumo: 'Baixa o arquivo de uma remessa, como foi gerado, para enviar ao banco.',
    papeis: admin,
    parametros: parametroId,
    resposta: { arquivo: 'text/plain' },
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/cobranca/importacoes',
    grupo,
    resumo: 'Os arquivos de retorno e extratos importados, do mais recente, com o que cada um fez.',
    descricao: 'Os itens de uma importação: GET /api/cobranca/lancamentos?importacao={id}.',
    papeis: admin,
    consulta: paginacaoAdminSchema,
    resposta: { schema: z.array(importacaoBancariaSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/cobranca/retornos',
    grupo,
    resumo: 'Importa um arquivo de retorno CNAB 240 ou 400 de uma conta de cobrança.',
    descricao:
      'multipart/form-data com contaId e o arquivo. Liquidação registra o recebimento; entrada confirmada, ' +
      'rejeitada e baixa atualizam o registro do boleto. Arquivo malformado, truncado, de outro banco ou de ' +
      'outra conta: 400 com a linha e o campo, nada gravado. O mesmo arquivo (ou um que se sobreponha) não ' +
      'registra nada duas vezes.',
    papeis: admin,
    multipart: importacao('retorno'),
    limiteCorpo: MAX_CORPO_ARQUIVO_BANCARIO_BYTES,
    resposta: { status: 201, schema: importacaoBancariaSchema },
    erros: [404],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/cobranca/extratos',
    grupo,
    resumo:
      'Importa um extrato OFX de uma conta de cobrança e concilia os créditos com os pagamentos em aberto.',
    descricao:
      'multipart/form-data com contaId e o arquivo. Crédito com o txid do PIX, ou com o CPF do pagador e o ' +
      'valor exato, registra o recebimento; os demais ficam a conferir, com a sugestão e o motivo. Cada ' +
      'crédito é registrado no máximo uma vez, importe-se o extrato quantas vezes for.',
    papeis: admin,
    multipart: importacao('extrato'),
    limiteCorpo: MAX_CORPO_ARQUIVO_BANCARIO_BYTES,
    resposta: { status: 201, schema: importacaoBancariaSchema },
    erros: [404],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/webhooks/asaas',
    grupo,
    resumo: 'Recebe os eventos de cobrança do Asaas (pagamento recebido, vencido, excluído, estornado).',
    descricao:
      'Configure no Asaas (Integrações → Webhooks) esta URL com o token de autenticação igual à variável ' +
      'ASAAS_WEBHOOK_TOKEN do servidor. Cada evento é processado uma vez (pelo id), em qualquer ordem; ' +
      'recebido ou confirmado registra o recebimento, estornado o desfaz. Token errado: 401, nada gravado.',
    papeis: ['publico'],
    segredoNoCabecalho: { cabecalho: 'asaas-access-token', variavel: 'ASAAS_WEBHOOK_TOKEN' },
    corpo: asaasWebhookSchema,
    exemploCorpo: {
      id: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
      event: 'PAYMENT_RECEIVED',
      dateCreated: '2026-11-10 14:03:12',
      payment: {
        object: 'payment',
        id: 'pay_080225913252',
        customer: 'cus_000005401844',
        value: 2500,
        netValue: 2499.01,
        status: 'RECEIVED',
        billingType: 'BOLETO',
        dueDate: '2026-11-10',
        paymentDate: '2026-11-10',
        clientPaymentDate: '2026-11-10',
        externalReference: '5b0c7a8e-2f4d-4c1e-9a3b-7d6e5f4a3b2c',
      },
    },
    resposta: { schema: lancamentoAutomaticoSchema },
  }),
] as const;
