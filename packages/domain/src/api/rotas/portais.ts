import {
  feedPortaisConsultaSchema,
  portaisAdminSchema,
  imovelPortalSchema,
  publicarPortaisSchema,
  tokenPortaisSchema,
} from '../../portais/portais.schema';
import { parametroId } from '../respostas';
import { rota } from '../rota';

const grupo = 'Portais';
const admin = ['admin'] as const;

/** The VRSync feed the Grupo OLX portals (ZAP Imóveis, Viva Real, OLX) read, and its back office (issue 35). */
export const ROTAS_PORTAIS = [
  rota({
    metodo: 'GET',
    caminho: '/api/portais/vrsync.xml',
    grupo,
    resumo: 'O feed VRSync dos imóveis marcados para os portais (ZAP Imóveis, Viva Real, OLX).',
    descricao:
      'Só imóveis marcados "publicar nos portais", Disponíveis e sem pendências. O token secreto vai na URL ' +
      '(os portais só leem uma URL); token errado ou ausente: 404, como qualquer endereço desconhecido.',
    papeis: ['publico'],
    consulta: feedPortaisConsultaSchema,
    resposta: { arquivo: 'application/xml' },
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/admin/portais',
    grupo,
    resumo: 'Todos os imóveis com a marcação para os portais, as pendências de cada um e a URL do feed.',
    papeis: admin,
    resposta: { schema: portaisAdminSchema },
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/admin/portais/imoveis/{id}',
    grupo,
    resumo: 'Marca ou desmarca um imóvel para os portais.',
    descricao:
      'Marcar um imóvel com pendências (título, descrição, fotos JPEG…) é recusado com 422 e as pendências ' +
      'em erros; desmarcar sempre pode.',
    papeis: admin,
    parametros: parametroId,
    corpo: publicarPortaisSchema,
    exemploCorpo: { publicar: true },
    resposta: { schema: imovelPortalSchema },
    erros: [404, 422],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/admin/portais/token',
    grupo,
    resumo: 'Gera um novo token para o feed: a URL antiga para de funcionar (404).',
    papeis: admin,
    resposta: { schema: tokenPortaisSchema },
  }),
] as const;
