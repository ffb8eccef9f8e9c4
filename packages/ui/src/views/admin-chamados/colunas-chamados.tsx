import { formatDataHora, MSG_CHAMADOS, MSG_CHAMADOS_ADMIN_UI, type Chamado } from '@morada/domain';
import { AppLink } from '../../components/link';
import type { DataTableColuna } from '../../components/table/data-table';
import { StatusChamadoBadge, UrgenciaBadge } from '../chamados/partes';

const T = MSG_CHAMADOS_ADMIN_UI.lista;

/** The list's columns: number (a link to the chamado), property and tenant, category, urgency, status, opened. */
const colunasChamados = (hrefChamado: (id: string) => string): DataTableColuna<Chamado>[] => [
  {
    titulo: T.colunas.numero,
    className: 'whitespace-nowrap',
    celula: (c) => (
      <AppLink
        href={hrefChamado(c.id)}
        aria-label={T.abrir(c.numero)}
        className="font-medium underline-offset-4 hover:underline"
      >
        nº {c.numero}
      </AppLink>
    ),
  },
  {
    titulo: T.colunas.imovel,
    celula: (c) => (
      <div className="grid gap-0.5">
        <span>{c.imovelTitulo}</span>
        <span className="text-sm text-muted-foreground">{c.locatarioNome}</span>
      </div>
    ),
  },
  { titulo: T.colunas.categoria, celula: (c) => MSG_CHAMADOS.categorias[c.categoria] },
  { titulo: T.colunas.urgencia, celula: (c) => <UrgenciaBadge urgencia={c.urgencia} /> },
  { titulo: T.colunas.status, celula: (c) => <StatusChamadoBadge status={c.status} publico="admin" /> },
  {
    titulo: T.colunas.abertoEm,
    className: 'whitespace-nowrap',
    celula: (c) => <time dateTime={c.abertoEm}>{formatDataHora(c.abertoEm)}</time>,
  },
];

export { colunasChamados };
