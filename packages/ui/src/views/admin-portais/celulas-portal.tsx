import { MSG_PORTAIS_UI, type ImovelPortal } from '@morada/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Checkbox } from '../../components/checkbox';
import { Spinner } from '../../components/spinner';

const T = MSG_PORTAIS_UI;

/** The id of the list of a property's pendências, which its switch is described by. */
const idPendencias = (imovel: ImovelPortal) => `portais-pendencias-${imovel.id}`;

/** Why the property cannot go to the portals yet, each reason in full (never only a tooltip); or that it may. */
function PendenciasCelula({ imovel }: { imovel: ImovelPortal }) {
  if (imovel.pendencias.length === 0) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <CircleCheck className="size-4 shrink-0 text-success" aria-hidden />
        {T.semPendencias}
      </p>
    );
  }
  return (
    <ul id={idPendencias(imovel)} className="max-w-md space-y-1 text-sm">
      {imovel.pendencias.map((p) => (
        <li key={p} className="flex gap-1.5">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <span>{p}</span>
        </li>
      ))}
    </ul>
  );
}

type PublicarCelulaProps = {
  imovel: ImovelPortal;
  /** Este imóvel está sendo salvo. */
  salvando: boolean;
  /** As mensagens da recusa do servidor para este imóvel (422), se houve. */
  erro: readonly string[] | undefined;
  onPublicar: (imovel: ImovelPortal, publicar: boolean) => void;
};

/**
 * “Publicar nos portais” for one property: a checkbox with a 40 px touch target and what it means now
 * (in the feed or not, saving). A property with pendências cannot be switched on; switching off always can.
 */
function PublicarCelula({ imovel, salvando, erro, onPublicar }: PublicarCelulaProps) {
  const bloqueado = !imovel.publicarNosPortais && imovel.pendencias.length > 0;
  const id = `portais-publicar-${imovel.id}`;
  const foraPorStatus = imovel.publicarNosPortais && imovel.status !== 'Disponível';
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="inline-flex min-h-10 items-center gap-2 text-sm font-medium">
        <Checkbox
          id={id}
          aria-label={T.publicarImovel(imovel.titulo)}
          aria-describedby={bloqueado ? idPendencias(imovel) : undefined}
          checked={imovel.publicarNosPortais}
          disabled={bloqueado || salvando}
          onCheckedChange={(v) => onPublicar(imovel, v === true)}
        />
        {salvando ? (
          <span className="inline-flex items-center gap-1.5" role="status">
            <Spinner className="size-3.5" />
            {T.salvando}
          </span>
        ) : imovel.noFeed ? (
          T.noFeed
        ) : (
          <span className="text-muted-foreground">{T.foraDoFeed}</span>
        )}
      </label>
      {bloqueado ? <p className="max-w-56 text-xs text-muted-foreground">{T.bloqueado}</p> : null}
      {foraPorStatus ? <p className="max-w-56 text-xs text-muted-foreground">{T.foraPorStatus}</p> : null}
      {erro ? (
        <div role="alert" className="max-w-64 text-sm font-medium text-destructive">
          <p>{T.erroSalvar}</p>
          <ul className="list-disc pl-4 font-normal">
            {erro.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export { PendenciasCelula, PublicarCelula };
