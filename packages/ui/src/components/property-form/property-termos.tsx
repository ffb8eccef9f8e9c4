import { MSG_ADMINISTRACAO_UI, MSG_REPASSE, type ImovelFormValues, type TermoImovel } from '@morada/domain';
import type { Control, UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldControlAria } from '../field';
import { Input } from '../input';
import { MaskedController, MoneyInput, PercentInput, type MaskedControllerProps } from '../masked-input';

const C = MSG_REPASSE.campos;
const T = MSG_ADMINISTRACAO_UI.contratoForm;

/** Each field and its mask: the fees are '8,5 %' and 'R$ 150,00'; the day, a whole number, has none. */
const CAMPOS: readonly [TermoImovel, string, mascara?: MaskedControllerProps<ImovelFormValues>['as']][] = [
  ['taxaAdministracaoPercentual', C.taxaAdministracaoPercentual, PercentInput],
  ['taxaAdministracaoMinima', C.taxaAdministracaoMinima, MoneyInput],
  ['taxaIntermediacaoPercentual', C.taxaIntermediacaoPercentual, PercentInput],
  ['diaRepasse', C.diaRepasse],
];

type PropertyTermosProps = {
  reg: (campo: TermoImovel & keyof ImovelFormValues) => UseFormRegisterReturn;
  erro: (campo: TermoImovel) => string | undefined;
  /** The form's id of a field. */
  cid: (campo: string) => string;
  /** The form's control: the fees are masked fields ('8,5 %', 'R$ 150,00'). */
  control: Control<ImovelFormValues, unknown, unknown>;
  onEdit: (campo: TermoImovel & keyof ImovelFormValues) => void;
};

/**
 * The property's administration defaults: its contracts without terms of their own run under them;
 * a blank field is the agency's default (Configurações).
 */
function PropertyTermos({ reg, erro, cid, control, onEdit }: PropertyTermosProps) {
  return (
    <fieldset
      data-slot="property-termos"
      className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2"
    >
      <legend className="px-1 text-sm font-semibold">{T.secao}</legend>
      {CAMPOS.map(([c, label, mascara]) => (
        <Field key={c} className="content-start" label={label} htmlFor={cid(c)} error={erro(c)}>
          {mascara ? (
            <MaskedController
              control={control}
              name={c}
              as={mascara}
              id={cid(c)}
              placeholder={T.padraoImobiliaria}
              {...fieldControlAria(cid(c), { error: erro(c) })}
              onEdit={() => onEdit(c)}
            />
          ) : (
            <Input
              id={cid(c)}
              inputMode="numeric"
              placeholder={T.padraoImobiliaria}
              {...fieldControlAria(cid(c), { error: erro(c) })}
              {...reg(c)}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}

export { PropertyTermos };
