import { z } from 'zod';
import { COMPROVANTE_MAX_BYTES, MAX_CORPO_DESPESA_BYTES } from '../../constants';
import {
  aprovacaoPropostaSchema,
  cancelamentoPropostaSchema,
  documentoPropostaCamposSchema,
  novaPropostaSchema,
  propostaEdicaoSchema,
  propostaSchema,
  propostasFiltroSchema,
  recusaPropostaSchema,
} from '../../propostas/propostas.schema';
import {
  aprovacaoRespostaSchema,
  comissoesFiltroSchema,
  comissoesResumoSchema,
  configuracaoComissoesSchema,
} from '../../propostas/comissoes.schema';
import { idSchema } from '../../shared/fields';
import { parametroId } from '../respostas';
import { rota } from '../rota';

const grupo = 'Propostas e comissões';
const admin = ['admin'] as const;
const equipe = ['admin', 'corretor'] as const;
const umaProposta = { schema: propostaSchema };
const parametroDocumento = z.object({ id: idSchema, docId: idSchema });

/** Proposals from a lead to a contract or a sale, and the commissions they pay (issue 35). */
export const ROTAS_PROPOSTAS = [
  rota({
    metodo: 'GET',
    caminho: '/api/propostas',
    grupo,
    resumo: 'As propostas: o administrador vê todas; o corretor, só as suas.',
    papeis: equipe,
    consulta: propostasFiltroSchema,
    resposta: { schema: z.array(propostaSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/propostas',
    grupo,
    resumo: 'Abre uma proposta (rascunho) de locação ou de compra a partir de um lead do corretor.',
    descricao: 'O lead de outro corretor: 404. Sem imovelId, vale o imóvel do lead.',
    papeis: equipe,
    corpo: novaPropostaSchema,
    exemploCorpo: {
      leadId: 'id-do-lead',
      tipo: 'locacao',
      locacao: {
        inquilino: { nome: 'Mariana Souza', cpf: '529.982.247-25', email: 'mariana@email.com.br' },
        rendaMensalCentavos: 1200000,
        dataInicioDesejada: '2027-01-01',
      },
    },
    resposta: { status: 201, ...umaProposta },
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/propostas/{id}',
    grupo,
    resumo: 'Uma proposta (a de outro corretor: 404).',
    papeis: equipe,
    parametros: parametroId,
    resposta: umaProposta,
    erros: [404],
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/propostas/{id}',
    grupo,
    resumo: 'Altera a ficha ou os dados de compra de uma proposta em rascunho (fora do rascunho: 409).',
    papeis: equipe,
    parametros: parametroId,
    corpo: propostaEdicaoSchema,
    resposta: umaProposta,
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/propostas/{id}/documentos',
    grupo,
    resumo: 'Anexa um documento (PDF ou JPEG) à proposta em rascunho.',
    descricao:
      'multipart/form-data com a categoria e o arquivo. Outro formato: 400; acima de 10 MB: 413. ' +
      'O arquivo fica privado (só o corretor da proposta e o administrador o baixam).',
    papeis: equipe,
    parametros: parametroId,
    multipart: {
      campos: documentoPropostaCamposSchema,
      arquivos: [
        {
          campo: 'arquivo',
          tipos: ['application/pdf', 'image/jpeg'],
          descricao: `O documento, até ${COMPROVANTE_MAX_BYTES / 1024 / 1024} MB.`,
        },
      ],
    },
    limiteCorpo: MAX_CORPO_DESPESA_BYTES,
    resposta: { status: 201, ...umaProposta },
    erros: [404, 409, 413],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/propostas/{id}/documentos/{docId}',
    grupo,
    resumo: 'Baixa um documento da proposta (o corretor da proposta e o administrador).',
    papeis: equipe,
    parametros: parametroDocumento,
    resposta: { arquivo: ['application/pdf', 'image/jpeg'] },
    erros: [404],
  }),
  rota({
    metodo: 'DELETE',
    caminho: '/api/propostas/{id}/documentos/{docId}',
    grupo,
    resumo: 'Remove um documento da proposta em rascunho.',
    papeis: equipe,
    parametros: parametroDocumento,
    resposta: umaProposta,
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/propostas/{id}/envio',
    grupo,
    resumo: 'Envia a proposta para aprovação: o lead vai para "Proposta" e os administradores são avisados.',
    descricao: 'Campos obrigatórios faltando: 400 com cada um. Renda abaixo de 3 aluguéis é só um aviso.',
    papeis: equipe,
    parametros: parametroId,
    resposta: umaProposta,
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/propostas/{id}/cancelamento',
    grupo,
    resumo:
      'Cancela a proposta em rascunho ou enviada (o motivo, opcional, vai para a linha do tempo do lead).',
    descricao:
      'Enviada: o lead volta para "Em atendimento". Já aprovada, recusada ou cancelada: 409. De outro corretor: 404.',
    papeis: equipe,
    parametros: parametroId,
    corpo: cancelamentoPropostaSchema,
    exemploCorpo: { motivo: 'O cliente desistiu' },
    resposta: umaProposta,
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/admin/propostas/{id}/aprovacao',
    grupo,
    resumo:
      'Aprova a proposta: locação cria o contrato, o convite do inquilino e a garantia; venda registra o negócio.',
    descricao:
      'As comissões são registradas e o lead vai para "Ganho". Já decidida: 409; imóvel não mais disponível: 409.',
    papeis: admin,
    parametros: parametroId,
    corpo: aprovacaoPropostaSchema,
    exemploCorpo: { numero: 'LOC-2027-001', diaVencimento: 10 },
    resposta: { schema: aprovacaoRespostaSchema },
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/admin/propostas/{id}/recusa',
    grupo,
    resumo: 'Recusa a proposta com o motivo: o lead volta para "Em atendimento" e o corretor é avisado.',
    papeis: admin,
    parametros: parametroId,
    corpo: recusaPropostaSchema,
    exemploCorpo: { motivo: 'Renda insuficiente' },
    resposta: umaProposta,
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/comissoes',
    grupo,
    resumo: 'As comissões: o corretor vê as suas, com o total de cada mês; o administrador, todas.',
    descricao: 'de/ate em AAAA-MM; corretorId filtra (administrador).',
    papeis: equipe,
    consulta: comissoesFiltroSchema,
    resposta: { schema: comissoesResumoSchema },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/admin/comissoes/configuracao',
    grupo,
    resumo: 'Os percentuais de comissão (venda, locação) e a divisão entre imobiliária, captador e vendedor.',
    papeis: admin,
    resposta: { schema: configuracaoComissoesSchema },
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/admin/comissoes/configuracao',
    grupo,
    resumo: 'Altera os percentuais e a divisão (que deve somar 100%).',
    papeis: admin,
    corpo: configuracaoComissoesSchema,
    exemploCorpo: {
      percentualVenda: 6,
      percentualLocacao: 100,
      divisao: { agencia: 50, captador: 20, vendedor: 30 },
    },
    resposta: { schema: configuracaoComissoesSchema },
  }),
] as const;
