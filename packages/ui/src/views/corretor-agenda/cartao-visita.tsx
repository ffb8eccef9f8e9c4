import { useState } from 'react';
import { MapPin, Phone } from 'lucide-react';
import {
  formatHora,
  MSG_HORARIOS_VISITA,
  formatQuandoVisita,
  formatTelefone,
  linkTelefone,
  MSG_VISITAS,
  MSG_VISITAS_UI,
  type HorarioVisita,
  type RegistrarFeedback,
  type Visita,
} from '@morada/domain';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { CancelarVisitaDialog, FeedbackVisitaDialog, ProporHorarioDialog } from './acoes-visita-dialogs';
import { acoesDaVisita } from './semana';

const T = MSG_VISITAS_UI.agenda;

/** What the agenda does with a visit; each rejects when the server refuses (the message is shown). */
type AcoesAgenda = {
  onConfirmar: (id: string) => Promise<unknown>;
  onProporHorario: (id: string, inicio: string) => Promise<unknown>;
  onCancelar: (id: string, motivo: string) => Promise<unknown>;
  onRegistrarFeedback: (id: string, dados: RegistrarFeedback) => Promise<unknown>;
  /** The free slots of a property, for “Propor outro horário”. */
  carregarHorarios: (imovelId: string) => Promise<readonly HorarioVisita[]>;
  /** O texto da recusa (o app conhece o tipo do erro); T.erroAcao nos outros casos. */
  mensagemDoErro?: ((erro: unknown) => string | undefined) | undefined;
};

type Dialogo = 'propor' | 'cancelar' | 'feedback' | undefined;

/** One visit: time, status, property, visitor (tap to call) and what can be done with it now. */
function CartaoVisita({
  visita: v,
  agora,
  acoes,
  mostrarCorretor = false,
}: {
  visita: Visita;
  agora: string;
  acoes: AcoesAgenda;
  /** A agenda do admin mistura corretores: cada cartão diz de quem é a visita. */
  mostrarCorretor?: boolean;
}) {
  const [dialogo, setDialogo] = useState<Dialogo>();
  const [confirmando, setConfirmando] = useState(false);
  const [erro, setErro] = useState<string | undefined>();
  const pode = acoesDaVisita(v, agora);
  const mensagem = (e: unknown) => acoes.mensagemDoErro?.(e) ?? T.erroAcao;
  const abrir = (d: Dialogo) => (open: boolean) => setDialogo(open ? d : undefined);
  const confirmar = async () => {
    setConfirmando(true);
    setErro(undefined);
    try {
      await acoes.onConfirmar(v.id);
    } catch (e) {
      setErro(mensagem(e));
    } finally {
      setConfirmando(false);
    }
  };
  return (
    <article
      data-slot="cartao-visita"
      aria-label={`${formatHora(v.inicio)} ${v.imovelTitulo}`}
      className="grid gap-2 rounded-lg border border-border bg-card p-3 text-sm shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {formatHora(v.inicio)}–{formatHora(v.fim)}
        </p>
        <Badge variant={v.status === 'solicitada' ? 'default' : 'secondary'}>
          {MSG_VISITAS.status[v.status]}
        </Badge>
      </div>
      <p className="font-medium">{v.imovelTitulo}</p>
      <p className="flex items-start gap-1 text-muted-foreground">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        {v.imovelEndereco}
      </p>
      <p>
        <span className="sr-only">{T.visitante}: </span>
        {v.visitanteNome}
      </p>
      {mostrarCorretor ? (
        <p className="text-muted-foreground">{MSG_HORARIOS_VISITA.admin.doCorretor(v.corretorNome)}</p>
      ) : null}
      <a
        href={linkTelefone(v.visitanteTelefone)}
        className="inline-flex min-h-10 items-center gap-2 text-primary hover:underline"
      >
        <Phone className="size-4" aria-hidden />
        <span className="sr-only">{T.ligarPara(v.visitanteNome)}: </span>
        {formatTelefone(v.visitanteTelefone)}
      </a>
      {v.propostaInicio ? (
        <p className="text-muted-foreground">{T.horarioProposto(formatQuandoVisita(v.propostaInicio))}</p>
      ) : null}
      {erro ? (
        <p role="alert" className="font-medium text-destructive">
          {erro}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {pode.confirmar ? (
          <Button size="sm" className="min-h-10" disabled={confirmando} onClick={() => void confirmar()}>
            {confirmando ? T.salvando : T.confirmar}
          </Button>
        ) : null}
        {pode.propor ? (
          <Button size="sm" variant="outline" className="min-h-10" onClick={() => setDialogo('propor')}>
            {T.proporHorario}
          </Button>
        ) : null}
        {pode.cancelar ? (
          <Button size="sm" variant="ghost" className="min-h-10" onClick={() => setDialogo('cancelar')}>
            {T.cancelar}
          </Button>
        ) : null}
        {pode.feedback ? (
          <Button size="sm" className="min-h-10" onClick={() => setDialogo('feedback')}>
            {T.registrarFeedback}
          </Button>
        ) : null}
      </div>
      {/* Each dialog is mounted only while open: an empty form and one read of the slots per opening. */}
      {dialogo === 'propor' ? (
        <ProporHorarioDialog
          open
          onOpenChange={abrir('propor')}
          mensagemDoErro={mensagem}
          carregarHorarios={() => acoes.carregarHorarios(v.imovelId)}
          onPropor={(inicio) => acoes.onProporHorario(v.id, inicio)}
        />
      ) : null}
      {dialogo === 'cancelar' ? (
        <CancelarVisitaDialog
          open
          onOpenChange={abrir('cancelar')}
          mensagemDoErro={mensagem}
          onCancelar={(motivo) => acoes.onCancelar(v.id, motivo)}
        />
      ) : null}
      {dialogo === 'feedback' ? (
        <FeedbackVisitaDialog
          open
          onOpenChange={abrir('feedback')}
          mensagemDoErro={mensagem}
          onRegistrar={(dados) => acoes.onRegistrarFeedback(v.id, dados)}
        />
      ) : null}
    </article>
  );
}

export { CartaoVisita };
export type { AcoesAgenda };
