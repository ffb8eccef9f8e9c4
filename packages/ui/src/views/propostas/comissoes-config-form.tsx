import {
  configuracaoComissoesSchema,
  MSG_PROPOSTAS_UI,
  PARTES_COMISSAO,
  type ConfiguracaoComissoes,
} from '@morada/domain';
import { useId } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { Field, FormShell, type FormWidgetProps } from '../../components/field';
import { Input } from '../../components/input';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';

const T = MSG_PROPOSTAS_UI.configuracao;
const CAMPOS = new Set(['percentualVenda', 'percentualLocacao', 'divisao']);

type ComissoesConfigFormProps = FormWidgetProps<ConfiguracaoComissoes> & {
  /** A configuração salva (GET /api/admin/comissoes/configuracao). */
  configuracao: ConfiguracaoComissoes;
};

/**
 * A configuração das comissões (admin): o percentual de venda e o de locação, e a divisão entre
 * imobiliária, captador e vendedor, que precisa somar 100% (a soma aparece enquanto se digita).
 */
function ComissoesConfigForm({
  configuracao,
  onSubmit,
  errosServidor,
  busy,
  ...props
}: ComissoesConfigFormProps) {
  const id = useId();
  const form = useFormulario(configuracaoComissoesSchema, {
    defaultValues: configuracao,
    errosServidor,
    campos: CAMPOS,
  });
  const { cid, erro } = camposDoFormulario(form, id);
  const divisao = useWatch({ control: form.control, name: 'divisao' });
  const soma = PARTES_COMISSAO.reduce((s, p) => s + (Number(divisao[p]) || 0), 0);
  const erroDivisao = erro('divisao') ?? form.formState.errors.divisao?.root?.message;
  const percentual = (nome: Path<ConfiguracaoComissoes>, rotulo: string) => (
    <Field label={rotulo} htmlFor={cid(nome)} error={erro(nome)}>
      <Input
        id={cid(nome)}
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.01}
        aria-invalid={!!erro(nome)}
        {...form.register(nome, {
          valueAsNumber: true,
          onChange: () => form.clearErrors(nome.startsWith('divisao') ? ['divisao', nome] : nome),
        })}
      />
    </Field>
  );
  return (
    <FormShell
      slot="comissoes-config-form"
      onSubmit={(e) => void form.handleSubmit((dados) => onSubmit(dados))(e)}
      busy={busy}
      submitLabel={T.salvar}
      {...props}
    >
      <h2 className="text-lg font-semibold">{T.titulo}</h2>
      <p className="text-sm text-muted-foreground">{T.ajuda}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {percentual('percentualVenda', T.percentualVenda)}
        {percentual('percentualLocacao', T.percentualLocacao)}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-medium">{T.divisao}</legend>
        {percentual('divisao.agencia', T.agencia)}
        {percentual('divisao.captador', T.captador)}
        {percentual('divisao.vendedor', T.vendedor)}
      </fieldset>
      <p
        role={erroDivisao ? 'alert' : undefined}
        className={soma === 100 ? 'text-sm text-muted-foreground' : 'text-sm text-destructive'}
      >
        {T.soma(soma)}
        {erroDivisao ? ` — ${erroDivisao}` : null}
      </p>
    </FormShell>
  );
}

export { ComissoesConfigForm };
export type { ComissoesConfigFormProps };
