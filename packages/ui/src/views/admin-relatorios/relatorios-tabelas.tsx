import {
  componentesDoExtrato,
  formatBRL,
  formatPercent,
  linhaDeTotais,
  MSG,
  somarReais,
  TABELA_INADIMPLENCIA_ITENS,
  TABELA_INADIMPLENCIA_MESES,
  TABELA_RECEITA,
  type ColunaRelatorio as Coluna,
  type ExtratoAnual,
  type RelatorioInadimplencia,
  type RelatorioOcupacao,
  type RelatorioReceita,
  type TabelaDeRelatorio,
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
  colunas: readonly Coluna[];
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

/** A report's table as domain defines it (the same columns and cells as the exports), on screen. */
const naTela = <T,>(tabela: TabelaDeRelatorio<T>, dados: T) => ({
  colunas: tabela.colunas,
  linhas: tabela.linhas(dados),
  totais: tabela.totais?.(dados),
});

export function TabelaReceita({ dados }: { dados: RelatorioReceita }) {
  return <TabelaRelatorio {...naTela(TABELA_RECEITA, dados)} />;
}

/** The rate of each month (not cumulative, defined in the header's tooltip), then the late payments. */
export function TabelaInadimplencia({ dados }: { dados: RelatorioInadimplencia }) {
  return (
    <div className="space-y-6">
      <TabelaRelatorio {...naTela(TABELA_INADIMPLENCIA_MESES, dados)} />
      <TabelaRelatorio {...naTela(TABELA_INADIMPLENCIA_ITENS, dados)} />
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

/**
 * Per contract, one amount a month (what the tenant paid, or the owner's rent income) and its
 * total, then the year's condomínio, IPTU, other charges and multa/juros apart: they are not the
 * owner's income. The tenant's statement also shows the rent part.
 */
export function TabelaExtrato({ dados }: { dados: ExtratoAnual }) {
  const inquilino = dados.parte === 'inquilino';
  const componentes = componentesDoExtrato(dados.parte);
  const contratos = dados.pessoas.flatMap((p) => p.contratos);
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
      totais={linhaDeTotais(C.total, 3 + R.meses.length, [
        somarReais(dados.pessoas.map((p) => p.total)),
        ...componentes.map(([, valor]) => somarReais(contratos.map(valor))),
      ])}
    />
  );
}
