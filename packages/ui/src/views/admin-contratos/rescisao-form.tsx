import {
  DESTINOS_CAUCAO,
  MOTIVOS_RESCISAO,
  MSG,
  MSG_CICLO,
  MSG_CICLO_UI,
  rescisaoFormSchema,
  type CalculoRescisaoReais,
  type Contrato,
  type Rescisao,
  type RescisaoEntradaValida,
  type RescisaoFormValues,
} from '@morada/domain';
import { useId, useState } from 'react';
import { Controller, useWatch, type Path } from 'react-hook-form';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Field, fieldControlAria, FormError } from '../../components/field';
import { Label } from '../../components/label';
import { DateInput } from '../../components/masked-input';
import { NativeSelect } from '../../components/select';
import { Textarea } from '../../components/textarea';
import { mostrarErrosDoServidor } from '../../lib/erros-servidor';
import { RescisaoAcerto } from './rescisao-acerto';
import { RescisaoAjustes } from './rescisao-ajustes';
import { CampoMascarado, ligarCampos } from '../../components/field/campo-mascarado';

const C = MSG_CICLO.rescisao;
const T = MSG_CICLO_UI.rescisao;
const CAMPOS = new Set(['dataSaida', 'motivo', 'dispensarMulta', 'caucaoDestino', 'observacoes', 'ajustes']);

type RescisaoFormProps = {
  contrato: Contrato;
  /** The default date of leaving ('YYYY-MM-DD'). */
  hoje: string;
  onSimular: (dados: RescisaoEntradaValida) => Promise<CalculoRescisaoReais>;
  onConfirmar: (dados: RescisaoEntradaValida) => Promise<Rescisao>;
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  /** The rescisão was recorded: the dialog shows it. */
  onConcluida: (rescisao: Rescisao) => void;
  onCancelar: () => void;
};

/**
 * The rescisão's data, 'Calcular acerto' (the server's settlement, shown as a table) and then
 * 'Confirmar rescisão' with the very data that was calculated; any change asks for a new calculation.
 */
function RescisaoForm({
  contrato,
  hoje,
  onSimular,
  onConfirmar,
  errosDoErro,
  onConcluida,
  onCancelar,
}: RescisaoFormProps) {
  const id = useId();
  const form = useFormulario(rescisaoFormSchema, {
    defaultValues: {
      dataSaida: hoje,
      motivo: '',
      dispensarMulta: false,
      caucaoDestino: 'abater',
      ajustes: [],
      observacoes: '',
    },
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState, setError, clearErrors, control } = form;
  const valores = useWatch({ control });
  const [simulacao, setSimulacao] = useState<{
    entrada: string;
    dados: RescisaoEntradaValida;
    calculo: CalculoRescisaoReais;
  } | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const temCaucao = contrato.garantia?.tipo === 'caucao';
  const motivo = valores.motivo;
  const desatualizada = !!simulacao && simulacao.entrada !== JSON.stringify(valores);

  const mostrarErros = (e: unknown) => mostrarErrosDoServidor(setError, errosDoErro?.(e), CAMPOS);
  const calcular = handleSubmit(async (bruto) => {
    // Hidden fields never count: the waiver is only for the tenant leaving, the destination only for a caução.
    const dados: RescisaoEntradaValida = {
      ...bruto,
      dispensarMulta: bruto.motivo === 'pelo-locatario' && bruto.dispensarMulta,
      caucaoDestino: temCaucao ? bruto.caucaoDestino : 'abater',
    };
    const entrada = JSON.stringify(form.getValues());
    try {
      setSimulacao({ entrada, dados, calculo: await onSimular(dados) });
    } catch (e) {
      setSimulacao(null);
      mostrarErros(e);
    }
  });
  const confirmar = async () => {
    if (!simulacao || desatualizada) return;
    setConfirmando(true);
    try {
      onConcluida(await onConfirmar(simulacao.dados));
    } catch (e) {
      mostrarErros(e);
    } finally {
      setConfirmando(false);
    }
  };

  const { cid, erro } = camposDoFormulario(form, id);
  const editado = (c: Path<RescisaoFormValues>) => {
    clearErrors(c);
    clearErrors('root.server');
  };
  const reg = (c: Path<RescisaoFormValues>) => register(c, { onChange: () => editado(c) });
  const campo = ligarCampos(control, cid, erro, editado);
  const ocupado = formState.isSubmitting || confirmando;

  return (
    <form noValidate aria-label={T.titulo(contrato.numero)} onSubmit={calcular} className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <CampoMascarado
          campo={campo('dataSaida', 'data')}
          classeCampo="content-start"
          label={T.campos.dataSaida}
          as={DateInput}
          min={contrato.dataInicio}
        />
        <Field
          className="content-start"
          label={T.campos.motivo}
          htmlFor={cid('motivo')}
          error={erro('motivo')}
        >
          <NativeSelect
            id={cid('motivo')}
            {...fieldControlAria(cid('motivo'), { error: erro('motivo') })}
            {...reg('motivo')}
          >
            <option value="" disabled>
              {T.selecioneMotivo}
            </option>
            {MOTIVOS_RESCISAO.map((m) => (
              <option key={m} value={m}>
                {C.motivos[m]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {motivo === 'pelo-locatario' ? (
        <div className="flex items-start gap-2">
          <Controller
            control={control}
            name="dispensarMulta"
            render={({ field }) => (
              <Checkbox
                id={cid('dispensar')}
                checked={!!field.value}
                onCheckedChange={(v) => field.onChange(v === true)}
                onBlur={field.onBlur}
                aria-describedby={`${cid('dispensar')}-hint`}
                className="mt-0.5"
              />
            )}
          />
          <div className="grid gap-1">
            <Label htmlFor={cid('dispensar')}>{T.campos.dispensarMulta}</Label>
            <p id={`${cid('dispensar')}-hint`} className="text-xs text-muted-foreground">
              {T.dispensarMultaDica}
            </p>
          </div>
        </div>
      ) : null}
      {temCaucao ? (
        <Field label={T.campos.caucaoDestino} htmlFor={cid('caucao')} error={erro('caucaoDestino')}>
          <NativeSelect id={cid('caucao')} {...reg('caucaoDestino')}>
            {DESTINOS_CAUCAO.map((d) => (
              <option key={d} value={d}>
                {C.caucaoDestinos[d]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      <RescisaoAjustes form={form} idBase={cid('ajuste')} />
      <Field label={MSG.adminUi.contratoForm.observacoes} htmlFor={cid('obs')} error={erro('observacoes')}>
        <Textarea id={cid('obs')} rows={2} {...reg('observacoes')} />
      </Field>
      <FormError message={formState.errors.root?.server?.message} />
      {simulacao ? <RescisaoAcerto calculo={simulacao.calculo} /> : null}
      {desatualizada ? (
        <p role="status" className="text-sm text-muted-foreground">
          {T.recalcular}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancelar} disabled={ocupado}>
          {MSG.admin.cancelar}
        </Button>
        <Button
          type="submit"
          variant={simulacao && !desatualizada ? 'outline' : 'default'}
          disabled={ocupado}
        >
          {formState.isSubmitting ? T.calculando : T.calcular}
        </Button>
        {simulacao && !desatualizada ? (
          <Button type="button" variant="destructive" onClick={() => void confirmar()} disabled={ocupado}>
            {confirmando ? T.confirmando : T.confirmar}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export { RescisaoForm };
export type { RescisaoFormProps };
