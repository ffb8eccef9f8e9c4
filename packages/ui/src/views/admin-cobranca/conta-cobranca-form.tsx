import {
  BANCOS_COBRANCA,
  CODIGOS_BANCO,
  contaCobrancaEntradaSchema,
  LAYOUTS_CNAB,
  MSG_COBRANCA_BANCARIA,
  MSG_COBRANCA_UI,
  type ContaCobranca,
  type ContaCobrancaDados,
  type ContaCobrancaEntrada,
} from '@morada/domain';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Field, FormError } from '../../components/field';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { NativeSelect } from '../../components/select/native-select';
import { cn } from '../../lib/cn';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';

const C = MSG_COBRANCA_BANCARIA.campos;
const T = MSG_COBRANCA_UI.contas;

/** The form's fields: a server error naming another one goes above the buttons. */
const CAMPOS = new Set<string>([...Object.keys(C), 'ativa']);

const valoresIniciais = (conta: ContaCobranca | null): ContaCobrancaEntrada => ({
  nome: conta?.nome ?? '',
  banco: conta?.banco ?? ('' as ContaCobrancaEntrada['banco']),
  agencia: conta?.agencia ?? '',
  agenciaDv: conta?.agenciaDv ?? '',
  conta: conta?.conta ?? '',
  contaDv: conta?.contaDv ?? '',
  carteira: conta?.carteira ?? '',
  convenio: conta?.convenio ?? '',
  layout: conta?.layout ?? 'cnab240',
  proximaRemessa: conta?.proximaRemessa ?? 1,
  proximoNossoNumero: conta?.proximoNossoNumero ?? 1,
  ativa: conta?.ativa ?? true,
});

/** Each text field: its name, whether it is a short one (check digits), an optional hint. */
type CampoTexto = 'nome' | 'agencia' | 'agenciaDv' | 'conta' | 'contaDv' | 'carteira' | 'convenio';
const NUMERICOS: readonly CampoTexto[] = ['agencia', 'agenciaDv', 'conta', 'contaDv', 'carteira', 'convenio'];

type ContaCobrancaFormProps = {
  /** A conta editada; `null` cadastra uma nova. */
  conta: ContaCobranca | null;
  /** `{ campo: mensagem }` devolvidos pelo servidor: cada um aparece sob o seu campo. */
  errosServidor?: Record<string, string>;
  /** Enquanto salva: o botão fica desabilitado e diz “Salvando...”. */
  busy?: boolean;
  /** Os dados válidos da conta, prontos para o POST ou o PUT. */
  onSubmit: (dados: ContaCobrancaDados) => void;
  /** “Cancelar”: fecha sem salvar. */
  onCancelar: () => void;
};

/** Formulário de uma conta de cobrança: banco, agência e conta com os dígitos, carteira, convênio, layout CNAB e numerações. */
function ContaCobrancaForm({
  conta,
  errosServidor,
  busy = false,
  onSubmit,
  onCancelar,
}: ContaCobrancaFormProps) {
  const id = useId();
  const form = useFormulario(contaCobrancaEntradaSchema, {
    defaultValues: valoresIniciais(conta),
    errosServidor,
    campos: CAMPOS,
  });
  const { handleSubmit, control, formState } = form;
  const { cid, reg, erro } = camposDoFormulario(form, id);

  const texto = (c: CampoTexto, className?: string, hint?: string) => (
    <Field
      key={c}
      className={cn('content-start', className)}
      label={C[c]}
      htmlFor={cid(c)}
      error={erro(c)}
      hint={hint}
    >
      <Input
        id={cid(c)}
        autoComplete="off"
        inputMode={NUMERICOS.includes(c) && c !== 'agenciaDv' && c !== 'contaDv' ? 'numeric' : undefined}
        {...reg(c)}
      />
    </Field>
  );
  const sequencia = (c: 'proximaRemessa' | 'proximoNossoNumero') => (
    <Field
      className="content-start"
      label={C[c]}
      htmlFor={cid(c)}
      error={erro(c)}
      hint={conta ? T.dicaSequencia : undefined}
    >
      <Input id={cid(c)} type="number" min={1} step={1} inputMode="numeric" {...reg(c)} />
    </Field>
  );

  return (
    <form
      data-slot="conta-cobranca-form"
      noValidate
      onSubmit={handleSubmit((dados) => onSubmit(dados))}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {texto('nome', 'sm:col-span-2')}
        <Field className="content-start" label={C.banco} htmlFor={cid('banco')} error={erro('banco')}>
          <NativeSelect id={cid('banco')} {...reg('banco')}>
            <option value="">{T.escolhaBanco}</option>
            {CODIGOS_BANCO.map((codigo) => (
              <option key={codigo} value={codigo}>
                {`${codigo} — ${BANCOS_COBRANCA[codigo]}`}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field className="content-start" label={C.layout} htmlFor={cid('layout')} error={erro('layout')}>
          <NativeSelect id={cid('layout')} {...reg('layout')}>
            {LAYOUTS_CNAB.map((l) => (
              <option key={l} value={l}>
                {T.layouts[l]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {texto('agencia')}
        {texto('agenciaDv', undefined, T.dicaDv)}
        {texto('conta')}
        {texto('contaDv', undefined, T.dicaDv)}
        {texto('carteira')}
        {texto('convenio')}
        {sequencia('proximaRemessa')}
        {sequencia('proximoNossoNumero')}
        <div className="flex items-center gap-2 sm:col-span-2">
          <Controller
            control={control}
            name="ativa"
            render={({ field }) => (
              <Checkbox
                id={cid('ativa')}
                checked={field.value ?? true}
                onCheckedChange={(v) => field.onChange(v === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor={cid('ativa')}>{T.campoAtiva}</Label>
        </div>
      </div>
      <FormError message={formState.errors.root?.server?.message} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancelar} disabled={busy}>
          {T.cancelar}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? T.salvando : T.salvar}
        </Button>
      </div>
    </form>
  );
}

export { ContaCobrancaForm };
export type { ContaCobrancaFormProps };
