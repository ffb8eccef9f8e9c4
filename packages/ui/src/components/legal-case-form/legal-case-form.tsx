import {
  MSG,
  PRIORIDADES,
  processoEntradaSchema,
  STATUS_PROCESSO,
  TIPOS_PROCESSO,
  type Processo,
  type ProcessoEntrada,
} from '@morada/domain';
import { useId, type ComponentProps } from 'react';
import type { z } from 'zod';
import { cn } from '../../lib/cn';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import { DateInput, MaskedController, MoneyInput } from '../masked-input';
import { NativeSelect } from '../select';
import { Textarea } from '../textarea';

const T = MSG.adminUi.processoForm;
type Saida = z.output<typeof processoEntradaSchema>;
type Campo = Exclude<keyof ProcessoEntrada, 'documentos'>;

type LegalCaseFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** O processo em edição (preenche o formulário); `null` ou ausente para um novo. */
  processo?: Processo | null;
  /** “Criar” ou “Atualizar” com os dados válidos do processo. */
  onSubmit: (dados: Saida) => void;
  /** “Cancelar”: fecha o formulário sem salvar. */
  onCancel: () => void;
  /** Salvando: o botão mostra “Salvando...” e fica desabilitado. */
  busy?: boolean;
  /** `{ campo: mensagem }` devolvidos pelo servidor, mostrados sob os campos. */
  errosServidor?: Record<string, string>;
};

/**
 * Formulário de processo jurídico: número, descrição e advogado responsável são obrigatórios; os padrões são
 * Despejo, Aberto, Média e valor 0.
 */
function LegalCaseForm({
  processo,
  onSubmit,
  onCancel,
  busy = false,
  errosServidor,
  className,
  ...props
}: LegalCaseFormProps) {
  const id = useId();
  const form = useFormulario(processoEntradaSchema, {
    defaultValues: {
      numero: processo?.numero ?? '',
      tipo: processo?.tipo ?? 'Despejo',
      contratoId: processo?.contratoId ?? '',
      status: processo?.status ?? 'Aberto',
      prioridade: processo?.prioridade ?? 'Média',
      descricao: processo?.descricao ?? '',
      advogadoResponsavel: processo?.advogadoResponsavel ?? '',
      partesEnvolvidas: processo?.partesEnvolvidas ?? '',
      dataPrazo: processo?.dataPrazo ?? '',
      valor: processo ? String(processo.valor) : '0',
      observacoes: processo?.observacoes ?? '',
    },
    reValidateMode: 'onSubmit',
    errosServidor,
  });
  const { control, handleSubmit, clearErrors } = form;
  const { cid, reg, erro: msg } = camposDoFormulario(form, id);
  const select = (c: Campo, label: string, opcoes: readonly string[]) => (
    <Field label={label} htmlFor={cid(c)}>
      <NativeSelect id={cid(c)} {...reg(c)}>
        {opcoes.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </NativeSelect>
    </Field>
  );
  return (
    <form
      data-slot="legal-case-form"
      noValidate
      onSubmit={handleSubmit((dados) => onSubmit(dados))}
      className={cn('space-y-4', className)}
      {...props}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={T.numero} htmlFor={cid('numero')} error={msg('numero')}>
          <Input id={cid('numero')} aria-invalid={!!msg('numero')} {...reg('numero')} />
        </Field>
        {select('tipo', T.tipo, TIPOS_PROCESSO)}
        {select('status', T.status, STATUS_PROCESSO)}
        {select('prioridade', T.prioridade, PRIORIDADES)}
      </div>
      <Field label={T.descricao} htmlFor={cid('descricao')} error={msg('descricao')}>
        <Textarea id={cid('descricao')} rows={3} aria-invalid={!!msg('descricao')} {...reg('descricao')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={T.advogado} htmlFor={cid('advogadoResponsavel')} error={msg('advogadoResponsavel')}>
          <Input
            id={cid('advogadoResponsavel')}
            aria-invalid={!!msg('advogadoResponsavel')}
            {...reg('advogadoResponsavel')}
          />
        </Field>
        <Field label={T.partes} htmlFor={cid('partesEnvolvidas')}>
          <Input id={cid('partesEnvolvidas')} {...reg('partesEnvolvidas')} />
        </Field>
        <Field label={T.contrato} htmlFor={cid('contratoId')}>
          <Input id={cid('contratoId')} {...reg('contratoId')} />
        </Field>
        <Field label={T.dataPrazo} htmlFor={cid('dataPrazo')} error={msg('dataPrazo')}>
          <MaskedController
            control={control}
            name="dataPrazo"
            as={DateInput}
            id={cid('dataPrazo')}
            onEdit={() => clearErrors('dataPrazo')}
          />
        </Field>
        <Field label={T.valor} htmlFor={cid('valor')} error={msg('valor')}>
          <MaskedController
            control={control}
            name="valor"
            as={MoneyInput}
            id={cid('valor')}
            onEdit={() => clearErrors('valor')}
          />
        </Field>
      </div>
      <Field label={T.observacoes} htmlFor={cid('observacoes')}>
        <Textarea id={cid('observacoes')} rows={2} {...reg('observacoes')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {MSG.admin.cancelar}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? MSG.admin.salvando : processo ? MSG.admin.atualizar : MSG.admin.criar}
        </Button>
      </div>
    </form>
  );
}

export { LegalCaseForm };
export type { LegalCaseFormProps };
