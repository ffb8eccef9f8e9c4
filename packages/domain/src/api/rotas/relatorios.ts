import type { z } from 'zod';
import {
  extratoAnualSchema,
  relatorioInadimplenciaSchema,
  relatorioOcupacaoSchema,
  relatorioQuerySchema,
  relatorioReceitaSchema,
} from '../../relatorio/relatorio.schema';
import { informeRendimentosSchema, proprietarioQuerySchema } from '../../repasse/repasse.schema';
import { rota, type DefinicaoRota } from '../rota';

const grupo = 'Relatórios';
const admin = ['admin'] as const;
/** Every report answers JSON, or the same table as a download with ?formato=csv or pdf. */
const FORMATOS = 'Com formato=csv ou formato=pdf, a mesma tabela vem como arquivo para baixar (CSV ou PDF).';
const doAno = relatorioQuerySchema.pick({ ano: true, formato: true });
/** `formato=csv` / `formato=pdf`. */
export const FORMATOS_RELATORIO = ['text/csv', 'application/pdf'] as const;

/** A report's GET, for the admin: JSON of `schema`, or the same table as a CSV or PDF download. */
const relatorio = <
  const D extends Pick<DefinicaoRota, 'caminho' | 'resumo' | 'descricao' | 'consulta' | 'erros'> & {
    schema: z.ZodType;
  },
>({
  schema,
  ...d
}: D) =>
  rota({
    metodo: 'GET',
    grupo,
    papeis: admin,
    ...d,
    resposta: { schema, formatosArquivo: FORMATOS_RELATORIO },
  });

export const ROTAS_RELATORIOS = [
  relatorio({
    caminho: '/api/relatorios/receita',
    resumo: 'Receita de cada mês do ano: o devido, o recebido e a meta da agência.',
    descricao: `Sem ano, o ano corrente. ${FORMATOS}`,
    consulta: doAno,
    schema: relatorioReceitaSchema,
  }),
  relatorio({
    caminho: '/api/relatorios/inadimplencia',
    resumo:
      'Inadimplência de hoje: a taxa dos últimos doze meses e cada pagamento vencido, com multa e juros.',
    descricao: FORMATOS,
    consulta: relatorioQuerySchema.pick({ formato: true }),
    schema: relatorioInadimplenciaSchema,
  }),
  relatorio({
    caminho: '/api/relatorios/ocupacao',
    resumo: 'Ocupação: os imóveis de aluguel por situação, cada um com o contrato vigente.',
    descricao: FORMATOS,
    consulta: relatorioQuerySchema.pick({ formato: true }),
    schema: relatorioOcupacaoSchema,
  }),
  relatorio({
    caminho: '/api/relatorios/extrato-anual',
    resumo:
      'Extrato anual dos inquilinos (o que pagaram) ou dos proprietários (o aluguel recebido), mês a mês.',
    descricao: `parte=inquilino (padrão) ou parte=proprietario; sem ano, o ano corrente. ${FORMATOS}`,
    consulta: relatorioQuerySchema,
    schema: extratoAnualSchema,
  }),
  relatorio({
    caminho: '/api/relatorios/informe',
    resumo: 'O informe de rendimentos de um proprietário no ano: aluguel recebido, taxas retidas e líquido.',
    descricao: `Sem ano, o ano corrente. ${FORMATOS}`,
    consulta: doAno.extend(proprietarioQuerySchema.shape),
    schema: informeRendimentosSchema,
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
