import { z } from 'zod';
import { rota } from '../rota';

const grupo = 'Referência';

export const ROTAS_REFERENCIA = [
  rota({
    metodo: 'GET',
    caminho: '/api/openapi.json',
    grupo,
    resumo: 'Este documento OpenAPI 3.1, gerado dos mesmos esquemas que o servidor usa.',
    papeis: ['publico'],
    resposta: { schema: z.looseObject({ openapi: z.literal('3.1.0') }) },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/docs',
    grupo,
    resumo: 'Referência legível da API (HTML), com cada rota, quem pode chamar, erros e exemplos.',
    papeis: ['publico'],
    resposta: { arquivo: 'text/html' },
  }),
] as const;
