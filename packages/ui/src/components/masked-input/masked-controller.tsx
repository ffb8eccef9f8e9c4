import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { MaskedInputProps } from './masked-input';

type MaskedControllerProps<T extends FieldValues> = Omit<MaskedInputProps, 'value' | 'onChange' | 'name'> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's control, whatever its output type
  control: Control<T, any, any>;
  name: Path<T>;
  /** The masked input to render (CpfInput, TelefoneInput, MoneyInput…). */
  as: (props: MaskedInputProps) => ReactNode;
  /** Runs after each edit, e.g. to clear the field's error. */
  onEdit?: () => void;
  /** What the form keeps of the typed value, when not the value itself (e.g. '' → undefined). */
  paraForm?: (valor: string) => unknown;
};

/** A masked input bound to a react-hook-form field: the form keeps the value, the mask shows it. */
function MaskedController<T extends FieldValues>({
  control,
  name,
  as: Mascara,
  onEdit,
  paraForm,
  ...props
}: MaskedControllerProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Mascara
          {...props}
          name={field.name}
          ref={field.ref}
          disabled={props.disabled ?? field.disabled}
          value={field.value as string | number | null | undefined}
          onBlur={field.onBlur}
          onChange={(v) => {
            field.onChange(paraForm ? paraForm(v) : v);
            onEdit?.();
          }}
        />
      )}
    />
  );
}

export { MaskedController };
export type { MaskedControllerProps };
