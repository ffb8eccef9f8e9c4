import { useId } from 'react';
import type { z } from 'zod';
import { Field } from '../../components/field';
import { Textarea } from '../../components/textarea';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Dialogo, RodapeFormulario } from './dialogo';

type TextosMotivo = {
  titulo: string;
  descricao: string;
  motivo: string;
  confirmar: string;
  /** O rótulo do botão enquanto a ação corre (“Recusando...”). */
  ocupado: string;
};

type MotivoDialogProps<Saida extends { motivo?: string | undefined }> = {
  aberto: boolean;
  onFechar: () => void;
  /** A ação corre: os botões ficam desabilitados e o diálogo não fecha. */
  salvando: boolean;
  textos: TextosMotivo;
  /** O schema do domínio decide se o motivo é obrigatório (vazio: o erro no campo, nada sai). */
  schema: z.ZodType<Saida, { motivo?: string | undefined }>;
  onConfirmar: (dados: Saida) => void;
};

/** Um diálogo que pede um motivo (até 500 caracteres) antes de uma ação: recusar, cancelar. */
function MotivoDialog<Saida extends { motivo?: string | undefined }>({
  aberto,
  onFechar,
  salvando,
  textos,
  schema,
  onConfirmar,
}: MotivoDialogProps<Saida>) {
  const id = useId();
  const form = useFormulario(schema, { defaultValues: { motivo: '' } });
  const { cid, reg, erro } = camposDoFormulario(form, id);
  return (
    <Dialogo
      open={aberto}
      onOpenChange={(a) => !a && !salvando && onFechar()}
      titulo={textos.titulo}
      descricao={textos.descricao}
    >
      <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onConfirmar)}>
        <Field label={textos.motivo} htmlFor={cid('motivo')} error={erro('motivo')}>
          <Textarea id={cid('motivo')} maxLength={500} aria-invalid={!!erro('motivo')} {...reg('motivo')} />
        </Field>
        <RodapeFormulario
          onCancelar={onFechar}
          ocupado={salvando}
          rotulo={textos.confirmar}
          rotuloOcupado={textos.ocupado}
        />
      </form>
    </Dialogo>
  );
}

export { MotivoDialog };
export type { MotivoDialogProps, TextosMotivo };
