import { useState, type ReactNode } from 'react';
import { Field } from '../components/field';
import type { MaskedInputProps } from '../components/masked-input';

/** A masked field held the way a form's `Controller` holds it: the stories' stand-in for a form. */
function CampoControlado({
  Componente,
  label,
  inicial = '',
  onChange,
}: {
  Componente: (p: MaskedInputProps) => ReactNode;
  label: string;
  inicial?: string | number;
  onChange?: (v: string) => void;
}) {
  const [valor, setValor] = useState<string | number>(inicial);
  return (
    <Field label={label} htmlFor="campo">
      <Componente
        id="campo"
        value={valor}
        onChange={(v) => {
          setValor(v);
          onChange?.(v);
        }}
      />
    </Field>
  );
}

export { CampoControlado };
