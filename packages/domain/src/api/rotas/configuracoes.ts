import { configuracaoPublicaSchema, configuracaoSchema } from '../../configuracao/configuracao.schema';
import { rota } from '../rota';

const grupo = 'Configurações';
const admin = ['admin'] as const;

export const ROTAS_CONFIGURACOES = [
  rota({
    metodo: 'GET',
    caminho: '/api/configuracoes',
    grupo,
    resumo: 'Nome, endereço, contatos e horários da imobiliária, como o site os mostra.',
    papeis: ['publico'],
    resposta: { schema: configuracaoPublicaSchema },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/configuracoes/completa',
    grupo,
    resumo: 'Todas as configurações: contatos, cobrança, PIX, padrões de contrato e de repasse, DIMOB.',
    papeis: admin,
    resposta: { schema: configuracaoSchema },
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/configuracoes',
    grupo,
    resumo: 'Grava todas as configurações da imobiliária.',
    papeis: admin,
    corpo: configuracaoSchema,
    resposta: { schema: configuracaoSchema },
    // The public pages show the agency's name, address and contacts.
    invalida: ['configuracoes'],
  }),
] as const;
