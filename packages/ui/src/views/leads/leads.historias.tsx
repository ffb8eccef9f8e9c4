import { MSG_LEADS, type EtapaLead, type Lead } from '@morada/domain';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { LeadsViewProps } from './leads-view';
import { LeadsView } from './leads-view';
import { AGORA } from './leads.fixtures';

/** The args every list story starts from: one page of `leads`, no filter, the callbacks spied. */
export const argsDaLista = (leads: readonly Lead[]) =>
  ({
    leads,
    total: leads.length,
    etapa: 'todas',
    onEtapaChange: fn(),
    origem: 'todas',
    onOrigemChange: fn(),
    busca: '',
    onBuscaChange: fn(),
    pagina: 1,
    totalPaginas: 1,
    onPaginaChange: fn(),
    hrefLead: (id: string) => `/corretor/leads/${id}`,
    agora: AGORA,
    loading: false,
    onRetry: fn(),
  }) satisfies LeadsViewProps;

/** The list with the server's part played: choosing an etapa chip shows only that etapa's leads. */
export function ListaFiltravel(args: LeadsViewProps) {
  const [etapa, setEtapa] = useState<EtapaLead | 'todas'>('todas');
  const leads = args.leads.filter((l) => etapa === 'todas' || l.etapa === etapa);
  return (
    <LeadsView
      {...args}
      etapa={etapa}
      onEtapaChange={(e) => {
        args.onEtapaChange(e);
        setEtapa(e);
      }}
      leads={leads}
      total={leads.length}
    />
  );
}

/** The chip of an etapa, by its label and count (“Perdido (1)”). */
export const nomeDoChip = (etapa: EtapaLead, n: number) => `${MSG_LEADS.etapas[etapa]} (${n})`;
