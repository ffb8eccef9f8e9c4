import {
  formatBRL,
  formatCompetencia,
  formatData,
  formatPercent,
  MSG,
  MSG_FINANCEIRO,
  MSG_SERVIDOR,
  type ExtratoAnual,
  type RelatorioInadimplencia,
  type RelatorioOcupacao,
  type RelatorioReceita,
} from '@morada/domain';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../components/status-badge';
import { TableCell, TableRow } from '../../components/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/tooltip';
import { TabelaLista } from '../../components/table/tabela-lista';

const R = MSG.adminUi.relatorios;
const C = R.colunas;

/** The report on screen; which one it is follows the tab. */
export type DadosRelatorio =
  | { aba: 'receita'; dados: RelatorioReceita }
  | { aba: 'inadimplencia'; dados: RelatorioInadimplencia }
  | { aba: 'ocupacao'; dados: RelatorioOcupacao }
  | { aba: 'extratoInquilinos' | 'extratoProprietarios'; dados: ExtratoAnual };

/** A column; `dica` explains what its figures mean, in a tooltip on the header. */
type Coluna = { titulo: string; direita?: boolean; dica?: string };

/** A header with its explanation on hover and keyboard focus; screen readers hear it in the name. */
function TituloComDica({ titulo, dica }: { titulo: string; dica: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span tabIndex={0} className="inline-flex cursor-help items-center gap-1">
          {titulo}
          <Info className="size-3.5" aria-hidden />
          <span className="sr-only">: {dica}</span>
        </span>
      </TooltipTrigger>
      <TooltipContent className="max-w-xs text-left font-normal">{dica}</TooltipContent>
    </Tooltip>
  );
}

/**
 * Money right-aligned on one line. A table that scrolls sideways (the statement) keeps every cell on
 * one line, so a CPF or a contract number is not broken at its hyphens and the cut column at the
 * edge shows there is more.
 */
const classeDaCelula = (coluna: Coluna | undefined, cartoes: boolean) =>
  coluna?.direita ? 'text-right whitespace-nowrap tabular-nums' : cartoes ? undefined : 'whitespace-nowrap';

/** One report table: header, rows (or the empty text), and an optional bold totals row. */
function TabelaRelatorio({
  colunas,
  linhas,
  totais,
  cartoes = true,
}: {
  colunas: Coluna[];
  linhas: ReactNode[][];
  totais?: ReactNode[];
  /** Cards on a phone; the twelve-month statement scrolls sideways in its box instead. */
  cartoes?: boolean;
}) {
  return (
    <TabelaLista
      cartoes={cartoes}
      colunas={colunas.map((c) => ({
        chave: c.titulo,
        className: c.direita ? 'text-right' : undefined,
        titulo: c.dica ? <TituloComDica titulo={c.titulo} dica={c.dica} /> : c.titulo,
      }))}
      quantidade={linhas.length}
      vazio={R.vazio}
    >
      {linhas.map((l, i) => (
        <TableRow key={i}>
          {l.map((celula, j) => (
            <TableCell key={j} className={classeDaCelula(colunas[j], cartoes)}>
              {celula}
            </TableCell>
          ))}
        </TableRow>
      ))}
      {totais ? (
        <TableRow className="font-semibold">
          {totais.map((celula, j) => (
            <TableCell key={j} className={classeDaCelula(colunas[j], cartoes)}>
              {celula}
            </TableCell>
          ))}
        </TableRow>
      ) : null}
    </TabelaLista>
  );
}

const dinheiro = (titulo: string): Coluna => ({ titulo, direita: true });

export function TabelaReceita({ dados }: { dados: RelatorioReceita }) {
  return (
    <TabelaRelatorio
      colunas={[
        { titulo: C.mes },
        dinheiro(C.esperado),
        dinheiro(C.recebido),
        dinheiro(MSG_SERVIDOR.categorias.multas),
        dinheiro(C.meta),
        dinheiro(C.percentualMeta),
      ]}
      linhas={dados.meses.map((m) => [
        formatCompetencia(m.mes),
        formatBRL(m.esperado),
        formatBRL(m.recebido),
        formatBRL(m.multaJuros),
        formatBRL(m.meta),
        formatPercent(m.percentualMeta),
      ])}
      totais={[
        C.total,
        formatBRL(dados.totais.esperado),
        formatBRL(dados.totais.recebido),
        formatBRL(dados.totais.multaJuros),
        formatBRL(dados.totais.meta),
        '',
      ]}
    />
  );
}

