import { MSG_CICLO_UI, MSG_FINANCEIRO, type ContratoEntrada } from '@morada/domain';
import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '../checkbox';
import { Field } from '../field';
import { camposMascarados } from './campo-mascarado';
import { Label } from '../label';
import { DecimalInput, MaskedController, PercentInput, type MaskedInputProps } from '../masked-input';

const TF = MSG_FINANCEIRO.contratoForm;
const TG = MSG_CICLO_UI.garantia;

/** An empty percentage is left out, so the server applies the agency's default (Configurações). */
const percentualOuPadrao = (v: string) => (v === '' ? undefined : v);

/** The penalty in rents: '1,5' aluguéis (a few, never thousands: a '.' is the comma). */
function AlugueisInput(props: MaskedInputProps) {
  return <DecimalInput milhares={false} {...props} />;
}

type EncargosCamposProps = {
  form: Pick<UseFormReturn<ContratoEntrada, unknown, unknown>, 'control' | 'clearErrors'>;
  erro: (campo: Path<ContratoEntrada>) => string | undefined;
  /** The form's id of a field (`${useId()}-campo`). */
  cid: (campo: string) => string;
  /** A new contract: blank percentages take the agency's defaults (the hint says so). */
  isNovo: boolean;
};

/** The 'Encargos' fieldset: late fee and interest, their clause, the owner's share, the multa rescisória. */
function EncargosCampos({ form, erro, cid, isNovo }: EncargosCamposProps) {
  const { control, clearErrors } = form;
  const mascarado = camposMascarados({ form, erro, cid });
  const percentual = (c: 'multaPercentual' | 'jurosMensalPercentual', label: string) => (
    <Field label={label} htmlFor={cid(c)} error={erro(c)} hint={isNovo ? TF.encargosPadraoDica : undefined}>
      <MaskedController
        control={control}
        name={c}
        as={PercentInput}
        id={cid(c)}
        aria-invalid={!!erro(c)}
        aria-describedby={erro(c) ? `${cid(c)}-error` : isNovo ? `${cid(c)}-hint` : undefined}
        paraForm={percentualOuPadrao}
        onEdit={() => clearErrors(c)}
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
      {mascarado('encargosProprietarioPercentual', TF.encargosProprietario, PercentInput, {
        hint: TF.encargosProprietarioDica,
        className: 'sm:col-span-2',
      })}
      {mascarado('multaRescisoriaAlugueis', TG.multaRescisoria, AlugueisInput, {
        hint: TG.multaRescisoriaDica,
        className: 'sm:col-span-2',
      })}
    </fieldset>
  );
}

export { EncargosCampos };
