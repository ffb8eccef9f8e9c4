import type { ComponentProps, ReactNode } from 'react';
import { Input } from '../input';
import { Field } from './field';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  id: string;
  label: ReactNode;
  error?: string;
};

/** A labelled password input whose error is read with it (react-hook-form's register spreads in). */
function PasswordField({ id, label, error, className, ...props }: PasswordFieldProps) {
  return (
    <Field label={label} htmlFor={id} error={error} className={className}>
      <Input id={id} type="password" {...props} />
    </Field>
  );
}

export { PasswordField };
export type { PasswordFieldProps };