/** The rate of each month (not cumulative, defined in the header's tooltip), then the late payments. */
export function TabelaInadimplencia({ dados }: { dados: RelatorioInadimplencia }) {
  return (
    <div className="space-y-6">
      <TabelaRelatorio
        colunas={[
          { titulo: C.mes },
          dinheiro(C.esperado),
          dinheiro(MSG_FINANCEIRO.saldo),
          { titulo: R.inadimplencia, direita: true, dica: MSG_FINANCEIRO.taxaInadimplenciaDefinicao },
        ]}
        linhas={dados.meses.map((m) => [
          formatCompetencia(m.mes),
          formatBRL(m.devido),
          formatBRL(m.emAtraso),
          formatPercent(m.taxaInadimplencia),
        ])}
      />
      <TabelaRelatorio
        colunas={[
          { titulo: C.contrato },
          { titulo: C.inquilino },
          { titulo: C.competencia },
          { titulo: C.vencimento },
          dinheiro(C.diasAtraso),
          dinheiro(C.valor),
          dinheiro(C.multa),
          dinheiro(C.juros),
          dinheiro(C.valorAtualizado),
        ]}
        linhas={dados.itens.map((i) => [
          i.contrato,
          i.inquilino,
          formatCompetencia(i.competencia),
          formatData(i.vencimento),
          i.diasAtraso,
          formatBRL(i.valor),
          formatBRL(i.multa),
          formatBRL(i.juros),
          formatBRL(i.valorAtualizado),
        ])}
        totais={[
          C.total,
          '',
          '',
          '',
          '',
          formatBRL(dados.totais.valor),
          formatBRL(dados.totais.multa),
          formatBRL(dados.totais.juros),
          formatBRL(dados.totais.valorAtualizado),
        ]}
      />
    </div>
  );
}

export function TabelaOcupacao({ dados }: { dados: RelatorioOcupacao }) {
  return (
    <div className="space-y-4">
      <p className="text-sm">
        {R.taxaOcupacao}: <strong>{formatPercent(dados.taxaOcupacao)}</strong>
        {dados.resumo.map((s) => (
          <span key={s.status} className="ml-3 text-muted-foreground">
            {s.status}: {s.quantidade}
          </span>
        ))}
      </p>
      <TabelaRelatorio
        colunas={[
          { titulo: C.titulo },
          { titulo: C.tipo },
          { titulo: C.cidade },
          { titulo: C.status },
          { titulo: C.contrato },
          { titulo: C.inquilino },
          dinheiro(C.aluguel),
        ]}
        linhas={dados.imoveis.map((i) => [
          i.titulo,
          i.tipo,
          i.cidade,
          <StatusBadge key="s" status={i.status} />,
          i.contrato ?? '—',
          i.inquilino ?? '—',
          i.valorAluguel === null ? '—' : formatBRL(i.valorAluguel),
        ])}
      />
    </div>
  );
}

type ContratoExtrato = ExtratoAnual['pessoas'][number]['contratos'][number];

/**
 * Per contract, one amount a month (what the tenant paid, or the owner's rent income) and its
 * total, then the year's condomínio, IPTU, other charges and multa/juros apart: they are not the
 * owner's income. The tenant's statement also shows the rent part.
 */
export function TabelaExtrato({ dados }: { dados: ExtratoAnual }) {
  const inquilino = dados.parte === 'inquilino';
  const todos: [string, (c: ContratoExtrato) => number][] = [
    [C.aluguel, (c) => c.aluguel],
    [MSG_FINANCEIRO.componentes.condominio, (c) => c.condominio],
    [MSG_FINANCEIRO.componentes.iptu, (c) => c.iptu],
    [MSG_FINANCEIRO.componentes.outros, (c) => c.outros],
    [MSG_SERVIDOR.categorias.multas, (c) => c.multaJuros],
  ];
  // On the owner's statement the total already is the rent.
  const componentes = inquilino ? todos : todos.slice(1);
  const contratos = dados.pessoas.flatMap((p) => p.contratos);
  const somar = (valores: number[]) => valores.reduce((s, v) => s + Math.round(v * 100), 0) / 100;
  return (
    <TabelaRelatorio
      cartoes={false}
      colunas={[
        { titulo: inquilino ? C.inquilino : C.proprietario },
        { titulo: C.cpf },
        { titulo: C.contrato },
        { titulo: inquilino ? C.proprietario : C.inquilino },
        ...R.meses.map(dinheiro),
        dinheiro(C.total),
        ...componentes.map(([titulo]) => dinheiro(titulo)),
      ]}
      linhas={dados.pessoas.flatMap((p) =>
        p.contratos.map((c) => [
          p.nome,
          p.cpf,
          c.contrato,
          c.contraparte,
          ...c.meses.map((v) => (v ? formatBRL(v) : '—')),
          formatBRL(c.total),
          ...componentes.map(([, valor]) => formatBRL(valor(c))),
        ]),
      )}
      totais={[
        C.total,
        '',
        '',
        '',
        ...R.meses.map(() => ''),
        formatBRL(somar(dados.pessoas.map((p) => p.total))),
        ...componentes.map(([, valor]) => formatBRL(somar(contratos.map(valor)))),
      ]}
    />
  );
}
