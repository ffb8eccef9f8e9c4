import { z } from 'zod';
import { MAX_CORPO_IMOVEL_BYTES } from '../../constants';
import { imovelCamposSchema, imovelFiltroSchema, imovelSchema } from '../../imovel/imovel.schema';
import { parametroId } from '../respostas';
import { exclusaoPorId, rota, type CampoArquivo } from '../rota';

const grupo = 'Imóveis';
const admin = ['admin'] as const;

/** The form's text fields; on edit, the photos to keep or drop travel as JSON lists of URLs. */
const campos = imovelCamposSchema.extend({
  fotosExistentes: z
    .string()
    .optional()
    .describe('Edição: JSON com as URLs das fotos atuais a manter (ausente = todas).'),
  fotosParaRemover: z.string().optional().describe('Edição: JSON com as URLs das fotos atuais a apagar.'),
});
const fotos: readonly CampoArquivo[] = [
  {
    campo: 'fotos',
    multiplo: true,
    tipos: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    descricao: 'Até 20 fotos por envio, 5 MB cada; regravadas sem metadados.',
  },
];

export const ROTAS_IMOVEIS = [
  rota({
    metodo: 'GET',
    caminho: '/api/imoveis',
    grupo,
    resumo: 'Uma página dos imóveis, com os filtros do site e a ordem pedida.',
    descricao:
      'Sem sessão de administrador, só os disponíveis (ou os ids pedidos, para os favoritos), sem proprietário nem termos de administração.',
    papeis: ['publico'],
    consulta: imovelFiltroSchema,
    resposta: { schema: z.array(imovelSchema), totalNoCabecalho: true },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/imoveis/{id}',
    grupo,
    resumo: 'Um imóvel, mesmo indisponível (a página mostra o status).',
    descricao: 'Proprietário e termos de administração só na leitura de um administrador.',
    papeis: ['publico'],
    // Any text: an id that cannot exist (a mangled link to the public page) is 404, not 400.
    parametros: z.object({ id: z.string() }),
    resposta: { schema: imovelSchema },
    erros: [404],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/imoveis',
    grupo,
    resumo: 'Cadastra um imóvel com pelo menos uma foto.',
    papeis: admin,
    multipart: { campos, arquivos: fotos },
    limiteCorpo: MAX_CORPO_IMOVEL_BYTES,
    resposta: { status: 201, schema: imovelSchema },
    erros: [413, 415],
    invalida: ['imoveis'],
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/imoveis/{id}',
    grupo,
    resumo: 'Altera um imóvel: fotos novas, fotos mantidas e removidas (sempre ao menos uma).',
    papeis: admin,
    parametros: parametroId,
    multipart: { campos, arquivos: fotos },
    limiteCorpo: MAX_CORPO_IMOVEL_BYTES,
    resposta: { schema: imovelSchema },
    erros: [404, 413, 415],
    invalida: ['imoveis'],
  }),
  exclusaoPorId({
    caminho: '/api/imoveis/{id}',
    grupo,
    resumo: 'Exclui um imóvel sem contratos, com as suas fotos.',
    erros: [404, 409],
    invalida: ['imoveis'],
  }),
] as const;
