import { z } from 'zod';
import {
  aplicacaoReajustesSchema,
  aplicarReajustesSchema,
  atualizacaoIndicesSchema,
  dispensaReajusteSchema,
  dispensarReajusteSchema,
  indiceEconomicoSchema,
  indiceMesParamsSchema,
  indicesFiltroSchema,
  reajustePendenteSchema,
  reajusteSchema,
  variacaoManualSchema,
} from '../../reajuste/reajuste.schema';
import { parametroId } from '../respostas';
import { rota } from '../rota';

const grupo = 'Reajustes';
const admin = ['admin'] as const;

export const ROTAS_REAJUSTES = [
  rota({
    metodo: 'GET',
    caminho: '/api/indices',
    grupo,
    resumo: 'As variações mensais dos índices (IPCA, IGP-M…), por índice e faixa de meses.',
    papeis: admin,
    consulta: indicesFiltroSchema,
    resposta: { schema: z.array(indiceEconomicoSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/indices/atualizar',
    grupo,
    resumo: 'Busca no Banco Central (SGS) os meses publicados de cada índice.',
    descricao: 'Cada índice que falhou vem em erros; nenhum respondeu: 502.',
    papeis: admin,
    resposta: { schema: atualizacaoIndicesSchema },
    erros: [502],
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/indices/{indice}/{mes}',
    grupo,
    resumo: 'Grava à mão a variação de um índice num mês (AAAA-MM).',
    papeis: admin,
    parametros: indiceMesParamsSchema,
    corpo: variacaoManualSchema,
    exemploCorpo: { variacao: '0,56' },
    resposta: { schema: indiceEconomicoSchema },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/reajustes/pendentes',
    grupo,
    resumo: 'Os reajustes anuais a aplicar, com o índice acumulado e o aluguel novo.',
    papeis: admin,
    resposta: { schema: z.array(reajustePendenteSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/reajustes/aplicar',
    grupo,
    resumo: 'Aplica os reajustes vencidos dos contratos escolhidos e reemite os boletos em aberto.',
    descricao: 'Cada contrato responde aplicado ou ignorado (com o motivo).',
    papeis: admin,
    corpo: aplicarReajustesSchema,
    exemploCorpo: { contratoIds: ['3f1c2b9e-7a4d-4c1e-9b2a-5d6e7f8a9b0c'] },
    resposta: { schema: aplicacaoReajustesSchema },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/reajustes/dispensar',
    grupo,
    resumo: 'Dispensa os reajustes pendentes de um contrato até um aniversário (o aluguel não muda).',
    papeis: admin,
    corpo: dispensarReajusteSchema,
    resposta: { schema: dispensaReajusteSchema },
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/contratos/{id}/reajustes',
    grupo,
    resumo: 'Os reajustes aplicados (e dispensados) do contrato, do mais recente ao mais antigo.',
    descricao: 'O inquilino vê só os do próprio contrato; o de outro responde como desconhecido (404).',
    papeis: ['admin', 'inquilino'],
    parametros: parametroId,
    resposta: { schema: z.array(reajusteSchema), totalNoCabecalho: true },
    erros: [404],
  }),
] as const;
