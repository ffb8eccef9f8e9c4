import { formatData, MSG_PROPOSTAS, MSG_PROPOSTAS_UI } from '@morada/domain';
import { AppLink } from '../../components/link';
import type { DataTableColuna } from '../../components/table/data-table';
import { StatusPropostaBadge } from './selos';
import type { Proposta } from './tipos';
import { brl, clienteDa, valorDa } from './valores';

const T = MSG_PROPOSTAS_UI;

/** The list's columns: client (a link to the proposal), property, kind, value, status, (corretor), date. */
const colunasPropostas = ({
  hrefProposta,
  comCorretor,
}: {
  hrefProposta: (id: string) => string;
  comCorretor: boolean;
}): DataTableColuna<Proposta>[] => [
  {
    titulo: T.colunas.cliente,
    celula: (p) => {
      const cliente = clienteDa(p) || T.semCliente;
      return (
        <AppLink
          href={hrefProposta(p.id)}
          aria-label={T.abrir(cliente)}
          className="font-medium underline-offset-4 hover:underline"
        >
          {cliente}
        </AppLink>
      );
    },
  },
  { titulo: T.colunas.imovel, celula: (p) => p.imovelTitulo },
  { titulo: T.colunas.tipo, celula: (p) => MSG_PROPOSTAS.tipos[p.tipo] },
  {
    titulo: T.colunas.valor,
    className: 'whitespace-nowrap',
    celula: (p) => brl(valorDa(p)),
  },
  { titulo: T.colunas.status, celula: (p) => <StatusPropostaBadge status={p.status} /> },
  ...(comCorretor ? [{ titulo: T.colunas.corretor, celula: (p: Proposta) => p.corretorNome }] : []),
  {
    titulo: T.colunas.data,
    className: 'whitespace-nowrap',
    celula: (p) => <time dateTime={p.criadaEm}>{formatData(p.criadaEm)}</time>,
  },
];

export { colunasPropostas };
