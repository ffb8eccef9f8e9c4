import {
  formatData,
  MSG_CICLO,
  MSG_CICLO_UI,
  type GarantiaResumo,
  type SituacaoGarantia,
} from '@morada/domain';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge, type BadgeProps } from '../badge';

const G = MSG_CICLO.garantia;

/** An expired guarantee is a problem, one about to expire a warning; the rest is just information. */
const VARIANTE_DA_SITUACAO: Record<SituacaoGarantia, NonNullable<BadgeProps['variant']>> = {
  vencida: 'destructive',
  vencendo: 'warning',
  vigente: 'gray',
  'sem-validade': 'gray',
};

const ICONE_DA_SITUACAO: Partial<Record<SituacaoGarantia, typeof CircleAlert>> = {
  vencida: CircleAlert,
  vencendo: TriangleAlert,
};

type GarantiaResumoBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** A garantia do contrato como a lista a devolve; `null` (ou ausente) mostra “Sem garantia”. */
  garantia: GarantiaResumo | null | undefined;
};

/**
 * A garantia numa linha de contrato: o tipo e, quando vence, “vence dd/mm/aaaa”, colorida conforme a
 * situação. Um ícone e um texto para leitor de tela repetem o alarme, para que a cor não seja a única
 * informação.
 */
function GarantiaResumoBadge({ garantia, className, ...props }: GarantiaResumoBadgeProps) {
  if (!garantia) {
    return (
      <Badge
        data-slot="garantia-resumo"
        variant="outline"
        className={cn('text-muted-foreground', className)}
        {...props}
      >
        {G.semGarantia}
      </Badge>
    );
  }
  const Icone = ICONE_DA_SITUACAO[garantia.situacao];
  return (
    <Badge
      data-slot="garantia-resumo"
      data-situacao={garantia.situacao}
      variant={VARIANTE_DA_SITUACAO[garantia.situacao]}
      title={G.situacao[garantia.situacao]}
      className={className}
      {...props}
    >
      {Icone ? <Icone aria-hidden /> : null}
      <span>{G.tipos[garantia.tipo]}</span>
      {garantia.vencimento ? (
        <span className="font-normal">· {MSG_CICLO_UI.garantia.vence(formatData(garantia.vencimento))}</span>
      ) : null}
      {Icone ? <span className="sr-only">({G.situacao[garantia.situacao]})</span> : null}
    </Badge>
  );
}

export { GarantiaResumoBadge, VARIANTE_DA_SITUACAO };
export type { GarantiaResumoBadgeProps };
