import {
  MSG_CICLO_UI,
  MSG_FINANCEIRO,
  MULTA_RESCISORIA_MAX_ALUGUEIS,
  type ContratoEntrada,
} from '@morada/domain';
import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '../checkbox';
import { Field, fieldControlAria } from '../field';
import { Input } from '../input';
import { Label } from '../label';

const TF = MSG_FINANCEIRO.contratoForm;
const TG = MSG_CICLO_UI.garantia;

/** An empty percentage is left out, so the server applies the agency's default (Configurações). */
const percentualOuPadrao = (v: unknown) => (v === '' || v === null ? undefined : v);

type EncargosCamposProps = {
  form: Pick<UseFormReturn<ContratoEntrada, unknown, unknown>, 'register' | 'control' | 'clearErrors'>;
  erro: (campo: Path<ContratoEntrada>) => string | undefined;
  /** The form's id of a field (`${useId()}-campo`). */
  cid: (campo: string) => string;
  /** A new contract: blank percentages take the agency's defaults (the hint says so). */
  isNovo: boolean;
};

/** The 'Encargos' fieldset: late fee and interest, their clause, the owner's share, the multa rescisória. */
function EncargosCampos({ form, erro, cid, isNovo }: EncargosCamposProps) {
  const { register, control, clearErrors } = form;
  const reg = (c: Path<ContratoEntrada>) => register(c, { onChange: () => clearErrors(c) });
  const percentual = (c: 'multaPercentual' | 'jurosMensalPercentual', label: string) => (
    <Field label={label} htmlFor={cid(c)} error={erro(c)} hint={isNovo ? TF.encargosPadraoDica : undefined}>
      <Input
        id={cid(c)}
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        aria-invalid={!!erro(c)}
        aria-describedby={erro(c) ? `${cid(c)}-error` : isNovo ? `${cid(c)}-hint` : undefined}
        {...register(c, { onChange: () => clearErrors(c), setValueAs: percentualOuPadrao })}
      />
    </Field>
  );

  return (
    <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{TF.encargos}</legend>
      {percentual('multaPercentual', TF.multaPercentual)}
      {percentual('jurosMensalPercentual', TF.jurosMensalPercentual)}
      <div className="flex items-start gap-2 sm:col-span-2">
        <Controller
          control={control}
          name="encargosClausula"
          render={({ field }) => (
            <Checkbox
              id={cid('encargosClausula')}
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onBlur={field.onBlur}
              onCheckedChange={(v) => {
                field.onChange(v === true);
                clearErrors(['multaPercentual', 'jurosMensalPercentual']);
              }}
              className="mt-0.5"
            />
          )}
        />
        <Label htmlFor={cid('encargosClausula')} className="leading-snug font-normal">
          {TF.encargosClausula}
        </Label>
      </div>
      <Field
        className="sm:col-span-2"
        label={TF.encargosProprietario}
        htmlFor={cid('encargosProprietarioPercentual')}
        error={erro('encargosProprietarioPercentual')}
        hint={TF.encargosProprietarioDica}
      >
        <Input
          id={cid('encargosProprietarioPercentual')}
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="decimal"
          aria-invalid={!!erro('encargosProprietarioPercentual')}
          aria-describedby={`${cid('encargosProprietarioPercentual')}-hint${erro('encargosProprietarioPercentual') ? ` ${cid('encargosProprietarioPercentual')}-error` : ''}`}
          {...reg('encargosProprietarioPercentual')}
        />
      </Field>
      <Field
        className="sm:col-span-2"
        label={TG.multaRescisoria}
        htmlFor={cid('multaRescisoriaAlugueis')}
        error={erro('multaRescisoriaAlugueis')}
        hint={TG.multaRescisoriaDica}
      >
        <Input
          id={cid('multaRescisoriaAlugueis')}
          type="number"
          min={0}
          max={MULTA_RESCISORIA_MAX_ALUGUEIS}
          step={0.5}
          inputMode="decimal"
          {...fieldControlAria(cid('multaRescisoriaAlugueis'), {
            error: erro('multaRescisoriaAlugueis'),
            hint: TG.multaRescisoriaDica,
          })}
          {...reg('multaRescisoriaAlugueis')}
        />
      </Field>
    </fieldset>
  );
}

export { EncargosCampos };
