import type { FactoryOpts, InputMask } from 'imask';
import { useIMask } from 'react-imask';
import { useCallback, useEffect, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { atribuirRef } from '../../lib/atribuir-ref';
import { Input } from '../input';
import { usePontoDecimalOuMilhar } from './ponto-digitado';

/** How a mask talks to the form: what it hands over as typed, and how it shows a value it is given. */
export type Conversao = {
  paraForm: (mask: InputMask<FactoryOpts>) => string;
  mostrar: (mask: InputMask<FactoryOpts>, valor: string) => void;
};

type MaskedInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'defaultValue' | 'onChange'> & {
  /** The form's value; digits ('11912345678') or a number are shown formatted. */
  value?: string | number | null;
  /**
   * Called with the form's value as the user types: the masked text for the pattern masks,
   * '1234.56' (or '') for MoneyInput. Matches react-hook-form's `Controller` field.onChange.
   */
  onChange?: (value: string) => void;
};

const digitos = (v: string) => v.replace(/\D/g, '');

/** Pattern masks: the form gets the masked text; a value given as digits or formatted shows formatted. */
const PADRAO: Conversao = {
  paraForm: (m) => m.value,
  mostrar: (m, v) => {
    m.unmaskedValue = digitos(v);
  },
};

/** Money: the form gets '1234.56' (what `type="number"` inputs gave), shown as 'R$ 1.234,56'. */
const DINHEIRO: Conversao = {
  paraForm: (m) => m.unmaskedValue,
  mostrar: (m, v) => {
    const n = Number(v);
    // Handed over with the decimal comma, so '1.5' is never read as a thousands point.
    m.value =
      v.trim() === '' || !Number.isFinite(n) ? '' : String(Math.round(n * 100) / 100).replace('.', ',');
  },
};

const CPF_MASK: FactoryOpts = { mask: '000.000.000-00' };
const CNPJ_MASK: FactoryOpts = { mask: '00.000.000/0000-00' };
// Dynamic masks pick the first one that takes every digit: 11 digits are a CPF, more a CNPJ.
const DOCUMENTO_MASK: FactoryOpts = { mask: [{ mask: '000.000.000-00' }, { mask: '00.000.000/0000-00' }] };
const CEP_MASK: FactoryOpts = { mask: '00000-000' };
/**
 * A pasted or filled amount, read the pt-BR way like the schemas' lerNumeroBR: with a comma the
 * points are thousands ('1.234,56'); without one, '1.234' is a thousand and '2500.00' has centavos.
 */
export const lerColado = (texto: string) => {
  const sinal = texto.includes('-') ? '-' : '';
  const s = texto.replace(/[^\d.,]/g, '');
  if (s.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(s)) return sinal + s.replace(/\./g, '');
  return sinal + s.replace('.', ',');
};

const VALOR_MAXIMO = 999_999_999.99;
const mascaraDinheiro = (min: number): FactoryOpts => ({
  mask: 'R$ num',
  // Typed keys come one by one; a typed '.' is read by usePontoDecimalOuMilhar (the mask ignores it).
  prepare: (texto: string) => (texto.length > 1 ? lerColado(texto) : texto),
  blocks: {
    num: {
      mask: Number,
      scale: 2,
      thousandsSeparator: '.',
      radix: ',',
      mapToRadix: [],
      padFractionalZeros: true,
      normalizeZeros: true,
      min,
      max: VALOR_MAXIMO,
    },
  },
});
const DINHEIRO_MASK = mascaraDinheiro(0);
// Signed amounts (a credit is negative): 'R$ -150,00'.
const DINHEIRO_COM_SINAL_MASK = mascaraDinheiro(-VALOR_MAXIMO);

/**
 * Our `Input` with an imask mask on it: looks and reads like every other input (Field's
 * aria-describedby/aria-invalid reach it the same way), and is controlled by `value`/`onChange`.
 */
export function MaskedInput({
  mascara,
  conversao,
  value,
  onChange,
  ref,
  pontoDecimalOuMilhar = false,
  ...props
}: MaskedInputProps & {
  mascara: FactoryOpts;
  conversao: Conversao;
  /** A typed '.' is the decimal comma unless more digits make it a thousands point (amounts). */
  pontoDecimalOuMilhar?: boolean;
}) {
  const emitido = useRef<string | undefined>(undefined);
  const sincronizando = useRef(false);
  // The latest onChange, read by imask's listener (set up once) without re-binding it.
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  const aoAceitar = useCallback(
    (_: unknown, mask: InputMask<FactoryOpts>) => {
      if (sincronizando.current) return;
      const valor = conversao.paraForm(mask);
      emitido.current = valor;
      onChangeRef.current?.(valor);
    },
    [conversao],
  );
  const { ref: mascaraRef, maskRef } = useIMask<HTMLInputElement>(mascara, { onAccept: aoAceitar });
  usePontoDecimalOuMilhar(mascaraRef, maskRef, pontoDecimalOuMilhar);

  // A value from outside (initial value, reset, autofill) is shown formatted without echoing back.
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask || value === undefined) return;
    const texto = value === null ? '' : String(value);
    if (texto === emitido.current) return;
    sincronizando.current = true;
    conversao.mostrar(mask, texto);
    sincronizando.current = false;
    emitido.current = texto;
  }, [value, maskRef, conversao]);

  // Text inserted at once without keys (voice input, Playwright's fill) replaces the value: imask
  // tracks the selection on keydown only and would insert it before the old text, not over it.
  useEffect(() => {
    const el = mascaraRef.current;
    if (!el) return;
    const substituir = (e: InputEvent) => {
      const mask = maskRef.current;
      if (!mask || e.inputType !== 'insertText' || !e.data || e.data.length < 2) return;
      e.preventDefault();
      mask.value = e.data; // fires 'accept', so the form hears it
    };
    el.addEventListener('beforeinput', substituir);
    return () => el.removeEventListener('beforeinput', substituir);
  }, [mascaraRef, maskRef]);

  const refs = useCallback(
    (el: HTMLInputElement | null) => {
      mascaraRef.current = el;
      atribuirRef(ref, el);
    },
    [mascaraRef, ref],
  );

  return <Input data-slot="masked-input" ref={refs} {...props} />;
}

