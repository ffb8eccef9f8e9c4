import { z } from 'zod';
import { paginacaoAdminSchema } from '../../admin/paginacao-admin';
import {
  emailEnviadoSchema,
  notificacaoEnviadaSchema,
  notificacaoLidaSchema,
  notificacaoSchema,
} from '../../locatario/locatario.schema';
import { parametroId } from '../respostas';
import { rota } from '../rota';

const grupo = 'Notificações';
const admin = ['admin'] as const;

export const ROTAS_NOTIFICACOES = [
  rota({
    metodo: 'GET',
    caminho: '/api/notificacoes',
    grupo,
    resumo: 'As notificações do próprio usuário, mais recentes primeiro (até 200).',
    papeis: ['autenticado'],
    resposta: { schema: z.array(notificacaoSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/notificacoes/enviadas',
    grupo,
    resumo: 'Uma página das notificações enviadas a todos os usuários, com destinatário e origem.',
    papeis: admin,
    consulta: paginacaoAdminSchema,
    resposta: { schema: z.array(notificacaoEnviadaSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/notificacoes/emails',
    grupo,
    resumo: 'Uma página da caixa de saída de e-mails, mais recentes primeiro, com a situação de cada envio.',
    papeis: admin,
    consulta: paginacaoAdminSchema,
    resposta: { schema: z.array(emailEnviadoSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'PATCH',
    caminho: '/api/notificacoes/{id}/lida',
    grupo,
    resumo: 'Marca como lida uma notificação do próprio usuário (a de outro responde 404).',
    papeis: ['autenticado'],
    parametros: parametroId,
    resposta: { schema: notificacaoLidaSchema },
    erros: [404],
  }),
] as const;
