import {
  MSG,
  PRIORIDADES,
  processoEntradaSchema,
  STATUS_PROCESSO,
  TIPOS_PROCESSO,
  type Processo,
  type ProcessoEntrada,
} from '@morada/domain';
import { useId } from 'react';
import type { z } from 'zod';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Field, FormShell, MaskedField, SelectField, TextField, type FormWidgetProps } from '../field';
import { Input } from '../input';
import { DateInput, MoneyInput } from '../masked-input';
import { Textarea } from '../textarea';
import { valoresPadrao } from '../field/valores-padrao';

const T = MSG.adminUi.processoForm;
type Saida = z.output<typeof processoEntradaSchema>;
type Campo = Exclude<keyof ProcessoEntrada, 'documentos'>;

type LegalCaseFormProps = FormWidgetProps<Saida> & {
  /** O processo em edição (preenche o formulário); `null` ou ausente para um novo. */
  processo?: Processo | null;
  /** “Cancelar”: fecha o formulário sem salvar. */
  onCancel: () => void;
};

/**
 * Formulário de processo jurídico: número, descrição e advogado responsável são obrigatórios; os padrões são
 * Despejo, Aberto, Média e valor 0.
 */
function LegalCaseForm({ processo, onSubmit, errosServidor, ...props }: LegalCaseFormProps) {
  const id = useId();
  const form = useFormulario(processoEntradaSchema, {
    defaultValues: {
      ...valoresPadrao(processo, {
        numero: '',
        tipo: 'Despejo',
        contratoId: '',
        status: 'Aberto',
        prioridade: 'Média',
        descricao: '',
        advogadoResponsavel: '',
        partesEnvolvidas: '',
        dataPrazo: '',
        observacoes: '',
      }),
      valor: processo ? String(processo.valor) : '0',
    },
    reValidateMode: 'onSubmit',
    errosServidor,
  });
  const { handleSubmit } = form;
  const campos = camposDoFormulario(form, id);
  const { cid, reg, erro: msg } = campos;
  const select = (c: Campo, label: string, opcoes: readonly string[]) => (
    <SelectField campos={campos} nome={c} label={label} opcoes={opcoes} />
  );
  return (
    <FormShell
      slot="legal-case-form"
      onSubmit={handleSubmit((dados) => onSubmit(dados))}
      submitLabel={processo ? MSG.admin.atualizar : MSG.admin.criar}
      {...props}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField campos={campos} nome="numero" label={T.numero} />
        {select('tipo', T.tipo, TIPOS_PROCESSO)}
        {select('status', T.status, STATUS_PROCESSO)}
        {select('prioridade', T.prioridade, PRIORIDADES)}
      </div>
      <Field label={T.descricao} htmlFor={cid('descricao')} error={msg('descricao')}>
        <Textarea id={cid('descricao')} rows={3} aria-invalid={!!msg('descricao')} {...reg('descricao')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField campos={campos} nome="advogadoResponsavel" label={T.advogado} />
        <Field label={T.partes} htmlFor={cid('partesEnvolvidas')}>
          <Input id={cid('partesEnvolvidas')} {...reg('partesEnvolvidas')} />
        </Field>
        <Field label={T.contrato} htmlFor={cid('contratoId')}>
          <Input id={cid('contratoId')} {...reg('contratoId')} />
        </Field>
        <MaskedField form={form} campos={campos} nome="dataPrazo" label={T.dataPrazo} as={DateInput} />
        <MaskedField form={form} campos={campos} nome="valor" label={T.valor} as={MoneyInput} />
      </div>
      <Field label={T.observacoes} htmlFor={cid('observacoes')}>
        <Textarea id={cid('observacoes')} rows={2} {...reg('observacoes')} />
      </Field>
    </FormShell>
  );
}

export { LegalCaseForm };
export type { LegalCaseFormProps };
