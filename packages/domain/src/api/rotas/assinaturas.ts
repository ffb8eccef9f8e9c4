import { z } from 'zod';
import {
  assinarComSenhaSchema,
  assinarSchema,
  certificadoCamposSchema,
  certificadoRespostaSchema,
  codigoVerificacaoParamSchema,
  documentoParaAssinarSchema,
  documentoParamSchema,
  documentoSignatarioParamSchema,
  envioCodigoRespostaSchema,
  evidenciaSchema,
  linkAssinaturaSchema,
  pedidoAssinaturaRespostaSchema,
  pedidoAssinaturaSchema,
  reenvioLinkRespostaSchema,
  tokenParamSchema,
  verificacaoSchema,
} from '../../assinaturas/assinaturas.schema';
import { MAX_PDF_VERIFICACAO_BYTES } from '../../assinaturas/assinaturas.rules';
import { parametroId } from '../respostas';
import { rota } from '../rota';

const grupo = 'Assinaturas eletrônicas';
const admin = ['admin'] as const;
const publico = ['publico'] as const;
const PDF = 'application/pdf';

/** Electronic signatures (issue 37): sending, signing by link or in one's area, the final PDF, verification. */
export const ROTAS_ASSINATURAS = [
  rota({
    metodo: 'POST',
    caminho: '/api/contratos/{id}/assinaturas',
    grupo,
    resumo: 'Envia o contrato, um termo aditivo ou o termo de rescisão para assinatura eletrônica.',
    descricao:
      'Gera o PDF, guarda seu SHA-256 e os signatários (locatário, proprietário, fiador quando a garantia é ' +
      'fiança, imobiliária) e envia um link a cada um. Sem SMTP os links voltam uma vez na resposta. Um novo ' +
      'pedido com o PDF mudado invalida as assinaturas pendentes do anterior (as evidências ficam); o mesmo ' +
      'PDF ainda pendente: 409.',
    papeis: admin,
    parametros: parametroId,
    corpo: pedidoAssinaturaSchema,
    exemploCorpo: { tipo: 'contrato' },
    resposta: { status: 201, schema: pedidoAssinaturaRespostaSchema },
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/contratos/{id}/assinaturas',
    grupo,
    resumo: 'Os documentos do contrato enviados para assinatura, com quem já assinou.',
    descricao: 'O administrador; o locatário e o proprietário do contrato. Outro contrato: 404.',
    papeis: ['admin', 'inquilino', 'proprietario'],
    parametros: parametroId,
    resposta: { schema: z.array(documentoParaAssinarSchema) },
    erros: [404],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/assinaturas/{docId}/signatarios/{sid}/link',
    grupo,
    resumo: 'Envia um novo link a um signatário que ainda não assinou; o link anterior deixa de valer.',
    papeis: admin,
    parametros: documentoSignatarioParamSchema,
    resposta: { schema: reenvioLinkRespostaSchema },
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/assinaturas/link/{token}',
    grupo,
    resumo: 'O que o link dá a assinar: título, partes, situação e como confirmar.',
    descricao:
      'Link desconhecido, substituído ou vencido (7 dias): 404. Bloqueado por 3 códigos errados: 409.',
    papeis: publico,
    parametros: tokenParamSchema,
    resposta: { schema: linkAssinaturaSchema },
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/assinaturas/link/{token}/documento.pdf',
    grupo,
    resumo: 'O PDF exato a assinar (o do SHA-256 guardado).',
    papeis: publico,
    parametros: tokenParamSchema,
    resposta: { arquivo: PDF },
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/assinaturas/link/{token}/final.pdf',
    grupo,
    resumo: 'O PDF final, com a página de assinaturas, para quem tem o link enquanto ele vale.',
    descricao:
      'Depois que todos assinaram, o link (ainda dentro dos 7 dias, não substituído nem bloqueado) baixa o ' +
      'documento assinado: quem assinou por último e quem reabre um link já usado. Faltando assinaturas ou ' +
      'documento invalidado: 409. Link desconhecido, substituído ou vencido: 404.',
    papeis: publico,
    parametros: tokenParamSchema,
    resposta: { arquivo: PDF },
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/assinaturas/link/{token}/codigo',
    grupo,
    resumo: 'Envia um código de 6 dígitos ao e-mail do signatário (vale 10 minutos).',
    descricao:
      'Sem SMTP responde que a senha da conta confirma a assinatura (só quando o signatário tem conta; sem ' +
      'conta: 409).',
    papeis: publico,
    parametros: tokenParamSchema,
    resposta: { schema: envioCodigoRespostaSchema },
    erros: [404, 409, 429],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/assinaturas/link/{token}/assinatura',
    grupo,
    resumo: 'Assina com o código recebido ou a senha da conta; grava a evidência.',
    descricao:
      'Código ou senha errados: 400 (o 3º erro bloqueia o link: 409). Assinar de novo responde a mesma ' +
      'evidência, sem gravar outra.',
    papeis: publico,
    parametros: tokenParamSchema,
    corpo: assinarSchema,
    exemploCorpo: { codigo: '123456' },
    resposta: { schema: evidenciaSchema },
    erros: [404, 409, 429],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/minhas-assinaturas',
    grupo,
    resumo: 'Os documentos que aguardam a minha assinatura.',
    papeis: ['autenticado'],
    resposta: { schema: z.array(documentoParaAssinarSchema) },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/minhas-assinaturas/concluidas',
    grupo,
    resumo: 'Os documentos que assinei e que todos já assinaram, com o código de verificação.',
    descricao: 'O PDF final de cada um sai de GET /api/assinaturas/{docId}/final.pdf.',
    papeis: ['autenticado'],
    resposta: { schema: z.array(documentoParaAssinarSchema) },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/assinaturas/{docId}/assinatura',
    grupo,
    resumo: 'Assina, na própria área, um documento em que sou signatário, confirmando com a senha.',
    descricao: 'Documento em que não sou signatário: 404. Senha errada: 400.',
    papeis: ['autenticado'],
    parametros: documentoParamSchema,
    corpo: assinarComSenhaSchema,
    resposta: { schema: evidenciaSchema },
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/assinaturas/{docId}/final.pdf',
    grupo,
    resumo:
      'O PDF final: o documento com a página de assinaturas (e a assinatura PAdES, havendo certificado).',
    descricao: 'O administrador e as partes do contrato (outros: 404). Ainda faltando assinaturas: 409.',
    papeis: ['admin', 'inquilino', 'proprietario'],
    parametros: documentoParamSchema,
    resposta: { arquivo: PDF },
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/admin/assinaturas/certificado',
    grupo,
    resumo: 'O certificado A1 configurado: titular, emissor e validade (ou nenhum).',
    papeis: admin,
    resposta: { schema: certificadoRespostaSchema },
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/admin/assinaturas/certificado',
    grupo,
    resumo: 'Configura o certificado A1 (PKCS#12) que assina os PDFs finais (PAdES).',
    descricao:
      'multipart/form-data com `arquivo` (.pfx/.p12) e `senha`. Senha errada ou arquivo inválido: 400.',
    papeis: admin,
    multipart: {
      campos: certificadoCamposSchema,
      arquivos: [
        {
          campo: 'arquivo',
          tipos: ['application/x-pkcs12', 'application/octet-stream'],
          descricao: 'O certificado A1 (.pfx ou .p12), até 100 KB.',
        },
      ],
    },
    limiteCorpo: 100 * 1024,
    resposta: { schema: certificadoRespostaSchema },
  }),
  rota({
    metodo: 'DELETE',
    caminho: '/api/admin/assinaturas/certificado',
    grupo,
    resumo: 'Remove o certificado A1: os próximos PDFs finais saem sem assinatura PAdES.',
    papeis: admin,
    resposta: { status: 204 },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/verificacao/{codigo}',
    grupo,
    resumo: 'Verificação pública por código: título, partes e horários das assinaturas.',
    papeis: publico,
    parametros: codigoVerificacaoParamSchema,
    resposta: { schema: verificacaoSchema },
    erros: [404, 429],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/verificacao',
    grupo,
    resumo: 'Verificação pública por arquivo: diz se o PDF enviado é um documento assinado, sem alterações.',
    descricao: 'multipart/form-data com `arquivo`. Não é PDF: 400; acima de 10 MB: 413.',
    papeis: publico,
    multipart: {
      arquivos: [
        { campo: 'arquivo', tipos: [PDF, 'application/octet-stream'], descricao: 'O PDF, até 10 MB.' },
      ],
    },
    limiteCorpo: MAX_PDF_VERIFICACAO_BYTES + 64 * 1024,
    resposta: { schema: verificacaoSchema },
    erros: [429],
  }),
] as const;
