import {
  aceitarConviteSchema,
  alterarSenhaSchema,
  consultarConviteSchema,
  conviteInfoSchema,
  esqueciSenhaRespostaSchema,
} from '../../acesso/acesso.schema';
import {
  esqueciSenhaSchema,
  loginRespostaSchema,
  loginSchema,
  redefinirSenhaSchema,
  registroSchema,
} from '../../auth/auth.schema';
import { usuarioSchema } from '../../usuario/usuario.schema';
import { z } from 'zod';
import { okMensagemSchema, okSchema } from '../respostas';
import { rota } from '../rota';

const grupo = 'Autenticação';
const sessao = { schema: loginRespostaSchema } as const;
/** Self-registration is always a tenant: any other perfil sent is ignored (read as inquilino), never a 400. */
const registroCorpo = registroSchema.extend({ perfil: registroSchema.shape.perfil.catch('inquilino') });

export const ROTAS_AUTH = [
  rota({
    metodo: 'POST',
    caminho: '/api/auth/login',
    grupo,
    resumo: 'Entra com e-mail e senha e recebe o token da sessão.',
    descricao: 'Tentativas erradas demais (por conta e por IP) bloqueiam por um tempo: 429 com Retry-After.',
    papeis: ['publico'],
    corpo: loginSchema,
    exemploCorpo: { email: 'inquilina@morada.com.br', senha: 'Inquilina@2026' },
    resposta: sessao,
    erros: [401, 429],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/auth/register',
    grupo,
    resumo: 'Cadastra um inquilino (o perfil é sempre inquilino).',
    descricao:
      'O cliente manda perfil=inquilino (ou nada); qualquer outro perfil é ignorado. A resposta é a mesma, no mesmo tempo, com o e-mail novo ou já cadastrado (sem revelar quais e-mails existem): com um e-mail já cadastrado nada é criado e o dono do endereço recebe um aviso por e-mail.',
    papeis: ['publico'],
    corpo: registroCorpo,
    exemploCorpo: {
      nome: 'Paulo Novo',
      email: 'paulo.novo@exemplo.com',
      senha: 'segredo1',
      perfil: 'inquilino',
    },
    resposta: { status: 202, schema: okMensagemSchema },
    erros: [429],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/auth/verify-token',
    grupo,
    resumo: 'Confere o token e devolve o usuário da sessão.',
    papeis: ['autenticado'],
    resposta: { schema: z.object({ valido: z.literal(true), usuario: usuarioSchema }) },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/auth/logout',
    grupo,
    resumo: 'Encerra a sessão (o token deixa de valer).',
    papeis: ['autenticado'],
    resposta: { schema: okSchema },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/auth/esqueci-senha',
    grupo,
    resumo: 'Pede um link para redefinir a senha (resposta igual exista ou não a conta).',
    papeis: ['publico'],
    corpo: esqueciSenhaSchema,
    resposta: { status: 202, schema: esqueciSenhaRespostaSchema },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/auth/redefinir-senha',
    grupo,
    resumo: 'Define a nova senha com o token do link recebido.',
    papeis: ['publico'],
    corpo: redefinirSenhaSchema,
    resposta: { schema: okMensagemSchema },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/auth/convite',
    grupo,
    resumo: 'Consulta o convite: nome e e-mail de quem foi convidado.',
    papeis: ['publico'],
    corpo: consultarConviteSchema,
    resposta: { schema: conviteInfoSchema },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/auth/aceitar-convite',
    grupo,
    resumo: 'Aceita o convite com uma senha e já entra.',
    papeis: ['publico'],
    corpo: aceitarConviteSchema,
    resposta: sessao,
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/auth/alterar-senha',
    grupo,
    resumo: 'Troca a senha; as outras sessões terminam e esta recebe um token novo.',
    papeis: ['autenticado'],
    corpo: alterarSenhaSchema,
    resposta: sessao,
    erros: [429],
  }),
] as const;
