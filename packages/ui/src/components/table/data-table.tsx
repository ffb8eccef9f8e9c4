import type { ReactNode } from 'react';
import { TableCell, TableRow } from './table';
import { TabelaAdmin } from './tabela-lista';

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
  return (
    <TabelaAdmin
      carregando={carregando?.ativo ?? false}
      rotuloCarregando={carregando?.rotulo}
      colunas={colunas.map((c) => ({ titulo: c.titulo, fixo: c.fixo }))}
      // A failed load takes the place of the rows too: they may be stale.
      quantidade={falha?.ativo ? 0 : itens.length}
      falha={falha}
      vazio={vazio}
    >
      {itens.map((item) => (
        <TableRow key={chave(item)}>
          {colunas.map((c, i) => (
            <TableCell key={i} fixo={c.fixo} className={c.className}>
              {c.celula(item)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TabelaAdmin>
  );
}
