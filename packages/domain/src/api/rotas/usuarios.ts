import { z } from 'zod';
import { linkAcessoSchema } from '../../acesso/acesso.schema';
import { limitesLoginSchema } from '../../acesso/limites-login.schema';
import { usuarioListaSchema } from '../../admin/paginacao-admin';
import { dadosRepasseEntradaSchema, dadosRepasseSchema } from '../../repasse/repasse.schema';
import { usuarioAtualizarSchema, usuarioCriarSchema, usuarioSchema } from '../../usuario/usuario.schema';
import { okMensagemSchema, parametroId } from '../respostas';
import { exclusaoPorId, rota } from '../rota';

const grupo = 'Usuários';
const admin = ['admin'] as const;

export const ROTAS_USUARIOS = [
  rota({
    metodo: 'GET',
    caminho: '/api/usuarios',
    grupo,
    resumo: 'Uma página dos usuários, com busca (nome, e-mail, telefone, CPF), perfil e status.',
    papeis: admin,
    consulta: usuarioListaSchema,
    resposta: { schema: z.array(usuarioSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/usuarios/{id}',
    grupo,
    resumo: 'Um usuário.',
    papeis: admin,
    parametros: parametroId,
    resposta: { schema: usuarioSchema },
    erros: [404],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/usuarios',
    grupo,
    resumo: 'Cria um usuário de qualquer perfil.',
    papeis: admin,
    corpo: usuarioCriarSchema,
    resposta: { status: 201, schema: usuarioSchema },
    erros: [409],
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/usuarios/{id}',
    grupo,
    resumo:
      'Altera nome, e-mail, telefone, perfil e status (a agência mantém sempre um administrador ativo).',
    papeis: admin,
    parametros: parametroId,
    corpo: usuarioAtualizarSchema,
    resposta: { schema: usuarioSchema },
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/usuarios/{id}/limites-login',
    grupo,
    resumo:
      'O que os limites de tentativas de login seguram agora nesta conta: falhas recentes, lentidão de dispositivos novos, endereços bloqueados.',
    papeis: admin,
    parametros: parametroId,
    resposta: { schema: limitesLoginSchema },
    erros: [404],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/usuarios/{id}/desbloquear-acesso',
    grupo,
    resumo: 'Libera a conta dos limites de tentativas de login.',
    papeis: admin,
    parametros: parametroId,
    resposta: { schema: okMensagemSchema },
    erros: [404],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/usuarios/{id}/link-acesso',
    grupo,
    resumo:
      'Gera o convite (conta pendente) ou um link de nova senha (conta ativa): por e-mail quando há SMTP; sem SMTP, mostrado só nesta resposta e só para inquilino e proprietário.',
    descricao:
      'O link de um administrador ou corretor nunca aparece na resposta: vai só por e-mail, e sem SMTP o pedido é recusado (409). Cada link emitido fica na auditoria (quem, para quem, tipo, mostrado ou por e-mail), nunca o token.',
    papeis: admin,
    parametros: parametroId,
    resposta: { status: 201, schema: linkAcessoSchema },
    erros: [404, 409],
  }),
  exclusaoPorId({
    caminho: '/api/usuarios/{id}',
    grupo,
    resumo: 'Exclui um usuário sem contratos (nunca o próprio nem o último administrador).',
    erros: [404, 409],
    // An owner's properties lose their proprietarioId (ON DELETE SET NULL).
    invalida: ['imoveis'],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/usuarios/{id}/dados-repasse',
    grupo,
    resumo: 'CPF/CNPJ e dados bancários ou PIX do proprietário (null sem cadastro).',
    papeis: admin,
    parametros: parametroId,
    resposta: { schema: dadosRepasseSchema.nullable() },
    erros: [404, 409],
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/usuarios/{id}/dados-repasse',
    grupo,
    resumo: 'Grava o CPF/CNPJ e os dados bancários ou PIX do proprietário.',
    papeis: admin,
    parametros: parametroId,
    corpo: dadosRepasseEntradaSchema,
    resposta: { schema: dadosRepasseSchema },
    erros: [404, 409],
  }),
] as const;
