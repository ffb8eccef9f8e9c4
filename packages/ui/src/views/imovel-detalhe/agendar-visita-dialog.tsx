import { useId, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  agendarVisitaSchema,
  formatQuandoVisita,
  MSG_PUBLICO,
  MSG_VISITAS_UI,
  type AgendarVisita,
  type HorarioVisita,
} from '@morada/domain';
import { useFormulario } from '../../lib/use-formulario';
import { mostrarErrosDoServidor } from '../../lib/erros-servidor';
import { Button } from '../../components/button';
import { DialogFooter } from '../../components/dialog';
import { Field, FormError } from '../../components/field';
import { CampoMascarado, ligarCampos } from '../../components/field/campo-mascarado';
import { Input } from '../../components/input';
import { TelefoneInput } from '../../components/masked-input';
import { Textarea } from '../../components/textarea';
import { Dialogo, RodapeFormulario } from '../partes/dialogo';
import { SeletorHorario } from './horarios';

const T = MSG_VISITAS_UI.agendar;
const C = MSG_PUBLICO.contato;
const CAMPOS = new Set(['inicio', 'nome', 'email', 'telefone', 'mensagem']);
const VAZIO: AgendarVisita = { inicio: '', nome: '', email: '', telefone: '', mensagem: '' };

/** What the property page gives the "Agendar visita" dialog: the free slots and the booking. */
type AgendamentoVisita = {
  /** Os horários livres dos próximos dias; `undefined` enquanto carregam. */
  horarios: readonly HorarioVisita[] | undefined;
  carregando?: boolean;
  falhou?: boolean;
  /** Carrega (ou recarrega) os horários livres: ao abrir, em “Tentar novamente” e depois de um 409. */
  onCarregar: () => void;
  /** Pede a visita no horário; rejeita quando recusada (400 com erros nos campos, 409 horário ocupado ou passado). */
  onSolicitar: (dados: AgendarVisita) => Promise<void>;
  /** Os erros por campo de uma recusa 400 (o app conhece o tipo do erro; a tela não). */
  errosDoErro?: ((erro: unknown) => Record<string, string> | undefined) | undefined;
  /** A mensagem de uma recusa 409 (o horário acabou de ser ocupado ou já passou); undefined nas outras. */
  conflitoDoErro?: ((erro: unknown) => string | undefined) | undefined;
};

type AgendarVisitaDialogProps = AgendamentoVisita & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * “Agendar visita”: o visitante escolhe um dia e um horário livres e informa nome, e-mail, telefone e, se quiser,
 * uma mensagem; enviado, o diálogo diz que o corretor ainda vai confirmar por e-mail.
 */
function AgendarVisitaDialog({ open, onOpenChange, ...props }: AgendarVisitaDialogProps) {
  const [solicitada, setSolicitada] = useState<string | undefined>();
  const fechar = () => onOpenChange(false);
  return (
    <Dialogo
      open={open}
      onOpenChange={(aberto) => {
        onOpenChange(aberto);
        if (!aberto) setSolicitada(undefined);
      }}
      titulo={solicitada ? T.enviadoTitulo : T.titulo}
      descricao={solicitada ? undefined : T.descricao}
      className="max-h-[90dvh] overflow-y-auto"
    >
      {solicitada ? (
        <>
          <p role="status" className="flex items-start gap-2">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            {T.enviadoTexto(formatQuandoVisita(solicitada))}
          </p>
          <DialogFooter>
            <Button onClick={fechar}>{T.fechar}</Button>
          </DialogFooter>
        </>
      ) : open ? (
        <AgendarVisitaForm {...props} onCancelar={fechar} onSolicitada={setSolicitada} />
      ) : null}
    </Dialogo>
  );
}

function AgendarVisitaForm({
  horarios,
  carregando,
  falhou,
  onCarregar,
  onSolicitar,
  errosDoErro,
  conflitoDoErro,
  onCancelar,
  onSolicitada,
}: AgendamentoVisita & { onCancelar: () => void; onSolicitada: (inicio: string) => void }) {
  const id = useId();
  const form = useFormulario(agendarVisitaSchema, { defaultValues: VAZIO, reValidateMode: 'onSubmit' });
  const { handleSubmit, control, register, clearErrors, setError, setValue, watch, formState } = form;
  const cid = (c: string) => `${id}-${c}`;
  const erro = (c: keyof AgendarVisita) => formState.errors[c]?.message;
  const editado = (c: keyof AgendarVisita) => {
    clearErrors(c);
    clearErrors('root.server');
  };
  const reg = (c: 'nome' | 'email' | 'mensagem') => register(c, { onChange: () => editado(c) });
  const campo = ligarCampos(control, cid, erro, editado);
  const inicio = watch('inicio');

  const solicitar = handleSubmit(async (dados) => {
    try {
      await onSolicitar(dados);
      onSolicitada(dados.inicio);
    } catch (e) {
      const conflito = conflitoDoErro?.(e);
      const erros = errosDoErro?.(e);
      if (conflito) {
        setValue('inicio', '');
        setError('root.server', { type: 'server', message: conflito });
        onCarregar();
      } else if (erros && Object.keys(erros).length > 0) mostrarErrosDoServidor(setError, erros, CAMPOS);
      else setError('root.server', { type: 'server', message: T.erroEnviar });
    }
  });

  return (
    <form noValidate aria-label={T.titulo} onSubmit={solicitar} className="grid gap-4">
      <div className="grid gap-2">
        <SeletorHorario
          horarios={horarios}
          carregando={carregando}
          falhou={falhou}
          onTentarNovamente={onCarregar}
          valor={inicio || undefined}
          onEscolher={(v) => {
            setValue('inicio', v ?? '');
            editado('inicio');
          }}
        />
        <FormError message={erro('inicio')} />
      </div>
      <Field label={C.nome} htmlFor={cid('nome')} error={erro('nome')}>
        <Input id={cid('nome')} autoComplete="name" {...reg('nome')} />
      </Field>
      <Field label={C.email} htmlFor={cid('email')} error={erro('email')}>
        <Input id={cid('email')} type="email" autoComplete="email" {...reg('email')} />
      </Field>
      <CampoMascarado
        campo={campo('telefone')}
        label={C.telefone}
        as={TelefoneInput}
        autoComplete="tel"
        placeholder={C.telefonePlaceholder}
      />
      <Field label={T.mensagem} htmlFor={cid('mensagem')} error={erro('mensagem')}>
        <Textarea id={cid('mensagem')} {...reg('mensagem')} />
      </Field>
      <RodapeFormulario
        onCancelar={onCancelar}
        ocupado={formState.isSubmitting}
        rotulo={T.solicitar}
        rotuloOcupado={T.solicitando}
        varianteCancelar="ghost"
        comSpinner
        erroServidor={formState.errors.root?.server?.message}
      />
    </form>
  );
}

export { AgendarVisitaDialog };
export type { AgendamentoVisita, AgendarVisitaDialogProps };
