import type { FactoryOpts } from 'imask';
import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { lerColado, MaskedInput, type Conversao, type MaskedInputProps } from './masked-input';

// The masks do not clamp: a value out of range is shown and the schema names the range.
const MAXIMO = 999_999_999.99;

/** A value from outside (a number, '10.5' or '10,5' as typed) as the mask takes it: '10,5'. */
const textoBR = (v: string) => {
  const texto = v.trim();
  if (texto === '' || texto.includes(',')) return texto;
  const n = Number(texto);
  return Number.isFinite(n) ? String(n).replace('.', ',') : '';
};

/**
 * The form gets '10.5' (what `type="number"` inputs gave; z.coerce and lerNumeroBR both read it).
 * Three decimals get a trailing zero: lerNumeroBR reads '1.125' as a thousand, '1.1250' as 1,125.
 */
const NUMERO: Conversao = {
  paraForm: (m) => (/\.\d{3}$/.test(m.unmaskedValue) ? `${m.unmaskedValue}0` : m.unmaskedValue),
  mostrar: (m, v) => {
    m.value = textoBR(v);
  },
};

const mascaraNumero = (casas: number, negativo: boolean, milhares: boolean): FactoryOpts => {
  // A '.' may be a thousands point only where thousands occur and cannot be decimals ('1.250').
  const podeSerMilhar = milhares && casas <= 2;
  return {
    mask: Number,
    scale: casas,
    thousandsSeparator: milhares ? '.' : '',
    radix: ',',
    // Where a '.' can only be the decimal point (a percentage), imask turns it into the comma; where
    // it may be a thousands point, usePontoDecimalOuMilhar reads it.
    mapToRadix: podeSerMilhar ? [] : ['.'],
    normalizeZeros: true,
    min: negativo ? -MAXIMO : 0,
    max: MAXIMO,
    // Pasted or filled text: read the pt-BR way, or with its '.' as the comma where it can be nothing else.
    prepare: (texto: string) => {
      if (texto.length < 2) return texto;
      return lerColado(podeSerMilhar || texto.includes(',') ? texto : texto.replace('.', ','));
    },
  };
};

type DecimalInputProps = Omit<MaskedInputProps, 'min' | 'max' | 'step'> & {
  /** Decimal places taken (2 by default). */
  casas?: number;
  /** Takes a minus sign ('-0,35'). */
  negativo?: boolean;
  /** Values run into thousands ('1.200,50'); false for percentages and other small numbers. */
  milhares?: boolean;
  /** Shown at the end of the field ('%', 'm²'); the label still names the unit for screen readers. */
  sufixo?: string;
};

/** '1.200,50' on screen, '1200.5' to the form: areas, rents counted in aluguéis, index values. */
function DecimalInput({
  casas = 2,
  negativo = false,
  milhares = true,
  sufixo,
  className,
  ...props
}: DecimalInputProps) {
  const mascara = useMemo(() => mascaraNumero(casas, negativo, milhares), [casas, negativo, milhares]);
  const input = (
    <MaskedInput
      // The decimal keypad of iOS has no minus sign.
      inputMode={negativo ? 'text' : 'decimal'}
      autoComplete="off"
      mascara={mascara}
      conversao={NUMERO}
      pontoDecimalOuMilhar={milhares && casas <= 2}
      className={cn(sufixo && 'pr-10', className)}
      {...props}
    />
  );
  if (!sufixo) return input;
  return (
    <div data-slot="numero-input" className="relative">
      {input}
      <span
        aria-hidden="true"
        data-slot="numero-input-sufixo"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
      >
        {sufixo}
      </span>
    </div>
  );
}

/** '10,5' with a '%' after it; up to 4 decimals (what the percentage schemas keep). */
function PercentInput({ casas = 4, ...props }: DecimalInputProps) {
  return <DecimalInput casas={casas} milhares={false} sufixo="%" {...props} />;
}

export { DecimalInput, PercentInput };
export type { DecimalInputProps };
