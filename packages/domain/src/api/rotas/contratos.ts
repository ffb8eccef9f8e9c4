import { z } from 'zod';
import { contratoSalvoSchema } from '../../acesso/acesso.schema';
import {
  anuncioSchema,
  contratoEntradaSchema,
  contratoFiltroSchema,
  contratoSchema,
} from '../../contrato/contrato.schema';
import { parametroId } from '../respostas';
import { exclusaoPorId, rota } from '../rota';

const grupo = 'Contratos';
const admin = ['admin'] as const;

export const ROTAS_CONTRATOS = [
  rota({
    metodo: 'GET',
    caminho: '/api/anuncios',
    grupo,
    resumo: 'Os imóveis de aluguel, em ordem de título, para escolher o imóvel de um contrato.',
    papeis: admin,
    resposta: { schema: z.array(anuncioSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/contratos',
    grupo,
    resumo: 'Uma página dos contratos, com busca, status e os que vencem em 30, 60 ou 90 dias.',
    papeis: admin,
    consulta: contratoFiltroSchema,
    resposta: { schema: z.array(contratoSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/contratos/{id}',
    grupo,
    resumo: 'Um contrato, com inquilino, imóvel, garantia, rescisão e termos de administração.',
    papeis: admin,
    parametros: parametroId,
    resposta: { schema: contratoSchema },
    erros: [404],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/contratos',
    grupo,
    resumo: 'Cria um contrato de locação; o inquilino é achado pelo e-mail ou cadastrado e convidado.',
    descricao:
      'O imóvel deve ser de aluguel e estar disponível; o número é único para sempre. Quando o inquilino é novo, o convite vem só nesta resposta (convite).',
    papeis: admin,
    corpo: contratoEntradaSchema,
    exemploCorpo: {
      numero: 'LOC-2026-014',
      inquilino: {
        nome: 'Carlos Eduardo Lima',
        email: 'carlos.lima@email.com.br',
        telefone: '(11) 99876-5432',
        cpf: '529.982.247-25',
        rg: '12.345.678-9',
      },
      imovelId: '3f1c2b9e-7a4d-4c1e-9b2a-5d6e7f8a9b0c',
      dataInicio: '2026-02-01',
      dataFim: '2029-01-31',
      valorAluguel: 3200,
      valorCondominio: 850,
      valorIPTU: 120,
      diaVencimento: 10,
      observacoes: 'Pintura nova entregue na vistoria de entrada.',
    },
    resposta: { status: 201, schema: contratoSalvoSchema },
    erros: [409],
    // A contract in force occupies its property (status Ocupado).
    invalida: ['imoveis'],
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/contratos/{id}',
    grupo,
    resumo: 'Altera um contrato (mesmas regras da criação; o imóvel acompanha o status).',
    papeis: admin,
    parametros: parametroId,
    corpo: contratoEntradaSchema,
    resposta: { schema: contratoSalvoSchema },
    erros: [404, 409],
    invalida: ['imoveis'],
  }),
  exclusaoPorId({
    caminho: '/api/contratos/{id}',
    grupo,
    resumo: 'Exclui um contrato sem histórico financeiro (com pagamentos, ele é encerrado).',
    erros: [404, 409],
    invalida: ['imoveis'],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/contratos/{id}/documento.pdf',
    grupo,
    resumo: 'O contrato de locação em PDF, com garantia e termos aditivos.',
    descricao: 'Para a administração e as partes: o inquilino do contrato e o proprietário do imóvel.',
    papeis: ['admin', 'inquilino', 'proprietario'],
    parametros: parametroId,
    resposta: { arquivo: 'application/pdf' },
    erros: [404],
  }),
] as const;
