import {
  formatBRL,
  formatCompetencia,
  formatData,
  isDataReal,
  MEIOS_PAGAMENTO,
  MSG,
  MSG_FINANCEIRO,
  pagarSchema,
  type Pagamento,
  type PagarEntrada,
  type ValorDevido,
} from '@morada/domain';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { DateInput, MaskedController, MoneyInput } from '../../components/masked-input';
import { NativeSelect } from '../../components/select';

const F = MSG_FINANCEIRO;
const T = MSG.adminUi.contratos;

/** What 'Confirmar' sends: PATCH /api/pagamentos/:id/pagar's body, parsed by the server's schema. */
type PagarDados = z.output<typeof pagarSchema>;

/** Reais as the form keeps them ('4072.41'); the money input shows 'R$ 4.072,41'. */
const valorNoCampo = (reais: number) => String(reais);

type RegistrarPagamentoFormProps = {
  pagamento: Pagamento;
  /** The agency's day ('YYYY-MM-DD'): the default date and the latest one accepted. */
  hoje: string;
  onCalcularDevido: (pagamento: Pagamento, data: string) => Promise<ValorDevido>;
  /** Rejects when the server refused: the form stays open with the field errors under the fields. */
  onConfirmar: (dados: PagarDados) => Promise<unknown>;
  /** { campo: mensagem } of a rejection (the app knows its error type; the view does not). */
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  onCancelar: () => void;
};

/**
 * 'Registrar pagamento': date, amount received and means. The amount due on the chosen date comes
 * from the server (multa and juros included) and pre-fills the amount until the admin types one.
 */
function RegistrarPagamentoForm({
  pagamento,
  hoje,
  onCalcularDevido,
  onConfirmar,
  errosDoErro,
  onCancelar,
}: RegistrarPagamentoFormProps) {
  const id = useId();
  const form = useFormulario(pagarSchema, {
    defaultValues: { dataPagamento: hoje, valorRecebido: '' },
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, formState, setError, clearErrors, control, getValues, setValue } = form;
  const data = useWatch({ control, name: 'dataPagamento' }) ?? '';
  // Only a whole date is compared: text still being typed ('31/0') is no date, future or past.
  const futura = isDataReal(data) && data > hoje;
  const consultavel = isDataReal(data) && !futura;
  /** The server's answer for a date; only the one for the date on screen is shown. */
  const [resposta, setResposta] = useState<{ data: string; devido: ValorDevido | null } | null>(null);
  const atual = consultavel && resposta?.data === data ? resposta : null;
  const devido = atual?.devido ?? null;
  const calculo = !consultavel ? null : !atual ? 'calculando' : atual.devido ? null : 'falhou';
  /** The last suggestion put in the amount field: replaced by the next one unless the admin typed. */
  const sugerido = useRef('');
  // Reads the latest callback and payment, so a parent re-render does not fetch again.
  const calcular = useEffectEvent((dia: string) => onCalcularDevido(pagamento, dia));

  useEffect(() => {
    if (!consultavel) return;
    let valendo = true;
    calcular(data).then(
      (r) => {
        if (!valendo) return;
        setResposta({ data, devido: r });
        const valor = getValues('valorRecebido');
        if (valor === '' || valor === sugerido.current) {
          sugerido.current = valorNoCampo(r.total);
          setValue('valorRecebido', sugerido.current);
        }
      },
      () => valendo && setResposta({ data, devido: null }),
    );
    return () => {
      valendo = false;
    };
  }, [data, consultavel, getValues, setValue]);

  const enviar = handleSubmit(async (dados) => {
    if (dados.dataPagamento > hoje) return;
    try {
      await onConfirmar(dados);
    } catch (e) {
      for (const [campo, mensagem] of Object.entries(errosDoErro?.(e) ?? {}))
        setError(campo as Path<PagarEntrada>, { type: 'server', message: mensagem });
    }
  });
  const { cid, reg, erro } = camposDoFormulario(form, id);
  const erroData = erro('dataPagamento') ?? (futura ? F.erros.dataFutura : undefined);
  const temEncargos = !!devido && (devido.multa > 0 || devido.juros > 0);

  return (
    <form
      noValidate
      aria-label={F.dialogo.registrarDe(formatCompetencia(pagamento.competencia))}
      onSubmit={enviar}
      className="space-y-3"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          className="content-start"
          label={F.campos.dataPagamento}
          htmlFor={cid('data')}
          error={erroData}
        >
          <MaskedController
            control={control}
            name="dataPagamento"
            as={DateInput}
            id={cid('data')}
            max={hoje}
            aria-invalid={!!erroData}
            aria-describedby={erroData ? `${cid('data')}-error` : undefined}
            onEdit={() => clearErrors('dataPagamento')}
          />
        </Field>
        <Field
          className="content-start"
          label={F.campos.valorRecebido}
          htmlFor={cid('valor')}
          error={erro('valorRecebido')}
          hint={F.dialogo.valorRecebidoDica}
        >
          <MaskedController
            control={control}
            name="valorRecebido"
            as={MoneyInput}
            id={cid('valor')}
            autoComplete="off"
            aria-invalid={!!erro('valorRecebido')}
            aria-describedby={`${cid('valor')}-hint${erro('valorRecebido') ? ` ${cid('valor')}-error` : ''}`}
            onEdit={() => clearErrors('valorRecebido')}
          />
        </Field>
        <Field className="content-start" label={F.campos.meio} htmlFor={cid('meio')} error={erro('meio')}>
          <NativeSelect
            id={cid('meio')}
            defaultValue=""
            aria-invalid={!!erro('meio')}
            aria-describedby={erro('meio') ? `${cid('meio')}-error` : undefined}
            {...reg('meio')}
          >
            <option value="" disabled>
              {F.dialogo.selecioneMeio}
            </option>
            {MEIOS_PAGAMENTO.map((m) => (
              <option key={m} value={m}>
                {F.meios[m]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div role="status" aria-live="polite" className="space-y-1 text-sm">
        {calculo === 'calculando' ? (
          <p className="text-muted-foreground">{F.dialogo.calculandoDevido}</p>
        ) : calculo === 'falhou' ? (
          <p className="text-destructive">{F.dialogo.erroDevido}</p>
        ) : devido ? (
          <>
            {/* A no-break space: "R$" never ends a line away from its number. */}
            <p className="font-medium">{F.devidoSugestao(formatBRL(devido.total).replace(' ', '\u00a0'))}</p>
            {temEncargos ? (
              <p className="text-muted-foreground">
                {F.dialogo.devidoDetalhe(
                  formatBRL(devido.principal),
                  formatBRL(devido.multa),
                  formatBRL(devido.juros),
                )}
              </p>
            ) : null}
            {devido.prazo !== pagamento.vencimento ? (
              <p className="text-muted-foreground">{F.semEncargosAte(formatData(devido.prazo))}</p>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={onCancelar}
          disabled={formState.isSubmitting}
        >
          {MSG.admin.cancelar}
        </Button>
        <Button type="submit" size="sm" disabled={formState.isSubmitting || futura}>
          {formState.isSubmitting ? MSG.admin.salvando : T.confirmar}
        </Button>
      </div>
    </form>
  );
}

export { RegistrarPagamentoForm };
export type { PagarDados, RegistrarPagamentoFormProps };