/** What the digit-only masks (CPF, CNPJ, documento, CEP) share: a numeric keyboard and digits to the form. */
const NUMERICO = { inputMode: 'numeric', autoComplete: 'off', conversao: PADRAO } as const;

function CpfInput(props: MaskedInputProps) {
  return <MaskedInput {...NUMERICO} mascara={CPF_MASK} {...props} />;
}

function CnpjInput(props: MaskedInputProps) {
  return <MaskedInput {...NUMERICO} mascara={CNPJ_MASK} {...props} />;
}

/** CPF or CNPJ by how many digits are typed (11 → CPF, more → CNPJ). */
function DocumentoInput(props: MaskedInputProps) {
  return <MaskedInput {...NUMERICO} mascara={DOCUMENTO_MASK} {...props} />;
}

function CepInput(props: MaskedInputProps) {
  return <MaskedInput {...NUMERICO} autoComplete="postal-code" mascara={CEP_MASK} {...props} />;
}

/** 'R$ 1.234,56' on screen, '1234.56' to the form; `negativo` also takes '-150,00'. */
function MoneyInput({ negativo = false, ...props }: MaskedInputProps & { negativo?: boolean }) {
  return (
    <MaskedInput
      inputMode="decimal"
      mascara={negativo ? DINHEIRO_COM_SINAL_MASK : DINHEIRO_MASK}
      conversao={DINHEIRO}
      pontoDecimalOuMilhar
      {...props}
    />
  );
}

export { CepInput, CnpjInput, CpfInput, DocumentoInput, MoneyInput };
export type { MaskedInputProps };
