import { cancelamentoPropostaSchema, MSG_PROPOSTAS_UI } from '@morada/domain';
import { useId } from 'react';
import { Field } from '../../components/field';
import { Textarea } from '../../components/textarea';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Dialogo, RodapeFormulario } from '../partes/dialogo';

const T = MSG_PROPOSTAS_UI.cancelar;

type CancelarPropostaDialogProps = {
  aberto: boolean;
  onFechar: () => void;
  /** Cancelando: os botões ficam desabilitados. */
  salvando: boolean;
  /** O motivo é opcional: vazio, vai `undefined`. */
  onConfirmar: (motivo?: string) => void;
};

/** “Cancelar proposta” confirma, com um motivo opcional que vai para a linha do tempo do lead. */
function CancelarPropostaDialog({ aberto, onFechar, salvando, onConfirmar }: CancelarPropostaDialogProps) {
  const id = useId();
  const form = useFormulario(cancelamentoPropostaSchema, { defaultValues: { motivo: '' } });
  const { cid, reg, erro } = camposDoFormulario(form, id);
  return (
    <Dialogo
      open={aberto}
      onOpenChange={(a) => !a && !salvando && onFechar()}
      titulo={T.titulo}
      descricao={T.descricao}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit(({ motivo }) => onConfirmar(motivo || undefined))}
      >
        <Field label={T.motivo} htmlFor={cid('motivo')} error={erro('motivo')}>
          <Textarea id={cid('motivo')} maxLength={500} aria-invalid={!!erro('motivo')} {...reg('motivo')} />
        </Field>
        <RodapeFormulario
          onCancelar={onFechar}
          ocupado={salvando}
          rotulo={T.confirmar}
          rotuloOcupado={T.cancelando}
        />
      </form>
    </Dialogo>
  );
}

export { CancelarPropostaDialog };
export type { CancelarPropostaDialogProps };
