import { MSG_PROPOSTAS_UI, recusaPropostaSchema } from '@morada/domain';
import { useId } from 'react';
import { Field } from '../../components/field';
import { Textarea } from '../../components/textarea';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Dialogo, RodapeFormulario } from '../partes/dialogo';

const T = MSG_PROPOSTAS_UI.recusar;

type RecusarDialogProps = {
  aberto: boolean;
  onFechar: () => void;
  /** Recusando: os botões ficam desabilitados. */
  salvando: boolean;
  onConfirmar: (motivo: string) => void;
};

/** “Recusar” pede o motivo, obrigatório: vazio, o erro aparece no campo e nada é enviado. */
function RecusarDialog({ aberto, onFechar, salvando, onConfirmar }: RecusarDialogProps) {
  const id = useId();
  const form = useFormulario(recusaPropostaSchema, { defaultValues: { motivo: '' } });
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
        onSubmit={form.handleSubmit(({ motivo }) => onConfirmar(motivo))}
      >
        <Field label={T.motivo} htmlFor={cid('motivo')} error={erro('motivo')}>
          <Textarea id={cid('motivo')} maxLength={500} aria-invalid={!!erro('motivo')} {...reg('motivo')} />
        </Field>
        <RodapeFormulario
          onCancelar={onFechar}
          ocupado={salvando}
          rotulo={T.confirmar}
          rotuloOcupado={T.recusando}
        />
      </form>
    </Dialogo>
  );
}

export { RecusarDialog };
export type { RecusarDialogProps };
