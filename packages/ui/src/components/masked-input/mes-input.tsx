import { isMesReal, MSG_ENTRADAS_UI } from '@morada/domain';
import type { FactoryOpts } from 'imask';
import { MaskedInput, type Conversao, type MaskedInputProps } from './masked-input';

/** 'aaaa-mm' at the start of a text (an ISO month or date), as [aaaa, mm]. */
const ISO = /^\s*(\d{4})-(\d{2})/;

/** '2025-12' → '12/2025'; any other text is kept as it is. */
const isoParaBR = (texto: string) => {
  const m = ISO.exec(texto);
  return m ? `${m[2]}/${m[1]}` : texto;
};

/** '12/2025' → '2025-12' when it is a real month; otherwise undefined. */
const brParaISO = (texto: string) => {
  const m = /^(\d{2})\/(\d{4})$/.exec(texto);
  const iso = m ? `${m[2]}-${m[1]}` : '';
  return isMesReal(iso) ? iso : undefined;
};

const MES_MASK: FactoryOpts = {
  mask: '00/0000',
  // A pasted or filled ISO month ('2025-12') is read as a month.
  prepare: (texto: string) => (texto.length > 1 ? isoParaBR(texto) : texto),
};

/** The form gets 'aaaa-mm' once the typed month is real; until then the text, which the schema refuses. */
const MES: Conversao = {
  paraForm: (m) => brParaISO(m.value) ?? m.value,
  mostrar: (m, v) => {
    m.value = isoParaBR(v);
  },
};

/**
 * A month typed as 'mm/aaaa' whatever the browser (Safari and Firefox have no `type="month"` and
 * would ask for '2025-12'); controlled in 'aaaa-mm' like `type="month"` was.
 */
function MesInput(props: MaskedInputProps) {
  return (
    <MaskedInput
      inputMode="numeric"
      autoComplete="off"
      placeholder={MSG_ENTRADAS_UI.mes.placeholder}
      mascara={MES_MASK}
      conversao={MES}
      {...props}
    />
  );
}

export { MesInput };
