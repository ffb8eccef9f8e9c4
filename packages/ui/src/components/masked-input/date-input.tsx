import { isDataReal, MSG_ENTRADAS_UI } from '@morada/domain';
import type { FactoryOpts } from 'imask';
import { CalendarDays } from 'lucide-react';
import { useCallback, useRef, type ChangeEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { atribuirRef } from '../../lib/atribuir-ref';
import { MaskedInput, type Conversao, type MaskedInputProps } from './masked-input';

const T = MSG_ENTRADAS_UI.data;

/** 'aaaa-mm-dd' at the start of a text (an ISO date or date-time), as [aaaa, mm, dd]. */
const ISO = /^\s*(\d{4})-(\d{2})-(\d{2})/;

/** '2026-01-05' → '05/01/2026'; any other text is kept as it is. */
const isoParaBR = (texto: string) => {
  const m = ISO.exec(texto);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : texto;
};

/** '05/01/2026' → '2026-01-05' when it is a real calendar day; otherwise undefined. */
const brParaISO = (texto: string) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texto);
  const iso = m ? `${m[3]}-${m[2]}-${m[1]}` : '';
  return isDataReal(iso) ? iso : undefined;
};

const DATA_MASK: FactoryOpts = {
  mask: '00/00/0000',
  // A pasted or filled ISO date (what the e2e tests and other systems give) is read as a date;
  // a pasted 'dd/mm/aaaa' needs nothing, the mask takes its slashes.
  prepare: (texto: string) => (texto.length > 1 ? isoParaBR(texto) : texto),
};

/**
 * The form gets 'aaaa-mm-dd' once the typed date is a real day; until then the text as typed, so
 * the schema refuses it ('Data inválida') instead of the field silently holding nothing.
 */
const DATA: Conversao = {
  paraForm: (m) => brParaISO(m.value) ?? m.value,
  mostrar: (m, v) => {
    m.value = isoParaBR(v);
  },
};

/**
 * `min`/`max` ('aaaa-mm-dd') bound the days the calendar offers; a typed date is checked by the
 * form's schema. Same props as the other masked inputs, so `MaskedController` binds it too.
 */
type DateInputProps = MaskedInputProps;

/**
 * A date typed as 'dd/mm/aaaa' whatever the browser's locale, with a button that opens the
 * browser's own calendar. Controlled by `value`/`onChange` in 'aaaa-mm-dd' like `type="date"` was;
 * `className` sizes the whole field.
 */
function DateInput({
  min,
  max,
  className,
  ref,
  value,
  onChange,
  disabled,
  readOnly,
  ...props
}: DateInputProps) {
  const texto = useRef<HTMLInputElement | null>(null);
  const nativo = useRef<HTMLInputElement>(null);
  const refs = useCallback(
    (el: HTMLInputElement | null) => {
      texto.current = el;
      atribuirRef(ref, el);
    },
    [ref],
  );

  const abrirCalendario = () => {
    const el = nativo.current;
    if (!el) return;
    // The calendar opens on the field's day, or today when the field holds no real date.
    el.value = typeof value === 'string' && isDataReal(value) ? value : '';
    try {
      el.showPicker();
    } catch {
      // No showPicker (older browsers) or not allowed here: typing is always possible.
      texto.current?.focus();
    }
  };

  const escolher = (e: ChangeEvent<HTMLInputElement>) => {
    if (!e.target.value) return;
    onChange?.(e.target.value);
    texto.current?.focus();
  };

  return (
    <div data-slot="date-input" className={cn('relative', className)}>
      <MaskedInput
        inputMode="numeric"
        autoComplete="off"
        placeholder={T.placeholder}
        mascara={DATA_MASK}
        conversao={DATA}
        ref={refs}
        value={value}
        onChange={onChange}
        disabled={disabled}
        readOnly={readOnly}
        className="pr-10"
        {...props}
      />
      <Button
        data-slot="date-input-calendar"
        variant="ghost"
        size="icon"
        className="absolute top-0 right-0 text-muted-foreground"
        aria-label={T.abrirCalendario}
        onClick={abrirCalendario}
        disabled={disabled || readOnly}
      >
        <CalendarDays aria-hidden />
      </Button>
      {/* Only the browser's calendar is used: it opens under the field, the text stays the input. */}
      <input
        ref={nativo}
        type="date"
        tabIndex={-1}
        aria-hidden
        min={min}
        max={max}
        onChange={escolher}
        className="pointer-events-none absolute bottom-0 left-0 h-px w-full opacity-0"
      />
    </div>
  );
}

export { DateInput };
export type { DateInputProps };
