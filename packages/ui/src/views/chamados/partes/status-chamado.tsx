import { MSG_CHAMADOS, type StatusChamado, type UrgenciaChamado } from '@morada/domain';
import { Badge } from '../../../components/badge';

type Cor = 'blue' | 'yellow' | 'orange' | 'gray' | 'green' | 'red' | 'warning';

const COR: Record<StatusChamado, Cor> = {
  aberto: 'blue',
  em_triagem: 'yellow',
  aguardando_aprovacao: 'warning',
  aprovado: 'green',
  agendado: 'orange',
  em_execucao: 'orange',
  concluido: 'green',
  recusado_proprietario: 'red',
  cancelado: 'gray',
};

const COR_URGENCIA: Record<UrgenciaChamado, Cor> = {
  baixa: 'gray',
  media: 'blue',
  alta: 'orange',
  emergencia: 'red',
};

/** Whose words the status is told in: the tenant's, the owner's or the back office's. */
export type PublicoChamado = 'locatario' | 'proprietario' | 'admin';

const PALAVRAS = {
  locatario: MSG_CHAMADOS.statusLocatario,
  proprietario: MSG_CHAMADOS.statusProprietario,
  admin: MSG_CHAMADOS.status,
} as const;

/** O selo do status do chamado, com as palavras de quem o lê (inquilino, proprietário ou imobiliária). */
function StatusChamadoBadge({ status, publico }: { status: StatusChamado; publico: PublicoChamado }) {
  return <Badge variant={COR[status]}>{PALAVRAS[publico][status]}</Badge>;
}

/** O selo da urgência do chamado (baixa, média, alta, emergência). */
function UrgenciaBadge({ urgencia }: { urgencia: UrgenciaChamado }) {
  return (
    <Badge variant={COR_URGENCIA[urgencia]}>
      {MSG_CHAMADOS.campos.urgencia}: {MSG_CHAMADOS.urgencias[urgencia]}
    </Badge>
  );
}

export { StatusChamadoBadge, UrgenciaBadge };
