import {
  formatDocumento,
  MSG_REPASSE,
  MSG_REPASSE_UI,
  type Repasse,
  type StatusRepasse,
} from '@morada/domain';
import { Badge, type BadgeProps } from '../../components/badge';

const CORES: Record<StatusRepasse, NonNullable<BadgeProps['variant']>> = {
  previsto: 'gray',
  liberado: 'warning',
  pago: 'success',
};

/** Previsto (nothing received yet) neutral, Liberado (to pay) amber, Pago green. */
function StatusRepasseBadge({ status }: { status: StatusRepasse }) {
  return <Badge variant={CORES[status]}>{MSG_REPASSE.status[status]}</Badge>;
}

/** Who receives: name, CPF/CNPJ and the PIX key when there is one. */
function RepasseProprietario({ proprietario: p }: { proprietario: Repasse['proprietario'] }) {
  return (
    <div className="min-w-0">
      <div className="font-medium break-words">{p.nome}</div>
      <div className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
        {formatDocumento(p.documento)}
      </div>
      {p.chavePix ? (
        <div className="text-xs break-all text-muted-foreground">{MSG_REPASSE_UI.lista.pix(p.chavePix)}</div>
      ) : null}
    </div>
  );
}

export { RepasseProprietario, StatusRepasseBadge };
