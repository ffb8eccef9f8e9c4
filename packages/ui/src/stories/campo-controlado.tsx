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
  /** O campo com máscara mostrado na história (CPF, telefone, dinheiro…). */
  Componente: (p: MaskedInputProps) => ReactNode;
  /** Rótulo do campo. */
  label: string;
  /** Valor inicial do campo. */
  inicial?: string | number;
  /** Recebe o valor do campo a cada mudança. */
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
