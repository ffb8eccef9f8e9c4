import { z } from 'zod';
import {
  contatoPayloadSchema,
  contatoTratadaSchema,
  mensagemContatoSchema,
} from '../../contato/contato.schema';
import { okSchema, parametroId } from '../respostas';
import { rota } from '../rota';

const grupo = 'Contato';
const admin = ['admin'] as const;

export const ROTAS_CONTATO = [
  rota({
    metodo: 'POST',
    caminho: '/api/contato',
    grupo,
    resumo: 'Envia uma mensagem do site à administração (guardada e enviada por e-mail).',
    descricao: 'Mensagens demais do mesmo IP bloqueiam por um tempo: 429.',
    papeis: ['publico'],
    corpo: contatoPayloadSchema,
    exemploCorpo: {
      nome: 'Mariana Souza',
      email: 'mariana.souza@email.com.br',
      telefone: '(11) 98765-4321',
      assunto: 'Visita ao apartamento da Vila Mariana',
      mensagem: 'Olá! Gostaria de agendar uma visita no sábado pela manhã.',
    },
    resposta: { status: 201, schema: okSchema },
    erros: [429],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/contato',
    grupo,
    resumo: 'As mensagens recebidas pelo site, das mais recentes às mais antigas.',
    papeis: admin,
    resposta: { schema: z.array(mensagemContatoSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'PATCH',
    caminho: '/api/contato/{id}',
    grupo,
    resumo: 'Marca uma mensagem como tratada (ou volta a deixá-la pendente).',
    papeis: admin,
    parametros: parametroId,
    corpo: contatoTratadaSchema,
    resposta: { schema: mensagemContatoSchema },
    erros: [404],
  }),
] as const;
