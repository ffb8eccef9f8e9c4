import { ETAPAS_LEAD, formatPercent, MSG_LEADS, MSG_LEADS_UI, type ResumoFunil } from '@morada/domain';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Quadro } from '../../components/card/quadro';
import { Spinner } from '../../components/spinner';
import { TableCell, TableRow } from '../../components/table';
import { TabelaLista } from '../../components/table/tabela-lista';
import { FunilCliques } from './funil-cliques';
import { FunilPeriodo, type FunilPeriodoProps } from './funil-periodo';

const T = MSG_LEADS_UI.funil;
const EIXO = { className: 'fill-muted-foreground' };
const legenda = (valor: string) => <span className="text-foreground">{valor}</span>;
const pct = (fracao: number) => formatPercent(Math.round(fracao * 1000) / 10);

type FunilLeadsProps = Partial<FunilPeriodoProps> & {
  /** O relatório (GET /api/admin/leads/funil); `undefined` enquanto carrega. */
  funil: ResumoFunil | undefined;
  /** A carga falhou: a mensagem. */
  erro?: string | null;
};

/** Um número do resumo do funil. */
function Numero({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg border p-3">
      <span className="text-sm text-muted-foreground">{rotulo}</span>
      <span className="text-xl font-semibold tabular-nums">{valor}</span>
    </div>
  );
}

/**
 * O painel “Funil”: o período (quando o app passa `periodo` e `onPeriodo`) e o relatório.
 */
function FunilLeads({ periodo, onPeriodo, ...props }: FunilLeadsProps) {
  return (
    <div className="grid min-w-0 gap-4">
      {periodo && onPeriodo && <FunilPeriodo periodo={periodo} onPeriodo={onPeriodo} />}
      <FunilRelatorio {...props} />
    </div>
  );
}

/**
 * O relatório: o total, a conversão (ganhos sobre o total) e o tempo mediano até a primeira resposta;
 * um gráfico de leads e ganhos por origem; a tabela de leads por origem e etapa; e os cliques no WhatsApp.
 */
function FunilRelatorio({ funil, erro }: Pick<FunilLeadsProps, 'funil' | 'erro'>) {
  if (erro)
    return (
      <p role="alert" className="text-destructive">
        {erro}
      </p>
    );
  if (!funil) return <Spinner label={T.carregando} />;
  const dados = funil.porOrigem.map((l) => ({
    origem: MSG_LEADS.origens[l.origem],
    total: l.total,
    ganho: l.porEtapa.ganho,
  }));
  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <Numero rotulo={T.total} valor={funil.total.toLocaleString('pt-BR')} />
        <Numero rotulo={T.conversao} valor={pct(funil.conversao)} />
        <Numero rotulo={T.mediana} valor={T.medianaValor(funil.medianaPrimeiraRespostaHoras)} />
      </div>
      <Quadro slot="funil-grafico" titulo={T.porOrigem} className="min-w-0">
        {funil.total === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">{T.vazio}</p>
        ) : (
          <ResponsiveContainer width="100%" height={280}>
            <BarChart data={dados} margin={{ left: 8, right: 16, top: 8 }}>
              <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
              <XAxis dataKey="origem" fontSize={12} tick={EIXO} />
              <YAxis allowDecimals={false} fontSize={12} width={40} tick={EIXO} />
              <Tooltip />
              <Legend formatter={legenda} />
              <Bar dataKey="total" name={T.total} fill="var(--color-chart-1)" isAnimationActive={false} />
              <Bar
                dataKey="ganho"
                name={MSG_LEADS.etapas.ganho}
                fill="var(--color-chart-2)"
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        )}
      </Quadro>
      <div className="md:overflow-x-auto md:rounded-md md:border md:border-border">
        <TabelaLista
          cartoes
          colunas={[
            { titulo: T.origem },
            ...ETAPAS_LEAD.map((e) => ({ titulo: MSG_LEADS.etapas[e], chave: e })),
            { titulo: T.total },
            { titulo: T.conversao },
          ]}
          quantidade={funil.porOrigem.length}
          vazio={T.vazio}
        >
          {funil.porOrigem.map((l) => (
            <TableRow key={l.origem}>
              <TableCell className="font-medium">{MSG_LEADS.origens[l.origem]}</TableCell>
              {ETAPAS_LEAD.map((e) => (
                <TableCell key={e} className="tabular-nums">
                  {l.porEtapa[e]}
                </TableCell>
              ))}
              <TableCell className="tabular-nums">{l.total}</TableCell>
              <TableCell className="tabular-nums">{pct(l.conversao)}</TableCell>
            </TableRow>
          ))}
        </TabelaLista>
      </div>
      <FunilCliques cliques={funil.cliquesWhatsapp} />
    </div>
  );
}

export { FunilLeads };
export type { FunilLeadsProps };
export type { PeriodoFunil } from './funil-periodo';
