import { cepParamsSchema, enderecoCepSchema } from '../../cep/cep.schema';
import { rota } from '../rota';

export const ROTAS_CEP = [
  rota({
    metodo: 'GET',
    caminho: '/api/cep/{cep}',
    grupo: 'CEP',
    resumo: 'O endereço de um CEP (ViaCEP), para preencher o formulário do imóvel.',
    descricao:
      'CEP com ou sem hífen. Desconhecido: 404; serviço fora do ar ou lento: 502 (digite o endereço à mão).',
    papeis: ['admin'],
    parametros: cepParamsSchema,
    resposta: {
      schema: enderecoCepSchema,
      exemplo: { cep: '01001000', endereco: 'Praça da Sé', bairro: 'Sé', cidade: 'São Paulo', estado: 'SP' },
    },
    erros: [404, 502],
  }),
] as const;
