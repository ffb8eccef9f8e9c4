import { MSG_LEADS, MSG_LEADS_UI, type EtapaLead, type Lead } from '@morada/domain';
import { AlarmClock } from 'lucide-react';
import { Badge } from '../../components/badge';
import { horasSemAtendimento } from './etapas';

const COR: Record<EtapaLead, 'blue' | 'yellow' | 'orange' | 'gray' | 'green' | 'red'> = {
  novo: 'blue',
  em_atendimento: 'yellow',
  visita_agendada: 'orange',
  proposta: 'gray',
  ganho: 'green',
  perdido: 'red',
};

/** O selo da etapa do funil, com a cor de cada uma. */
function EtapaBadge({ etapa }: { etapa: EtapaLead }) {
  return <Badge variant={COR[etapa]}>{MSG_LEADS.etapas[etapa]}</Badge>;
}

/** “Sem atendimento há N h”: o lead aberto que passou do tempo de alerta sem atividade do corretor. */
function ParadoBadge({ lead, agora }: { lead: Pick<Lead, 'ultimaAtividadeEm'>; agora: Date }) {
  return (
    <Badge variant="warning">
      <AlarmClock aria-hidden />
      {MSG_LEADS_UI.parado(horasSemAtendimento(lead, agora))}
    </Badge>
  );
}

export { EtapaBadge, ParadoBadge };
