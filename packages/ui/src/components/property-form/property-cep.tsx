import { MSG_ENTRADAS_UI, type ImovelFormValues } from '@morada/domain';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../field';
import { CepInput, MaskedController } from '../masked-input';

const T = MSG_ENTRADAS_UI.cep;
const ENDERECO = ['endereco', 'bairro', 'cidade', 'estado'] as const;

/** The address parts a CEP lookup answers; null when it found nothing or could not be reached. */
type EnderecoDoCep = { endereco?: string; bairro?: string; cidade?: string; estado?: string };
type BuscarCep = (cep: string) => Promise<EnderecoDoCep | null>;

type PropertyCepProps = {
  form: Pick<
    UseFormReturn<ImovelFormValues, unknown, unknown>,
    'control' | 'getValues' | 'setValue' | 'clearErrors'
  >;
  cid: (campo: string) => string;
  erro?: string;
  /** Looks the address up; without it the field is a plain CEP. */
  onBuscarCep?: BuscarCep;
};

/**
 * The CEP field: 8 digits typed fill the address fields still empty (never what the user typed);
 * when the lookup fails the hint says to fill the address by hand.
 */
function PropertyCep({ form, cid, erro, onBuscarCep }: PropertyCepProps) {
  const { control, getValues, setValue, clearErrors } = form;
  const [situacao, setSituacao] = useState<'ocioso' | 'buscando' | 'preenchido' | 'manual'>('ocioso');
  /** The CEP last looked up: a late answer for an older one is dropped. */
  const buscado = useRef('');

  const buscar = async (digitos: string) => {
    if (!onBuscarCep) return;
    buscado.current = digitos;
    setSituacao('buscando');
    const endereco = await onBuscarCep(digitos).catch(() => null);
    if (buscado.current !== digitos) return;
    if (!endereco) return setSituacao('manual');
    for (const c of ENDERECO) {
      const valor = endereco[c]?.trim();
      if (valor && !String(getValues(c) ?? '').trim()) {
        setValue(c, valor, { shouldDirty: true });
        clearErrors(c);
      }
    }
    setSituacao('preenchido');
  };

  const aoEditar = () => {
    clearErrors('cep');
    const digitos = String(getValues('cep') ?? '').replace(/\D/g, '');
    if (digitos.length === 8) {
      if (digitos !== buscado.current) void buscar(digitos);
    } else {
      buscado.current = '';
      setSituacao('ocioso');
    }
  };

  const status = { ocioso: '', buscando: T.buscando, preenchido: T.preenchido, manual: T.manual }[situacao];
  const statusId = `${cid('cep')}-status`;
  return (
    <Field label={T.rotulo} htmlFor={cid('cep')} error={erro}>
      <MaskedController
        control={control}
        name="cep"
        as={CepInput}
        id={cid('cep')}
        aria-invalid={!!erro}
        aria-describedby={onBuscarCep ? statusId : undefined}
        aria-busy={situacao === 'buscando' || undefined}
        onEdit={aoEditar}
      />
      {onBuscarCep ? (
        // Always in the page, so screen readers announce each new status.
        <p id={statusId} role="status" className="text-xs text-muted-foreground empty:hidden">
          {status}
        </p>
      ) : null}
    </Field>
  );
}

export { PropertyCep };
export type { BuscarCep, EnderecoDoCep };
