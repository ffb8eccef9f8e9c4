import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from '../label';
import { FieldContext } from './field-context';

type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  label: ReactNode;
  htmlFor: string;
  error?: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
};

/**
 * Label + control + hint + error. The hint and the error get the ids `${htmlFor}-hint` /
 * `${htmlFor}-error`, and the control (Input, Textarea, NativeSelect, SelectTrigger, Checkbox) reads
 * them from context: it is described by them and invalid while there is an error, with no prop to
 * pass.
 */
function Field({ label, htmlFor, error, hint, children, className, ...props }: FieldProps) {
  const hasHint = Boolean(hint);
  const hasError = Boolean(error);
  const context = useMemo(
    () => ({
      id: htmlFor,
      hintId: hasHint ? `${htmlFor}-hint` : undefined,
      errorId: hasError ? `${htmlFor}-error` : undefined,
      invalid: hasError,
    }),
    [htmlFor, hasHint, hasError],
  );
  return (
    <div data-slot="field" className={cn('grid gap-2', className)} {...props}>
      <Label htmlFor={htmlFor}>{label}</Label>
      <FieldContext value={context}>{children}</FieldContext>
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
 * error. The primitives now read them from the Field; this stays for controls of other kinds (the
 * primitives merge the ids, so passing both repeats none).
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
