import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { CamposDoFormulario } from '../../lib/use-formulario';
import { Input } from '../input';
import type { MaskedControllerProps } from '../masked-input';
import { NativeSelect } from '../select';
import { CampoMascarado, ligarCampos } from './campo-mascarado';
import { Field } from './field';

type TextFieldProps<Entrada extends FieldValues> = Omit<ComponentProps<typeof Input>, 'id' | 'name'> & {
  /** `camposDoFormulario(form, id)` of the form the field belongs to. */
  campos: CamposDoFormulario<Entrada>;
  nome: Path<Entrada>;
  label: ReactNode;
};

/** A registered text input under its label, with its error below (and the input marked invalid). */
function TextField<Entrada extends FieldValues>({
  campos: { cid, reg, erro },
  nome,
  label,
  ...props
}: TextFieldProps<Entrada>) {
  return (
    <Field label={label} htmlFor={cid(nome)} error={erro(nome)}>
      <Input id={cid(nome)} {...props} aria-invalid={!!erro(nome)} {...reg(nome)} />
    </Field>
  );
}

type SelectFieldProps<Entrada extends FieldValues, Opcao extends string> = Omit<
  ComponentProps<typeof NativeSelect>,
  'id' | 'name' | 'children'
> & {
  campos: CamposDoFormulario<Entrada>;
  nome: Path<Entrada>;
  label: ReactNode;
  /** The error shown under the select, for the forms that show one. */
  error?: ReactNode;
  opcoes: readonly Opcao[];
  /** Each option's text (its value stays the option); without it the option is its own text. */
  rotulo?: (opcao: Opcao) => ReactNode;
  /** An empty first option (e.g. “Selecione o perfil”). */
  vazia?: ReactNode;
};

/** A registered native select of fixed options under its label. */
function SelectField<Entrada extends FieldValues, Opcao extends string>({
  campos: { cid, reg },
  nome,
  label,
  error,
  opcoes,
  rotulo,
  vazia,
  ...props
}: SelectFieldProps<Entrada, Opcao>) {
  return (
    <Field label={label} htmlFor={cid(nome)} error={error}>
      <NativeSelect id={cid(nome)} {...props} {...reg(nome)}>
        {vazia ? <option value="">{vazia}</option> : null}
        {opcoes.map((o) =>
          rotulo ? (
            <option key={o} value={o}>
              {rotulo(o)}
            </option>
          ) : (
            <option key={o}>{o}</option>
          ),
        )}
      </NativeSelect>
    </Field>
  );
}

type MaskedFieldProps<Entrada extends FieldValues, Saida> = Omit<
  MaskedControllerProps<Entrada>,
  'control' | 'name' | 'id' | 'onEdit' | 'form' | 'aria-invalid' | 'aria-describedby'
> & {
  /** The form (its `control` holds the value; editing clears the field's error). */
  form: UseFormReturn<Entrada, unknown, Saida>;
  campos: CamposDoFormulario<Entrada>;
  nome: Path<Entrada>;
  label: ReactNode;
};

/**
 * A masked input (CPF, telefone, data, dinheiro…) bound to a form field, under its label and over its
 * error, marked invalid and described by the error while there is one (the same `CampoMascarado`
 * the dialogs use).
 */
function MaskedField<Entrada extends FieldValues, Saida>({
  form: { control, clearErrors },
  campos: { cid, erro },
  nome,
  ...props
}: MaskedFieldProps<Entrada, Saida>) {
  const campo = ligarCampos(control, cid, erro, clearErrors)(nome);
  return <CampoMascarado campo={campo} {...props} />;
}

export { MaskedField, SelectField, TextField };
export type { MaskedFieldProps, SelectFieldProps, TextFieldProps };
