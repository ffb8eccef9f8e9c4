import { MSG_PROPOSTAS } from '@morada/domain';
import { Badge } from '../../components/badge';
import type { StatusProposta } from './tipos';

const COR: Record<StatusProposta, 'blue' | 'yellow' | 'gray' | 'green' | 'red'> = {
  rascunho: 'gray',
  enviada: 'yellow',
  aprovada: 'green',
  recusada: 'red',
  cancelada: 'gray',
};

/** O selo do status de uma proposta, com a cor de cada um. */
function StatusPropostaBadge({ status }: { status: StatusProposta }) {
  return <Badge variant={COR[status]}>{MSG_PROPOSTAS.status[status]}</Badge>;
}

export { StatusPropostaBadge };
