import type { FactoryOpts, InputMask } from 'imask';
import { useEffect, useRef, type RefObject } from 'react';

/** Flags of a keyboard edit: what imask itself passes when it handles an 'input' event. */
const DIGITADO = { input: true, raw: true } as const;
const TECLAS_DE_CURSOR = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** Edits the mask's text as a keystroke would (no commit, so no padded zeros) and puts the caret at the end. */
const editar = (mask: InputMask<FactoryOpts>, inicio: number, remover: number, inserir: string) => {
  mask.masked.splice(inicio, remover, inserir, 'NONE', DIGITADO);
  mask.updateControl(mask.masked.displayValue.length);
};

const caretNoFim = (el: HTMLInputElement) =>
  el.selectionStart === el.selectionEnd && el.selectionEnd === el.value.length;

/**
 * A '.' typed into an amount that can run into thousands ('2500.50', '1.500'): people type it both
 * as the decimal point and as the thousands point. Typed at the end of a value without a comma, it
 * is taken as the decimal comma for now ('1,'); a third digit after it can only mean a thousands
 * point, so the comma goes and the digits join the whole part ('1,50' + '0' → '1.500'). A typed
 * ',' is always the decimal comma; any other edit, a caret move or leaving the field settles it.
 * Read on `beforeinput`, which mobile keyboards send too (their keydown carries no key).
 */
function usePontoDecimalOuMilhar(
  elRef: RefObject<HTMLInputElement | null>,
  maskRef: RefObject<InputMask<FactoryOpts> | null>,
  ativo: boolean,
) {
  const virgulaProvisoria = useRef(false);

  useEffect(() => {
    const el = elRef.current;
    if (!el || !ativo) return;
    const encerrar = () => {
      virgulaProvisoria.current = false;
    };
    const aoDigitar = (e: InputEvent) => {
      const mask = maskRef.current;
      const tecla = e.inputType === 'insertText' && e.data?.length === 1 ? e.data : undefined;
      const provisoria = virgulaProvisoria.current;
      virgulaProvisoria.current = false;
      if (!mask || !tecla || !caretNoFim(el)) return;
      const texto = mask.value;
      const virgula = texto.indexOf(',');
      if (tecla === '.') {
        // With a comma already there, a '.' is a thousands point: the mask ignores it.
        if (virgula >= 0) return;
        e.preventDefault();
        editar(mask, texto.length, 0, ',');
        virgulaProvisoria.current = true;
      } else if (provisoria && virgula >= 0 && /\d/.test(tecla)) {
        const centavos = texto.slice(virgula + 1);
        if (centavos.length < 2) {
          virgulaProvisoria.current = true;
          return;
        }
        e.preventDefault();
        editar(mask, virgula, texto.length - virgula, centavos + tecla);
      }
    };
    const aoTeclar = (e: KeyboardEvent) => {
      if (TECLAS_DE_CURSOR.has(e.key)) encerrar();
    };
    el.addEventListener('beforeinput', aoDigitar);
    el.addEventListener('keydown', aoTeclar);
    el.addEventListener('pointerdown', encerrar);
    el.addEventListener('blur', encerrar);
    return () => {
      el.removeEventListener('beforeinput', aoDigitar);
      el.removeEventListener('keydown', aoTeclar);
      el.removeEventListener('pointerdown', encerrar);
      el.removeEventListener('blur', encerrar);
    };
  }, [elRef, maskRef, ativo]);
}

export { usePontoDecimalOuMilhar };
