import type { ReactNode } from 'react';
import { Spinner } from '../spinner';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from './table';
import { TableLoadFailed } from './table-load-failed';

/** Uma coluna da lista: o cabeçalho (também o rótulo da célula no cartão do celular) e a célula de cada item. */
export type DataTableColuna<T> = {
  titulo: ReactNode;
  celula: (item: T) => ReactNode;
  /** Classes da célula (ex.: `whitespace-nowrap` numa data). */
  className?: string;
  /** A coluna de ações fica presa ao fim da linha (e ao pé do cartão no celular). */
  fixo?: 'fim';
};

export type DataTableProps<T> = {
  itens: readonly T[];
  /** A chave estável de cada item (o seu id). */
  chave: (item: T) => string;
  colunas: readonly DataTableColuna<T>[];
  /** Primeira carga, sem itens ainda: um indicador com este rótulo no lugar da tabela. */
  carregando?: { ativo: boolean; rotulo: string };
  /** A carga falhou: a mensagem e o botão de tentar de novo, na tabela. */
  falha?: { ativo: boolean; mensagem: string; onRetry?: (() => void) | undefined };
  /** O que a tabela diz sem itens. */
  vazio: ReactNode;
};

/**
 * A lista do back office: tabela no computador, cartões no celular (`Table cartoes`), com os estados
 * de carregando, falha ao carregar e vazio. As telas dizem só as colunas e as ações de cada linha.
 */
export function DataTable<T>({ itens, chave, colunas, carregando, falha, vazio }: DataTableProps<T>) {
  if (carregando?.ativo && itens.length === 0) {
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner label={carregando.rotulo} />
      </div>
    );
  }
  return (
    <div className="md:overflow-x-auto md:rounded-md md:border md:border-border">
      <Table cartoes>
        <TableHeader>
          <TableRow>
            {colunas.map((c, i) => (
              <TableHead key={i} fixo={c.fixo}>
                {c.titulo}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {falha?.ativo ? (
            <TableLoadFailed colSpan={colunas.length} mensagem={falha.mensagem} onRetry={falha.onRetry} />
          ) : itens.length === 0 ? (
            <TableEmpty colSpan={colunas.length}>{vazio}</TableEmpty>
          ) : (
            itens.map((item) => (
              <TableRow key={chave(item)}>
                {colunas.map((c, i) => (
                  <TableCell key={i} fixo={c.fixo} className={c.className}>
                    {c.celula(item)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
