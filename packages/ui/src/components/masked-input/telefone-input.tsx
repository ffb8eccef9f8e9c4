import { useCallback, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { atribuirRef } from '../../lib/atribuir-ref';
import { Input } from '../input';
import type { MaskedInputProps } from './masked-input';

const TELEFONE_MAX_DIGITOS = 11;
const digitos = (v: string) => v.replace(/\D/g, '');

/**
 * The digits typed so far as a Brazilian phone: '(11', '(11) 3456', '(11) 3456-7890' (fixo, 10
 * digits) and '(11) 91234-5678' (celular: the 11th digit moves the hyphen).
 */
export const mascararTelefone = (d: string): string => {
  if (!d) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = `(${d.slice(0, 2)}) `;
  const numero = d.slice(2);
  const antesDoHifen = d.length === TELEFONE_MAX_DIGITOS ? 5 : 4;
  return numero.length <= antesDoHifen
    ? ddd + numero
    : `${ddd}${numero.slice(0, antesDoHifen)}-${numero.slice(antesDoHifen)}`;
};

/** Where the caret goes in `texto` to sit right after its `n`-th digit. */
const posicaoAposDigitos = (texto: string, n: number) => {
  if (n === 0) return texto.startsWith('(') ? 1 : 0;
  let vistos = 0;
  for (let i = 0; i < texto.length; i++) if (/\d/.test(texto[i]!) && ++vistos === n) return i + 1;
  return texto.length;
};

/**
 * Fixo '(00) 0000-0000' or celular '(00) 00000-0000' by the number of digits. Its own small mask
 * rather than imask: it is the one masked field of the public site (the contact form), whose
 * JavaScript budget imask (~20 KB gzip) would break. The form gets the masked text; a value given
 * as digits shows formatted; letters and a 12th digit are not taken; the caret stays after the
 * digit it followed, and backspace over a ')' or '-' erases the digit before it.
 */
export function TelefoneInput({ value, onChange, ref, ...props }: MaskedInputProps) {
  const elemento = useRef<HTMLInputElement | null>(null);
  /** After an edit: how many digits stand before the caret, for the next render to put it back. */
  const cursor = useRef<number | null>(null);
  const texto = mascararTelefone(digitos(value == null ? '' : String(value)).slice(0, TELEFONE_MAX_DIGITOS));

  useLayoutEffect(() => {
    const el = elemento.current;
    if (cursor.current === null || !el || document.activeElement !== el) return;
    const pos = posicaoAposDigitos(el.value, cursor.current);
    el.setSelectionRange(pos, pos);
    cursor.current = null;
  });

  const aoDigitar = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const digitado = el.value;
    let antes = digitos(digitado.slice(0, el.selectionStart ?? digitado.length)).length;
    let d = digitos(digitado);
    const apagouSeparador =
      (e.nativeEvent as InputEvent).inputType === 'deleteContentBackward' && d === digitos(texto);
    if (apagouSeparador && antes > 0) {
      d = d.slice(0, antes - 1) + d.slice(antes);
      antes -= 1;
    }
    d = d.slice(0, TELEFONE_MAX_DIGITOS);
    cursor.current = Math.min(antes, d.length);
    onChange?.(mascararTelefone(d));
  };

  const refs = useCallback(
    (el: HTMLInputElement | null) => {
      elemento.current = el;
      atribuirRef(ref, el);
    },
    [ref],
  );

  return (
    <Input
      data-slot="masked-input"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...props}
      ref={refs}
      value={texto}
      onChange={aoDigitar}
    />
  );
}
