import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { mostrarErrosDoServidor } from './erros-servidor';

export type OpcoesDoFormulario<Entrada extends FieldValues, Saida> = Omit<
  UseFormProps<Entrada, unknown, Saida>,
  'resolver'
> & {
  /** `{ campo: mensagem }` devolvidos pelo servidor; cada um vai para o campo que nomeia. */
  errosServidor?: Record<string, string>;
  /**
   * Os campos do formulário: com esta lista, um erro do servidor cujo primeiro segmento não esteja
   * nela vai para `root.server` (mostrado acima dos botões). Sem ela, todo erro vai para o campo nomeado.
   */
  campos?: ReadonlySet<string>;
};

/**
 * `useForm` validated by one domain schema: the form's values are the schema's input and
 * `handleSubmit` hands over its output, with no cast between them. Errors the server sends in
 * `errosServidor` are put under their fields whenever that object changes.
 */
export function useFormulario<Entrada extends FieldValues, Saida extends FieldValues>(
  schema: z.ZodType<Saida, Entrada>,
  { errosServidor, campos, ...opcoes }: OpcoesDoFormulario<Entrada, Saida>,
): UseFormReturn<Entrada, unknown, Saida> {
  const form = useForm<Entrada, unknown, Saida>({ ...opcoes, resolver: zodResolver(schema) });
  const { setError } = form;
  useEffect(() => {
    if (campos) mostrarErrosDoServidor(setError, errosServidor, campos);
    else
      for (const [campo, mensagem] of Object.entries(errosServidor ?? {}))
        setError(campo as Path<Entrada>, { type: 'server', message: mensagem });
  }, [errosServidor, campos, setError]);
  return form;
}

/** The plumbing every form repeats around its fields; see {@link camposDoFormulario}. */
export type CamposDoFormulario<Entrada extends FieldValues> = {
  /** The id of a field's control: the form's prefix and the field's path ('inquilino.nome' → '…-inquilino-nome'). */
  cid: (campo: string) => string;
  /** `register` whose editing clears that field's error. */
  reg: (campo: Path<Entrada>) => UseFormRegisterReturn<Path<Entrada>>;
  /** The field's error message, if any (nested paths included). */
  erro: (campo: Path<Entrada>) => string | undefined;
};

/** `cid`, `reg` and `erro` for a form, ids prefixed with `prefixo` (the form's `useId()`). */
export function camposDoFormulario<Entrada extends FieldValues, Saida>(
  { register, clearErrors, getFieldState, formState }: UseFormReturn<Entrada, unknown, Saida>,
  prefixo: string,
): CamposDoFormulario<Entrada> {
  return {
    cid: (campo) => `${prefixo}-${campo.replaceAll('.', '-')}`,
    reg: (campo) => register(campo, { onChange: () => clearErrors(campo) }),
    erro: (campo) => getFieldState(campo, formState).error?.message,
  };
}
