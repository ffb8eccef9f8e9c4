import {
  INDICE_REAJUSTE_INFO,
  INDICES_REAJUSTE,
  MSG_REAJUSTE,
  REGRAS_REAJUSTE_NEGATIVO,
  type ContratoEntrada,
} from '@morada/domain';
import type { Path, UseFormReturn } from 'react-hook-form';
import { Field } from '../field';
import { MesInput, PercentInput } from '../masked-input';
import { camposMascarados } from './campo-mascarado';
import { NativeSelect } from '../select';

const T = MSG_REAJUSTE.contratoForm;

type ReajusteCamposProps = {
  form: Pick<
    UseFormReturn<ContratoEntrada, unknown, unknown>,
    'register' | 'control' | 'watch' | 'setValue' | 'clearErrors'
  >;
  erro: (campo: Path<ContratoEntrada>) => string | undefined;
  /** The form's id of a field (`${useId()}-campo`). */
  cid: (campo: string) => string;
};

/** The 'Reajuste anual' fieldset: index, fixed % (only for 'Fixo'), mês-base and the negative rule. */
function ReajusteCampos({ form, erro, cid }: ReajusteCamposProps) {
  const { register, watch, setValue, clearErrors } = form;
  const reg = (c: Path<ContratoEntrada>) => register(c, { onChange: () => clearErrors(c) });
  const isFixo = watch('indiceReajuste') === 'Fixo';
  const mascarado = camposMascarados({ form, erro, cid });

  return (
    <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{T.secao}</legend>
      <Field label={T.indiceReajuste} htmlFor={cid('indiceReajuste')} error={erro('indiceReajuste')}>
        <NativeSelect
          id={cid('indiceReajuste')}
          aria-invalid={!!erro('indiceReajuste')}
          {...register('indiceReajuste', {
            onChange: (e: { target: { value: string } }) => {
              clearErrors(['indiceReajuste', 'reajustePercentualFixo']);
              // A percentage left behind would stay on the contract after leaving 'Fixo'.
              if (e.target.value !== 'Fixo') setValue('reajustePercentualFixo', '');
            },
          })}
        >
          {INDICES_REAJUSTE.map((i) => (
            <option key={i} value={i}>
              {INDICE_REAJUSTE_INFO[i].rotulo}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {isFixo ? mascarado('reajustePercentualFixo', T.reajustePercentualFixo, PercentInput) : null}
      {mascarado('reajusteMesBase', T.reajusteMesBase, MesInput, { hint: T.reajusteMesBaseDica })}
      <Field label={T.reajusteNegativo} htmlFor={cid('reajusteNegativo')} error={erro('reajusteNegativo')}>
        <NativeSelect id={cid('reajusteNegativo')} {...reg('reajusteNegativo')}>
          {REGRAS_REAJUSTE_NEGATIVO.map((r) => (
            <option key={r} value={r}>
              {MSG_REAJUSTE.regrasNegativo[r]}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </fieldset>
  );
}

export { ReajusteCampos };
