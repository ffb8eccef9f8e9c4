import { z } from 'zod';
import {
  aprovacaoChamadoSchema,
  cancelamentoChamadoSchema,
  chamadoSchema,
  chamadosFiltroSchema,
  CHAMADO_FOTOS_MAX,
  conclusaoChamadoSchema,
  limiteAgenciaSchema,
  limiteImovelLeituraSchema,
  limiteImovelSchema,
  novoChamadoSchema,
  prestadorEntradaSchema,
  prestadorSchema,
  triagemChamadoSchema,
} from '../../chamados/chamados.schema';
import { FOTO_MAX_BYTES, MAX_CORPO_DESPESA_BYTES } from '../../constants';
import { idSchema } from '../../shared/fields';
import { parametroId } from '../respostas';
import { exclusaoPorId, rota } from '../rota';

const grupo = 'Chamados';
const grupoPrestadores = 'Prestadores';
const admin = ['admin'] as const;
const umChamado = { schema: chamadoSchema } as const;

/** The tenant's photos plus room for the form's fields. */
const MAX_CORPO_CHAMADO_BYTES = CHAMADO_FOTOS_MAX * FOTO_MAX_BYTES + 1024 * 1024;

/** Maintenance requests (issue 36): the tenant opens, the back office triages, the owner approves the cost. */
export const ROTAS_CHAMADOS = [
  rota({
    metodo: 'POST',
    caminho: '/api/locatario/chamados',
    grupo,
    resumo: 'O inquilino abre um chamado de manutenção do imóvel que aluga, com fotos.',
    descricao:
      'multipart/form-data: categoria, descricao, urgencia e até 6 fotos (5 MB cada, regravadas sem ' +
      'metadados; as mesmas regras das fotos dos imóveis). Sem contrato ativo: 409.',
    papeis: ['inquilino'],
    multipart: {
      campos: novoChamadoSchema,
      arquivos: [
        {
          campo: 'fotos',
          multiplo: true,
          tipos: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
          descricao: `Até ${CHAMADO_FOTOS_MAX} fotos, 5 MB cada; regravadas sem metadados.`,
        },
      ],
    },
    limiteCorpo: MAX_CORPO_CHAMADO_BYTES,
    resposta: { status: 201, ...umChamado },
    erros: [409, 413, 415],
    idempotente: true,
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/locatario/chamados',
    grupo,
    resumo: 'Os chamados dos contratos do inquilino, mais recentes primeiro.',
    papeis: ['inquilino'],
    resposta: { schema: z.array(chamadoSchema) },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/locatario/chamados/{id}',
    grupo,
    resumo: 'Um chamado do inquilino, com a linha do tempo (o de outro contrato: 404).',
    papeis: ['inquilino'],
    parametros: parametroId,
    resposta: umChamado,
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/proprietario/chamados',
    grupo,
    resumo: 'Os chamados dos imóveis do proprietário, mais recentes primeiro.',
    papeis: ['proprietario'],
    resposta: { schema: z.array(chamadoSchema) },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/proprietario/chamados/{id}/aprovacao',
    grupo,
    resumo: 'O proprietário aprova ou recusa o custo de um chamado acima do limite do imóvel.',
    descricao:
      'Só enquanto o chamado aguarda a aprovação (senão 409); o chamado de um imóvel de outro proprietário: 404.',
    papeis: ['proprietario'],
    parametros: parametroId,
    corpo: aprovacaoChamadoSchema,
    exemploCorpo: { aprovar: true },
    resposta: umChamado,
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/admin/chamados',
    grupo,
    resumo: 'Uma página dos chamados, filtrados por status, urgência e imóvel; o total em X-Total-Count.',
    papeis: admin,
    consulta: chamadosFiltroSchema,
    resposta: { schema: z.array(chamadoSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/admin/chamados/{id}',
    grupo,
    resumo: 'Um chamado, com a linha do tempo.',
    papeis: admin,
    parametros: parametroId,
    resposta: umChamado,
    erros: [404],
  }),
  rota({
    metodo: 'PATCH',
    caminho: '/api/admin/chamados/{id}',
    grupo,
    resumo: 'Triagem: categoria, urgência, prestador, agendamento, valor (centavos) e quem paga.',
    descricao:
      'Um valor acima do limite do imóvel (ou da imobiliária) põe o chamado em "aguardando aprovação" e ' +
      'avisa o proprietário. Chamado concluído ou cancelado: 409; prestador inexistente: 404.',
    papeis: admin,
    parametros: parametroId,
    corpo: triagemChamadoSchema,
    exemploCorpo: {
      prestadorId: '9d3e6f1a-4b2c-4e8d-a7f6-1c2b3d4e5f60',
      valorCentavos: 35000,
      responsavel: 'proprietario',
    },
    resposta: umChamado,
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/admin/chamados/{id}/conclusao',
    grupo,
    resumo: 'Conclui o chamado com o comprovante; o custo vai para quem paga.',
    descricao:
      'multipart/form-data com o comprovante em `arquivo` (PDF, JPG ou PNG). Proprietário: despesa do próximo ' +
      'repasse; inquilino: somado ao próximo pagamento em aberto (boleto reemitido); imobiliária: fica no chamado. ' +
      'Sem valor ou responsável, ou num status que não conclui: 409.',
    papeis: admin,
    parametros: parametroId,
    multipart: {
      campos: conclusaoChamadoSchema,
      arquivos: [
        {
          campo: 'arquivo',
          tipos: ['application/pdf', 'image/jpeg', 'image/png'],
          descricao: 'O comprovante do serviço (nota ou recibo), até 10 MB.',
        },
      ],
    },
    limiteCorpo: MAX_CORPO_DESPESA_BYTES,
    resposta: umChamado,
    erros: [404, 409, 413],
    idempotente: true,
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/admin/chamados/{id}/inicio',
    grupo,
    resumo: 'Inicia a execução do serviço (de em triagem, aprovado ou agendado).',
    descricao: 'Grava o evento na linha do tempo e avisa inquilino e proprietário. Em outro status: 409.',
    papeis: admin,
    parametros: parametroId,
    resposta: umChamado,
    erros: [404, 409],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/admin/chamados/{id}/cancelamento',
    grupo,
    resumo: 'Cancela um chamado ainda não concluído, com o motivo.',
    papeis: admin,
    parametros: parametroId,
    corpo: cancelamentoChamadoSchema,
    exemploCorpo: { motivo: 'Aberto em duplicidade' },
    resposta: umChamado,
    erros: [404, 409],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/admin/chamados/{id}/comprovante',
    grupo,
    resumo: 'Baixa o comprovante de um chamado concluído (PDF, JPG ou PNG); nunca guardado em cache.',
    papeis: admin,
    parametros: parametroId,
    resposta: { arquivo: ['application/pdf', 'image/jpeg', 'image/png'] },
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/proprietario/chamados/{id}/comprovante',
    grupo,
    resumo: 'O proprietário baixa o comprovante de um chamado cujo custo foi para ele.',
    descricao: 'O chamado de outro proprietário, ou cujo custo não foi para ele: 404.',
    papeis: ['proprietario'],
    parametros: parametroId,
    resposta: { arquivo: ['application/pdf', 'image/jpeg', 'image/png'] },
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/chamados/{id}/fotos/{fotoId}',
    grupo,
    resumo:
      'Uma foto do chamado (JPEG), para o inquilino que o abriu, o proprietário do imóvel e a imobiliária.',
    descricao:
      'As fotos são privadas: o chamado de outro contrato ou imóvel, ou uma foto de outro chamado: 404.',
    papeis: ['admin', 'inquilino', 'proprietario'],
    parametros: z.object({ id: idSchema, fotoId: idSchema }),
    resposta: { arquivo: 'image/jpeg' },
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/admin/limite-aprovacao',
    grupo,
    resumo: 'O limite de aprovação da imobiliária (centavos): acima dele o proprietário aprova o custo.',
    descricao: 'Sem limite gravado, responde o padrão (R$ 500,00).',
    papeis: admin,
    resposta: { schema: limiteAgenciaSchema },
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/admin/limite-aprovacao',
    grupo,
    resumo: 'Altera o limite de aprovação da imobiliária (inteiro de centavos, ≥ 0).',
    papeis: admin,
    corpo: limiteAgenciaSchema,
    exemploCorpo: { limiteCentavos: 80000 },
    resposta: { schema: limiteAgenciaSchema },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/admin/imoveis/{id}/limite-aprovacao',
    grupo,
    resumo: 'O limite de aprovação próprio de um imóvel (null: segue o da imobiliária) e o da imobiliária.',
    papeis: admin,
    parametros: parametroId,
    resposta: { schema: limiteImovelLeituraSchema },
    erros: [404],
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/admin/imoveis/{id}/limite-aprovacao',
    grupo,
    resumo: 'O limite de aprovação próprio de um imóvel; null volta ao da imobiliária.',
    papeis: admin,
    parametros: parametroId,
    corpo: limiteImovelSchema,
    exemploCorpo: { limiteCentavos: 30000 },
    resposta: { schema: limiteImovelSchema },
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/admin/prestadores',
    grupo: grupoPrestadores,
    resumo: 'Os prestadores de serviço, ativos primeiro, por nome.',
    papeis: admin,
    resposta: { schema: z.array(prestadorSchema) },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/admin/prestadores',
    grupo: grupoPrestadores,
    resumo: 'Cadastra um prestador (CPF ou CNPJ, telefone, especialidades).',
    papeis: admin,
    corpo: prestadorEntradaSchema,
    exemploCorpo: {
      nome: 'Hidro Reparos Ltda.',
      documento: '11.222.333/0001-81',
      telefone: '(11) 98888-7777',
      especialidades: ['hidraulica'],
    },
    resposta: { status: 201, schema: prestadorSchema },
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/admin/prestadores/{id}',
    grupo: grupoPrestadores,
    resumo: 'Altera um prestador (também o ativa ou desativa).',
    papeis: admin,
    parametros: parametroId,
    corpo: prestadorEntradaSchema,
    resposta: { schema: prestadorSchema },
    erros: [404],
  }),
  exclusaoPorId({
    caminho: '/api/admin/prestadores/{id}',
    grupo: grupoPrestadores,
    resumo: 'Exclui um prestador; o que já atendeu chamados é desativado, não excluído.',
    erros: [404],
  }),
] as const;
