import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  INTERESSES_VISITA,
  MSG_VISITAS,
  MSG_VISITAS_UI,
  type HorarioVisita,
  type InteresseVisita,
  type RegistrarFeedback,
} from '@morada/domain';
import { Checkbox } from '../../components/checkbox';
import { Field } from '../../components/field';
import { Label } from '../../components/label';
import { NativeSelect } from '../../components/select';
import { Textarea } from '../../components/textarea';
import { Dialogo, RodapeFormulario } from '../partes/dialogo';
import { SeletorHorario } from '../imovel-detalhe/horarios';

const T = MSG_VISITAS_UI.agenda;

type DialogoAcaoProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The refusal's message, when saving failed (the dialog stays open). */
  mensagemDoErro: (erro: unknown) => string;
};

/** A dialog's form: saves, closes on success, shows the refusal above the buttons otherwise. */
function FormularioAcao({
  titulo,
  descricao,
  rotulo,
  open,
  onOpenChange,
  mensagemDoErro,
  podeEnviar,
  salvar,
  children,
}: DialogoAcaoProps & {
  titulo: string;
  descricao?: string;
  rotulo: string;
  podeEnviar: boolean;
  salvar: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [ocupado, setOcupado] = useState(false);
  const [erro, setErro] = useState<string | undefined>();
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setOcupado(true);
    setErro(undefined);
    try {
      await salvar();
      onOpenChange(false);
    } catch (falha) {
      setErro(mensagemDoErro(falha));
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Dialogo open={open} onOpenChange={onOpenChange} titulo={titulo} {...(descricao ? { descricao } : {})}>
      <form noValidate aria-label={titulo} onSubmit={(e) => void enviar(e)} className="grid gap-4">
        {children}
        <RodapeFormulario
          onCancelar={() => onOpenChange(false)}
          ocupado={ocupado}
          rotulo={rotulo}
          rotuloOcupado={T.salvando}
          desabilitado={!podeEnviar}
          varianteCancelar="ghost"
          comSpinner
          erroServidor={erro}
        />
      </form>
    </Dialogo>
  );
}

/** “Propor outro horário”: the property's free slots, read when the dialog opens. */
function ProporHorarioDialog({
  carregarHorarios,
  onPropor,
  ...props
}: DialogoAcaoProps & {
  carregarHorarios: () => Promise<readonly HorarioVisita[]>;
  onPropor: (inicio: string) => Promise<unknown>;
}) {
  const [horarios, setHorarios] = useState<readonly HorarioVisita[] | undefined>();
  const [falhou, setFalhou] = useState(false);
  const [inicio, setInicio] = useState<string | undefined>();
  const ler = () => carregarHorarios().then(setHorarios, () => setFalhou(true));
  // Mounted anew at each opening (the card keys it), so this reads the slots once per opening.
  useEffect(() => {
    void ler();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const carregar = () => {
    setFalhou(false);
    setHorarios(undefined);
    void ler();
  };
  return (
    <FormularioAcao
      {...props}
      titulo={T.propor.titulo}
      descricao={T.propor.descricao}
      rotulo={T.propor.enviar}
      podeEnviar={Boolean(inicio)}
      salvar={() => onPropor(inicio!)}
    >
      <SeletorHorario
        horarios={horarios}
        carregando={!horarios && !falhou}
        falhou={falhou}
        onTentarNovamente={carregar}
        valor={inicio}
        onEscolher={setInicio}
      />
    </FormularioAcao>
  );
}

/** “Cancelar visita” with its reason (required). */
function CancelarVisitaDialog({
  onCancelar,
  ...props
}: DialogoAcaoProps & { onCancelar: (motivo: string) => Promise<unknown> }) {
  const id = useId();
  const [motivo, setMotivo] = useState('');
  return (
    <FormularioAcao
      {...props}
      titulo={T.cancelamento.titulo}
      descricao={T.cancelamento.descricao}
      rotulo={T.cancelamento.enviar}
      podeEnviar={motivo.trim().length > 0}
      salvar={() => onCancelar(motivo.trim())}
    >
      <Field label={T.cancelamento.motivo} htmlFor={`${id}-motivo`}>
        <Textarea id={`${id}-motivo`} value={motivo} onChange={(e) => setMotivo(e.target.value)} />
      </Field>
    </FormularioAcao>
  );
}

/** “Registrar feedback” after the visit: did the visitor come, his interest and a comment. */
function FeedbackVisitaDialog({
  onRegistrar,
  ...props
}: DialogoAcaoProps & { onRegistrar: (dados: RegistrarFeedback) => Promise<unknown> }) {
  const id = useId();
  const [compareceu, setCompareceu] = useState(true);
  const [interesse, setInteresse] = useState<InteresseVisita | ''>('');
  const [comentario, setComentario] = useState('');
  return (
    <FormularioAcao
      {...props}
      titulo={T.feedback.titulo}
      rotulo={T.feedback.enviar}
      podeEnviar={!compareceu || interesse !== ''}
      salvar={() =>
        onRegistrar({
          compareceu,
          interesse: compareceu ? (interesse as InteresseVisita) : 'nenhum',
          comentario,
        })
      }
    >
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-compareceu`}
          checked={compareceu}
          onCheckedChange={(v) => setCompareceu(v === true)}
        />
        <Label htmlFor={`${id}-compareceu`}>{T.feedback.compareceu}</Label>
      </div>
      {compareceu ? (
        <Field label={T.feedback.interesse} htmlFor={`${id}-interesse`}>
          <NativeSelect
            id={`${id}-interesse`}
            value={interesse}
            onChange={(e) => setInteresse(e.target.value as InteresseVisita)}
          >
            <option value="" disabled>
              {MSG_VISITAS.campos.interesse}
            </option>
            {INTERESSES_VISITA.map((i) => (
              <option key={i} value={i}>
                {MSG_VISITAS.interesse[i]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      <Field label={T.feedback.comentario} htmlFor={`${id}-comentario`}>
        <Textarea
          id={`${id}-comentario`}
          value={comentario}
          onChange={(e) => setComentario(e.target.value)}
        />
      </Field>
    </FormularioAcao>
  );
}

export { CancelarVisitaDialog, FeedbackVisitaDialog, ProporHorarioDialog };
