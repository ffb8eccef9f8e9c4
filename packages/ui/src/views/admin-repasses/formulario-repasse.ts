import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { mostrarErrosDoServidor } from '../../lib/erros-servidor';
import { mensagemDoErro } from './repasses-calculos';

type Recusa = {
  /** Reads a refusal's field errors (the app knows the error type; the screen does not). */
  errosDoErro?: ((erro: unknown) => Record<string, string> | undefined) | undefined;
  /** The form's fields: a server error naming another goes above the buttons. */
  campos: ReadonlySet<string>;
  /** Shown above the buttons when the refusal carries no message. */
  padrao: string;
};

/**
 * What the repasses' dialog forms share: a field's error, its id, a registration that clears the
 * field's and the server's error on change, and a refusal shown under its fields (or above the buttons).
 */
function formularioRepasse<F extends FieldValues, S>(
  form: UseFormReturn<F, unknown, S>,
  id: string,
  onCancelar: () => void,
) {
  const { register, clearErrors, setError, getFieldState, formState } = form;
  const editado = (c: Path<F>) => {
    clearErrors(c);
    clearErrors('root.server');
  };
  return {
    erro: (c: Path<F>) => getFieldState(c, formState).error?.message,
    cid: (c: string) => `${id}-${c}`,
    reg: (c: Path<F>) => register(c, { onChange: () => editado(c) }),
    editado,
    /** The footer's props but the labels: “Cancelar” as a ghost button, the spinner, the refusal. */
    rodape: {
      onCancelar,
      ocupado: formState.isSubmitting,
      erroServidor: formState.errors.root?.server?.message,
      varianteCancelar: 'ghost',
      comSpinner: true,
    } as const,
    recusa: (e: unknown, { errosDoErro, campos, padrao }: Recusa) => {
      const erros = errosDoErro?.(e);
      if (erros && Object.keys(erros).length > 0) mostrarErrosDoServidor(setError, erros, campos);
      else setError('root.server', { type: 'server', message: mensagemDoErro(e) ?? padrao });
    },
  };
}

export { formularioRepasse };
