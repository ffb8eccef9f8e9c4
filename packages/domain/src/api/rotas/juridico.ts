import { z } from 'zod';
import { buscaAdminSchema } from '../../admin/paginacao-admin';
import { MAX_CORPO_DOCUMENTO_BYTES } from '../../constants';
import {
  documentoEntradaSchema,
  documentoJuridicoSchema,
  notificacaoJuridicaEnviadaSchema,
  notificacaoJuridicaSchema,
  processoEntradaSchema,
  processoSchema,
} from '../../juridico/juridico.schema';
import { parametroId } from '../respostas';
import { exclusaoPorId, rota } from '../rota';

const grupo = 'Jurídico';
const admin = ['admin'] as const;

/** The files a legal document may carry (checked by their bytes, at most 20 MB). */
const TIPOS_DOCUMENTO = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export const ROTAS_JURIDICO = [
  rota({
    metodo: 'GET',
    caminho: '/api/juridico/documentos',
    grupo,
    resumo:
      'Uma página dos documentos jurídicos, mais recentes primeiro, com busca por título, tipo ou autor.',
    papeis: admin,
    consulta: buscaAdminSchema,
    resposta: { schema: z.array(documentoJuridicoSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/juridico/documentos',
    grupo,
    resumo: 'Cadastra um documento jurídico, com o arquivo (PDF, DOC ou DOCX) se houver.',
    descricao:
      'multipart/form-data com os campos e o arquivo; sem arquivo, aceita também o JSON dos mesmos campos ' +
      '(tags como lista). O tipo do arquivo é conferido pelo conteúdo, não pelo nome.',
    papeis: admin,
    multipart: {
      campos: documentoEntradaSchema,
      arquivos: [{ campo: 'arquivo', tipos: TIPOS_DOCUMENTO, descricao: 'O documento, até 20 MB.' }],
      tambemJson: true,
    },
    limiteCorpo: MAX_CORPO_DOCUMENTO_BYTES,
    exemploCorpo: {
      titulo: 'Laudo de vistoria de entrada',
      tipo: 'Vistoria',
      descricao: 'Vistoria do apartamento antes da entrega das chaves.',
      autor: 'Marina Souza',
      contratoRelacionado: 'CT-2026-001',
      imovelRelacionado: 'Apartamento 2 quartos na Vila Mariana',
      status: 'Ativo',
      tags: ['vistoria', 'entrada'],
      observacoes: '',
    },
    resposta: { status: 201, schema: documentoJuridicoSchema },
    erros: [413, 415],
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/juridico/documentos/{id}',
    grupo,
    resumo: 'Altera os dados de um documento jurídico (o arquivo fica o mesmo).',
    papeis: admin,
    parametros: parametroId,
    corpo: documentoEntradaSchema,
    resposta: { schema: documentoJuridicoSchema },
    erros: [404],
  }),
  exclusaoPorId({
    caminho: '/api/juridico/documentos/{id}',
    grupo,
    resumo: 'Exclui um documento jurídico e o seu arquivo.',
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/juridico/documentos/{id}/download',
    grupo,
    resumo: 'Baixa o arquivo do documento (PDF, DOC ou DOCX).',
    descricao:
      'O inquilino baixa só os documentos do próprio contrato; os outros respondem como inexistentes.',
    papeis: ['admin', 'inquilino'],
    parametros: parametroId,
    resposta: { arquivo: TIPOS_DOCUMENTO },
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/juridico/processos',
    grupo,
    resumo: 'Uma página dos processos, mais recentes primeiro, com busca por número, tipo ou advogado.',
    papeis: admin,
    consulta: buscaAdminSchema,
    resposta: { schema: z.array(processoSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/juridico/processos',
    grupo,
    resumo: 'Cadastra um processo (número, descrição e advogado obrigatórios).',
    papeis: admin,
    corpo: processoEntradaSchema,
    exemploCorpo: {
      numero: '1002345-67.2026.8.26.0100',
      tipo: 'Despejo',
      contratoId: 'CT-2026-001',
      status: 'Aberto',
      prioridade: 'Alta',
      descricao: 'Ação de despejo por falta de pagamento de três aluguéis.',
      advogadoResponsavel: 'Dr. Paulo Lima',
      partesEnvolvidas: 'Morada Imóveis × João Pereira',
      dataPrazo: '2026-12-15',
      documentos: [],
      valor: 7500,
      observacoes: '',
    },
    resposta: { status: 201, schema: processoSchema },
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/juridico/processos/{id}',
    grupo,
    resumo: 'Altera um processo.',
    papeis: admin,
    parametros: parametroId,
    corpo: processoEntradaSchema,
    resposta: { schema: processoSchema },
    erros: [404],
  }),
  exclusaoPorId({
    caminho: '/api/juridico/processos/{id}',
    grupo,
    resumo: 'Exclui um processo.',
    erros: [404],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/juridico/notificacoes',
    grupo,
    resumo: 'Envia uma notificação formal a um usuário: aviso na área dele e e-mail assinado pelo jurídico.',
    descricao: 'Sem remetente, assina com o e-mail jurídico das Configurações.',
    papeis: admin,
    corpo: notificacaoJuridicaSchema,
    exemploCorpo: {
      destinatarioId: '5b0c7a8e-2f4d-4c1e-9a3b-7d6e5f4a3b2c',
      titulo: 'Notificação de atraso no aluguel',
      mensagem:
        'Prezado inquilino, consta em aberto o aluguel de outubro de 2026. Pedimos a regularização em 5 dias.',
    },
    resposta: { status: 201, schema: notificacaoJuridicaEnviadaSchema },
    erros: [404],
  }),
] as const;
