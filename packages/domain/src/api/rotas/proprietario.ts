import { relatorioQuerySchema } from '../../relatorio/relatorio.schema';
import { informeRendimentosSchema, painelProprietarioSchema } from '../../repasse/repasse.schema';
import { rota } from '../rota';
import { FORMATOS_RELATORIO } from './relatorios';

const grupo = 'Proprietário';
const proprietario = ['proprietario'] as const;

export const ROTAS_PROPRIETARIO = [
  rota({
    metodo: 'GET',
    caminho: '/api/proprietario/painel',
    grupo,
    resumo: 'O painel do proprietário: imóveis, contratos, pagamentos dos últimos doze meses e repasses.',
    descricao:
      'Só os dados do próprio proprietário; pagamentos mais antigos entram enquanto estiverem em aberto.',
    papeis: proprietario,
    resposta: { schema: painelProprietarioSchema },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/proprietario/informe',
    grupo,
    resumo: 'O informe de rendimentos do próprio proprietário no ano, para a declaração do imposto de renda.',
    descricao:
      'Sem ano, o ano corrente. Com formato=csv ou formato=pdf, a mesma tabela vem como arquivo para baixar.',
    papeis: proprietario,
    consulta: relatorioQuerySchema.pick({ ano: true, formato: true }),
    resposta: { schema: informeRendimentosSchema, formatosArquivo: FORMATOS_RELATORIO },
  }),
] as const;
