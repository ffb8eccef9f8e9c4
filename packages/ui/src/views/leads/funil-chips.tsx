import { ETAPAS_LEAD, MSG_LEADS, MSG_LEADS_UI, type EtapaLead } from '@morada/domain';
import { Button } from '../../components/button';

const T = MSG_LEADS_UI.filtros;
const OPCOES = ['todas', ...ETAPAS_LEAD] as const;

type FunilChipsProps = {
  /** A etapa escolhida, ou `'todas'`. */
  valor: EtapaLead | 'todas';
  onChange: (etapa: EtapaLead | 'todas') => void;
  /** Quantos leads há em cada etapa (e no total, em `todas`); sem a contagem, só o nome. */
  contagens?: Partial<Record<EtapaLead | 'todas', number>> | undefined;
};

/** O funil como chips: Todas | Novo (3) | Em atendimento (2) | …; o app busca a lista da etapa escolhida. */
function FunilChips({ valor, onChange, contagens }: FunilChipsProps) {
  return (
    <div role="group" aria-label={T.etapas} data-slot="funil-chips" className="flex flex-wrap gap-1.5">
      {OPCOES.map((etapa) => {
        const ativo = valor === etapa;
        const n = contagens?.[etapa];
        return (
          <Button
            key={etapa}
            type="button"
            size="sm"
            variant={ativo ? 'default' : 'outline'}
            aria-pressed={ativo}
            className="rounded-full"
            onClick={() => !ativo && onChange(etapa)}
          >
            {etapa === 'todas' ? T.todas : MSG_LEADS.etapas[etapa]}
            {n === undefined ? null : <span className="tabular-nums opacity-80">({n})</span>}
          </Button>
        );
      })}
    </div>
  );
}

export { FunilChips };
export type { FunilChipsProps };
