import { MSG_PUBLICO } from '@morada/domain';
import type { ReactNode } from 'react';
import { Spinner } from '../spinner';
import { Table, TableBody, TableEmpty, TableHead, TableHeader, TableRow } from './table';
import { TableLoadFailed } from './table-load-failed';

/** Um cabeçalho de coluna. */
type ColunaTabela = {
  titulo: ReactNode;
  /** Chave da coluna quando o título não serve (ex.: não é texto); senão a posição. */
  chave?: string;
  className?: string | undefined;
  /** A coluna de ações, presa ao fim da linha. */
  fixo?: 'fim';
};

type TabelaListaProps = {
  colunas: readonly ColunaTabela[];
  /** Quantas linhas há: sem nenhuma, a falha ou o texto de vazio no lugar delas. */
  quantidade: number;
  /** O texto da tabela sem linhas. */
  vazio: ReactNode;
  /** A carga falhou (e não há linhas): a mensagem e “Tentar novamente”. */
  falha?: { ativo: boolean; mensagem: string; onRetry?: (() => void) | undefined } | undefined;
  /** Cartões no celular. */
  cartoes?: boolean;
  className?: string | undefined;
  /** As linhas (`TableRow`). */
  children: ReactNode;
};

/** A tabela das telas: o cabeçalho das colunas e as linhas, ou a falha ao carregar, ou o texto de vazio. */
function TabelaLista({ colunas, quantidade, vazio, falha, cartoes, className, children }: TabelaListaProps) {
  return (
    <Table cartoes={cartoes} className={className}>
      <TableHeader>
        <TableRow>
          {colunas.map((c, i) => (
            <TableHead key={c.chave ?? i} className={c.className} fixo={c.fixo}>
              {c.titulo}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {falha?.ativo && quantidade === 0 ? (
          <TableLoadFailed colSpan={colunas.length} mensagem={falha.mensagem} onRetry={falha.onRetry} />
        ) : quantidade === 0 ? (
          <TableEmpty colSpan={colunas.length}>{vazio}</TableEmpty>
        ) : (
          children
        )}
      </TableBody>
    </Table>
  );
}

type TabelaAdminProps = Omit<TabelaListaProps, 'cartoes'> & {
  /** Primeira carga, sem linhas ainda: o indicador “Carregando” no lugar da tabela. */
  carregando: boolean;
  /** Altura mínima do indicador. */
  altura?: 'min-h-32' | 'min-h-40';
  /** O rótulo do indicador (por padrão “Carregando...”). */
  rotuloCarregando?: string;
};

/** A lista do back office numa caixa: tabela no computador, cartões no celular, ou o indicador de carga. */
function TabelaAdmin({
  carregando,
  altura = 'min-h-40',
  rotuloCarregando = MSG_PUBLICO.guard.carregando,
  ...tabela
}: TabelaAdminProps) {
  if (carregando && tabela.quantidade === 0) {
    return (
      <div className={`flex ${altura} items-center justify-center`}>
        <Spinner label={rotuloCarregando} />
      </div>
    );
  }
  return (
    <div className="md:overflow-x-auto md:rounded-md md:border md:border-border">
      <TabelaLista cartoes {...tabela} />
    </div>
  );
}

export { TabelaAdmin, TabelaLista };
export type { ColunaTabela, TabelaAdminProps, TabelaListaProps };
