import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from '../label';

type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  label: ReactNode;
  htmlFor: string;
  error?: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
};

/**
 * Label + control + hint + error. The ids `${htmlFor}-hint` / `${htmlFor}-error` are set so the
 * caller can point the control's aria-describedby at them.
 */
function Field({ label, htmlFor, error, hint, children, className, ...props }: FieldProps) {
  return (
    <div data-slot="field" className={cn('grid gap-2', className)} {...props}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint ? (
        <p data-slot="field-hint" id={`${htmlFor}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          data-slot="field-error"
          id={`${htmlFor}-error`}
          role="alert"
          className="text-sm font-medium text-destructive"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The aria props of a Field's control: invalid while it has an error, described by its hint and its
 * error, so a screen reader reads the message with the input.
 */
function fieldControlAria(htmlFor: string, { error, hint }: { error?: ReactNode; hint?: ReactNode }) {
  const ids = [hint ? `${htmlFor}-hint` : '', error ? `${htmlFor}-error` : ''].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const;
}

/** The error of a whole form (refused without naming a field), shown above its buttons. */
function FormError({ message }: { message?: ReactNode }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

export { Field, fieldControlAria, FormError, type FieldProps };
