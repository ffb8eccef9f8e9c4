import { MSG } from '@morada/domain';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { TableRowAction, type DataTableColuna, type TableRowActionProps } from '../../components/table';

/**
 * A coluna de ações de uma DataTable: presa ao fim da linha, os botões de cada item alinhados à direita
 * (`classe` troca o arranjo, ex.: com espaço entre eles).
 */
function colunaAcoes<T>(
  titulo: ReactNode,
  acoes: (item: T) => ReactNode,
  classe = 'flex justify-end',
): DataTableColuna<T> {
  return { titulo, fixo: 'fim', celula: (item) => <div className={classe}>{acoes(item)}</div> };
}

type AcaoDestrutivaProps = Omit<TableRowActionProps, 'rotulo' | 'icone' | 'iconClassName'> &
  Partial<Pick<TableRowActionProps, 'rotulo' | 'icone'>>;

/** Uma ação de linha que apaga ou encerra (por padrão, “Excluir” com a lixeira): o ícone em vermelho. */
function AcaoDestrutiva({ rotulo = MSG.admin.excluir, icone = Trash2, ...props }: AcaoDestrutivaProps) {
  return <TableRowAction rotulo={rotulo} icone={icone} iconClassName="text-destructive" {...props} />;
}

export { AcaoDestrutiva, colunaAcoes };
