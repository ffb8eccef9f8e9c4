import { MSG_LEADS, MSG_LEADS_UI, type EtapaLead, type Lead } from '@morada/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Textarea } from '../../components/textarea';
import { Dialogo, RodapeFormulario } from '../partes/dialogo';
import { acoesDaEtapa } from './etapas';
import { EtapaBadge } from './selos';

const T = MSG_LEADS_UI;

type EtapaLeadProps = {
  lead: Lead;
  /** Um admin pode reabrir um lead ganho ou perdido (“Reabrir atendimento”). */
  podeReabrir: boolean;
  /** Salvando uma mudança: os botões ficam desabilitados. */
  salvando: boolean;
  /** Muda a etapa; “perdido” leva o motivo. */
  onMudarEtapa: (etapa: EtapaLead, motivo?: string) => void;
};

/** “Marcar como perdido” pede o motivo, obrigatório: vazio, o erro aparece no campo e nada é enviado. */
function PerdaDialog({
  aberto,
  onFechar,
  salvando,
  onConfirmar,
}: {
  aberto: boolean;
  onFechar: () => void;
  salvando: boolean;
  onConfirmar: (motivo: string) => void;
}) {
  const id = useId();
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (!motivo.trim()) return setErro(MSG_LEADS.campos.motivo);
    onConfirmar(motivo.trim());
    setMotivo('');
  };
  return (
    <Dialogo
      open={aberto}
      onOpenChange={(a) => !a && onFechar()}
      titulo={T.perda.titulo}
      descricao={T.perda.descricao}
    >
      <form noValidate className="grid gap-4" onSubmit={enviar}>
        <Field label={T.perda.motivo} htmlFor={id} error={erro}>
          <Textarea
            id={id}
            value={motivo}
            maxLength={500}
            onChange={(e) => {
              setMotivo(e.target.value);
              setErro(undefined);
            }}
          />
        </Field>
        <RodapeFormulario
          onCancelar={onFechar}
          ocupado={salvando}
          rotulo={T.perda.confirmar}
          rotuloOcupado={T.detalhe.salvando}
        />
      </form>
    </Dialogo>
  );
}

/** A etapa do lead (e o motivo, se perdido) e os próximos passos em botões. */
function EtapaLeadPainel({ lead, podeReabrir, salvando, onMudarEtapa }: EtapaLeadProps) {
  const [perdendo, setPerdendo] = useState(false);
  const acoes = acoesDaEtapa(lead.etapa, podeReabrir);
  return (
    <section aria-label={T.detalhe.etapa} className="grid gap-3 rounded-xl border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">{T.detalhe.etapa}</span>
        <EtapaBadge etapa={lead.etapa} />
      </div>
      {lead.etapa === 'perdido' && lead.motivoPerda ? (
        <p>
          <span className="text-sm text-muted-foreground">{T.detalhe.motivoPerda}: </span>
          {lead.motivoPerda}
        </p>
      ) : null}
      {acoes.length > 0 ? (
        <div
          role="group"
          aria-label={T.detalhe.proximosPassos}
          className="flex flex-col gap-2 sm:flex-row sm:flex-wrap"
        >
          {acoes.map((a) => (
            <Button
              key={a.rotulo}
              type="button"
              variant={a.para === 'perdido' ? 'outline' : 'default'}
              disabled={salvando}
              onClick={() => (a.para === 'perdido' ? setPerdendo(true) : onMudarEtapa(a.para))}
            >
              {a.rotulo}
            </Button>
          ))}
        </div>
      ) : null}
      {salvando ? (
        <p role="status" className="text-sm text-muted-foreground">
          {T.detalhe.salvando}
        </p>
      ) : null}
      <PerdaDialog
        aberto={perdendo}
        salvando={salvando}
        onFechar={() => setPerdendo(false)}
        onConfirmar={(motivo) => {
          onMudarEtapa('perdido', motivo);
          setPerdendo(false);
        }}
      />
    </section>
  );
}

export { EtapaLeadPainel };
export type { EtapaLeadProps };
