import {
  dadosRepasseEntradaSchema,
  MSG_ADMINISTRACAO_UI,
  MSG_REPASSE,
  type DadosRepasse,
  type DadosRepasseEntrada,
} from '@morada/domain';
import { useId, type ComponentProps } from 'react';
import type { z } from 'zod';
import { mostrarErrosDoServidor } from '../../lib/erros-servidor';
import { cn } from '../../lib/cn';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Field, fieldControlAria, FormError, FormShell } from '../field';
import { Input } from '../input';
import { DocumentoInput, MaskedController } from '../masked-input';

const C = MSG_REPASSE.campos;
const T = MSG_ADMINISTRACAO_UI.dadosRepasse;

type Valores = {
  documento: string;
  titular: string;
  banco: string;
  agencia: string;
  conta: string;
  chavePix: string;
};
type Campo = keyof Valores;
type DadosRepasseValidos = z.output<typeof dadosRepasseEntradaSchema>;

const CAMPOS = new Set<string>(['documento', 'titular', 'banco', 'agencia', 'conta', 'chavePix']);

/** The stored digits the way people write them: 000.000.000-00 or 00.000.000/0000-00. */
const documentoNoCampo = (d: string) =>
  d.length === 11
    ? d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')
    : d.length === 14
      ? d.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')
      : d;

const valoresIniciais = (d: DadosRepasse | null): Valores => ({
  documento: d ? documentoNoCampo(d.documento) : '',
  titular: d?.titular ?? '',
  banco: d?.banco ?? '',
  agencia: d?.agencia ?? '',
  conta: d?.conta ?? '',
  chavePix: d?.chavePix ?? '',
});

/** Each field: label, whether it takes the whole row, an optional hint. */
const LINHAS: readonly [campo: Campo, label: string, largo: boolean, dica?: string][] = [
  ['documento', C.documento, false],
  ['titular', C.titular, false],
  ['banco', C.banco, true],
  ['agencia', C.agencia, false],
  ['conta', C.conta, false],
  ['chavePix', C.chavePix, true, T.chavePixDica],
];

type DadosRepasseFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** Os dados salvos do proprietário; `null` quando ainda não há nenhum. */
  dados: DadosRepasse | null;
  /** PUT /api/usuarios/:id/dados-repasse; rejeita quando recusado (erros de campo via `errosDoErro`). */
  onSalvar: (dados: DadosRepasseEntrada) => Promise<void>;
  /** “Cancelar”: fecha sem salvar. */
  onCancelar?: () => void;
  /** `{ campo: mensagem }` de uma recusa (o app conhece o tipo do erro; o formulário não). */
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
};

/** Formulário com o CPF ou CNPJ do proprietário e a conta em que os repasses dele são pagos. */
function DadosRepasseForm({ dados, onSalvar, onCancelar, errosDoErro, ...props }: DadosRepasseFormProps) {
  const id = useId();
  const form = useFormulario(dadosRepasseEntradaSchema, {
    defaultValues: valoresIniciais(dados),
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState, setError, clearErrors, control } = form;
  const enviar = handleSubmit(async (validos) => {
    try {
      await onSalvar(validos);
    } catch (e) {
      mostrarErrosDoServidor(setError, errosDoErro?.(e), CAMPOS);
    }
  });
  const { cid, erro } = camposDoFormulario(form, id);

  return (
    <FormShell
      slot="dados-repasse-form"
      onSubmit={enviar}
      onCancel={onCancelar}
      busy={formState.isSubmitting}
      {...props}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {LINHAS.map(([c, label, largo, dica]) => (
          <Field
            key={c}
            className={cn('content-start', largo && 'sm:col-span-2')}
            label={label}
            htmlFor={cid(c)}
            error={erro(c)}
            hint={dica}
          >
            {c === 'documento' ? (
              <MaskedController
                control={control}
                name={c}
                as={DocumentoInput}
                id={cid(c)}
                {...fieldControlAria(cid(c), { error: erro(c), hint: dica })}
                onEdit={() => {
                  clearErrors(c);
                  clearErrors('root.server');
                }}
              />
            ) : (
              <Input
                id={cid(c)}
                autoComplete="off"
                {...fieldControlAria(cid(c), { error: erro(c), hint: dica })}
                {...register(c, {
                  onChange: () => {
                    clearErrors(c);
                    clearErrors('root.server');
                  },
                })}
              />
            )}
          </Field>
        ))}
      </div>
      <FormError message={formState.errors.root?.server?.message} />
    </FormShell>
  );
}

export { DadosRepasseForm };
export type { DadosRepasseFormProps, DadosRepasseValidos };
