import { MSG_CICLO_UI, type RescisaoEntradaValida, type RescisaoFormValues } from '@morada/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/button';
import { Field, fieldControlAria, FormError } from '../../components/field';
import { Input } from '../../components/input';
import { MaskedController, MoneyInput, type MaskedInputProps } from '../../components/masked-input';

const T = MSG_CICLO_UI.rescisao;
const MAX_AJUSTES = 20;
/** A line may be a credit: 'R$ -150,00'. */
const MoneyComSinal = (props: MaskedInputProps) => <MoneyInput negativo {...props} />;

type RescisaoAjustesProps = {
  form: UseFormReturn<RescisaoFormValues, unknown, RescisaoEntradaValida>;
  idBase: string;
};

/** 'Outros lançamentos': description and signed amount lines (a negative one is a credit). */
function RescisaoAjustes({ form, idBase }: RescisaoAjustesProps) {
  const { control, register, formState, clearErrors } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'ajustes' });
  const erros = formState.errors.ajustes;
  return (
    <fieldset className="space-y-2" aria-describedby={`${idBase}-dica`}>
      <legend className="text-sm font-medium">{T.ajustes}</legend>
      <p id={`${idBase}-dica`} className="text-xs text-muted-foreground">
        {T.ajustesDica}
      </p>
      {fields.map((f, i) => {
        const descricao = `${idBase}-${f.id}-descricao`;
        const valor = `${idBase}-${f.id}-valor`;
        const erroDescricao = erros?.[i]?.descricao?.message;
        const erroValor = erros?.[i]?.valor?.message;
        return (
          <div
            key={f.id}
            className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[1fr_10rem_auto]"
          >
            <Field
              className="col-span-2 sm:col-span-1"
              label={T.campos.ajusteDescricao}
              htmlFor={descricao}
              error={erroDescricao}
            >
              <Input
                id={descricao}
                autoComplete="off"
                {...fieldControlAria(descricao, { error: erroDescricao })}
                {...register(`ajustes.${i}.descricao`, {
                  onChange: () => clearErrors(`ajustes.${i}.descricao`),
                })}
              />
            </Field>
            <Field label={T.campos.ajusteValor} htmlFor={valor} error={erroValor}>
              <MaskedController
                control={control}
                name={`ajustes.${i}.valor`}
                as={MoneyComSinal}
                id={valor}
                autoComplete="off"
                {...fieldControlAria(valor, { error: erroValor })}
                onEdit={() => clearErrors(`ajustes.${i}.valor`)}
              />
            </Field>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              className="mt-7 size-10"
              aria-label={T.removerAjuste(i + 1)}
              title={T.removerAjuste(i + 1)}
              onClick={() => remove(i)}
            >
              <Trash2 className="size-4 text-destructive" aria-hidden />
            </Button>
          </div>
        );
      })}
      <FormError message={erros?.root?.message || erros?.message} />
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={fields.length >= MAX_AJUSTES}
        onClick={() => append({ descricao: '', valor: '' })}
      >
        <Plus className="size-4" aria-hidden />
        {T.adicionarAjuste}
      </Button>
    </fieldset>
  );
}

export { RescisaoAjustes };
