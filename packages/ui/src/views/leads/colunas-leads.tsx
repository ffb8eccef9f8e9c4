import { formatDataHora, formatTelefone, MSG_LEADS, MSG_LEADS_UI, type Lead } from '@morada/domain';
import { Button } from '../../components/button';
import { AppLink } from '../../components/link';
import type { DataTableColuna } from '../../components/table/data-table';
import { EtapaBadge, ParadoBadge } from './selos';

const T = MSG_LEADS_UI;

type OpcoesColunas = {
  /** O endereço da página de um lead. */
  hrefLead: (id: string) => string;
  /** O instante de referência de “Sem atendimento há N h”. */
  agora: Date;
  /** Com a função, a coluna “Corretor” e o botão “Atribuir” de cada lead (o admin). */
  onAtribuir?: ((lead: Lead) => void) | undefined;
};

/** The lead's cell: the name (a link to its page), the contact, and the “parado” flag. */
function CelulaLead({ lead, hrefLead, agora }: { lead: Lead } & Omit<OpcoesColunas, 'onAtribuir'>) {
  return (
    <div className="grid gap-1">
      <AppLink
        href={hrefLead(lead.id)}
        aria-label={T.abrir(lead.nome)}
        className="font-medium underline-offset-4 hover:underline"
      >
        {lead.nome}
      </AppLink>
      <span className="text-sm text-muted-foreground">
        {lead.telefone ? formatTelefone(lead.telefone) : lead.email}
      </span>
      {lead.parado ? <ParadoBadge lead={lead} agora={agora} /> : null}
    </div>
  );
}

/** The list's columns: lead, property, origem, etapa, (corretor), last activity, (Atribuir). */
const colunasLeads = ({ hrefLead, agora, onAtribuir }: OpcoesColunas): DataTableColuna<Lead>[] => [
  { titulo: T.colunas.lead, celula: (l) => <CelulaLead lead={l} hrefLead={hrefLead} agora={agora} /> },
  { titulo: T.colunas.imovel, celula: (l) => l.imovelTitulo ?? T.semImovel },
  { titulo: T.colunas.origem, celula: (l) => MSG_LEADS.origens[l.origem] },
  { titulo: T.colunas.etapa, celula: (l) => <EtapaBadge etapa={l.etapa} /> },
  ...(onAtribuir
    ? [{ titulo: T.colunas.corretor, celula: (l: Lead) => l.corretorNome ?? T.semCorretor }]
    : []),
  {
    titulo: T.colunas.atividade,
    className: 'whitespace-nowrap',
    celula: (l) => <time dateTime={l.ultimaAtividadeEm}>{formatDataHora(l.ultimaAtividadeEm)}</time>,
  },
  ...(onAtribuir
    ? [
        {
          titulo: T.colunas.acoes,
          fixo: 'fim' as const,
          celula: (l: Lead) => (
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={T.atribuirTitulo(l.nome)}
              onClick={() => onAtribuir(l)}
            >
              {T.atribuir}
            </Button>
          ),
        },
      ]
    : []),
];

export { colunasLeads };
export type { OpcoesColunas };
