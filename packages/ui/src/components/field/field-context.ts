import { createContext, useContext } from 'react';

/** What a Field tells the control it labels: its id and the ids of the texts that describe it. */
type FieldContextValue = {
  /** The id the label points at (`htmlFor`). */
  id: string;
  hintId?: string;
  errorId?: string;
  invalid: boolean;
};

const FieldContext = createContext<FieldContextValue | null>(null);

type ControlAria = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
};

/**
 * The id and aria props of a control placed in a Field: described by the Field's hint and error
 * (merged with the caller's ids, without repeating one), invalid while the Field has an error.
 * The caller's own `aria-invalid` wins; a control outside a Field, or whose id is not the one the
 * label points at, is left as the caller wrote it.
 */
function useFieldControl<P extends ControlAria>(props: P): P {
  const field = useContext(FieldContext);
  if (!field || (props.id !== undefined && props.id !== field.id)) return props;
  const ids = new Set(props['aria-describedby']?.split(/\s+/).filter(Boolean));
  if (field.hintId) ids.add(field.hintId);
  if (field.errorId) ids.add(field.errorId);
  return {
    ...props,
    id: field.id,
    'aria-describedby': ids.size ? [...ids].join(' ') : undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
  };
}

export { FieldContext, useFieldControl, type FieldContextValue };
