import {
  extratoAnualSchema,
  relatorioInadimplenciaSchema,
  relatorioOcupacaoSchema,
  relatorioQuerySchema,
  relatorioReceitaSchema,
} from '../../relatorio/relatorio.schema';
import { informeRendimentosSchema, proprietarioQuerySchema } from '../../repasse/repasse.schema';
import { rota } from '../rota';

const grupo = 'Relatórios';
const admin = ['admin'] as const;
/** Every report answers JSON, or the same table as a download with ?formato=csv or pdf. */
const FORMATOS = 'Com formato=csv ou formato=pdf, a mesma tabela vem como arquivo para baixar (CSV ou PDF).';
const doAno = relatorioQuerySchema.pick({ ano: true, formato: true });
/** `formato=csv` / `formato=pdf`. */
export const FORMATOS_RELATORIO = ['text/csv', 'application/pdf'] as const;

export const ROTAS_RELATORIOS = [
  rota({
    metodo: 'GET',
    caminho: '/api/relatorios/receita',
    grupo,
    resumo: 'Receita de cada mês do ano: o devido, o recebido e a meta da agência.',
    descricao: `Sem ano, o ano corrente. ${FORMATOS}`,
    papeis: admin,
    consulta: doAno,
    resposta: { schema: relatorioReceitaSchema, formatosArquivo: FORMATOS_RELATORIO },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/relatorios/inadimplencia',
    grupo,
    resumo:
      'Inadimplência de hoje: a taxa dos últimos doze meses e cada pagamento vencido, com multa e juros.',
    descricao: FORMATOS,
    papeis: admin,
    consulta: relatorioQuerySchema.pick({ formato: true }),
    resposta: { schema: relatorioInadimplenciaSchema, formatosArquivo: FORMATOS_RELATORIO },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/relatorios/ocupacao',
    grupo,
    resumo: 'Ocupação: os imóveis de aluguel por situação, cada um com o contrato vigente.',
    descricao: FORMATOS,
    papeis: admin,
    consulta: relatorioQuerySchema.pick({ formato: true }),
    resposta: { schema: relatorioOcupacaoSchema, formatosArquivo: FORMATOS_RELATORIO },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/relatorios/extrato-anual',
    grupo,
    resumo:
      'Extrato anual dos inquilinos (o que pagaram) ou dos proprietários (o aluguel recebido), mês a mês.',
    descricao: `parte=inquilino (padrão) ou parte=proprietario; sem ano, o ano corrente. ${FORMATOS}`,
    papeis: admin,
    consulta: relatorioQuerySchema,
    resposta: { schema: extratoAnualSchema, formatosArquivo: FORMATOS_RELATORIO },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/relatorios/informe',
    grupo,
    resumo: 'O informe de rendimentos de um proprietário no ano: aluguel recebido, taxas retidas e líquido.',
    descricao: `Sem ano, o ano corrente. ${FORMATOS}`,
    papeis: admin,
    consulta: doAno.extend(proprietarioQuerySchema.shape),
    resposta: { schema: informeRendimentosSchema, formatosArquivo: FORMATOS_RELATORIO },
    erros: [404],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/relatorios/dimob',
    grupo,
    resumo: 'O arquivo da DIMOB do ano, no leiaute da Receita Federal (texto ASCII, linhas CRLF).',
    descricao:
      'Sem ano, o ano corrente. Sem CNPJ, CPF do responsável e código do município nas Configurações: 409.',
    papeis: admin,
    consulta: relatorioQuerySchema.pick({ ano: true }),
    resposta: { arquivo: 'text/plain' },
    erros: [409],
  }),
] as const;
