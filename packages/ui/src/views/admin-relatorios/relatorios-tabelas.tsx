import {
  formatBRL,
  formatCompetencia,
  formatData,
  formatPercent,
  MSG,
  type ExtratoAnual,
  type RelatorioInadimplencia,
  type RelatorioOcupacao,
  type RelatorioReceita,
} from '@morada/domain';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../components/status-badge';
import {
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/table';

const R = MSG.adminUi.relatorios;
const C = R.colunas;

type Coluna = { titulo: string; direita?: boolean };

/** One report table: header, rows (or the empty text), and an optional bold totals row. */
function TabelaRelatorio({
  colunas,
  linhas,
  totais,
}: {
  colunas: Coluna[];
  linhas: ReactNode[][];
  totais?: ReactNode[];
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {colunas.map((c) => (
            <TableHead key={c.titulo} className={c.direita ? 'text-right' : undefined}>
              {c.titulo}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {linhas.length === 0 ? (
          <TableEmpty colSpan={colunas.length}>{R.vazio}</TableEmpty>
        ) : (
          linhas.map((l, i) => (
            <TableRow key={i}>
              {l.map((celula, j) => (
                <TableCell key={j} className={colunas[j]?.direita ? 'text-right whitespace-nowrap tabular-nums' : undefined}>
                  {celula}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
        {totais && linhas.length > 0 ? (
          <TableRow className="font-semibold">
            {totais.map((celula, j) => (
              <TableCell key={j} className={colunas[j]?.direita ? 'text-right whitespace-nowrap tabular-nums' : undefined}>
                {celula}
              </TableCell>
            ))}
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
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
        dinheiro(C.meta),
        dinheiro(C.percentualMeta),
      ]}
      linhas={dados.meses.map((m) => [
        formatCompetencia(m.mes),
        formatBRL(m.esperado),
        formatBRL(m.recebido),
        formatBRL(m.meta),
        formatPercent(m.percentualMeta),
      ])}
      totais={[
        C.total,
        formatBRL(dados.totais.esperado),
        formatBRL(dados.totais.recebido),
        formatBRL(dados.totais.meta),
        '',
      ]}
    />
  );
}

export function TabelaInadimplencia({ dados }: { dados: RelatorioInadimplencia }) {
  return (
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

export function TabelaExtrato({ dados }: { dados: ExtratoAnual }) {
  const inquilino = dados.parte === 'inquilino';
  return (
    <TabelaRelatorio
      colunas={[
        { titulo: inquilino ? C.inquilino : C.proprietario },
        { titulo: C.cpf },
        { titulo: C.contrato },
        { titulo: inquilino ? C.proprietario : C.inquilino },
        ...R.meses.map(dinheiro),
        dinheiro(C.total),
      ]}
      linhas={dados.pessoas.flatMap((p) =>
        p.contratos.map((c) => [
          p.nome,
          p.cpf,
          c.contrato,
          c.contraparte,
          ...c.meses.map((v) => (v ? formatBRL(v) : '—')),
          formatBRL(c.total),
        ]),
      )}
      totais={[
        C.total,
        '',
        '',
        '',
        ...R.meses.map(() => ''),
        formatBRL(dados.pessoas.reduce((s, p) => s + p.total, 0)),
      ]}
    />
  );
}
