import {
  caucaoMaxima,
  formatBRL,
  garantiaFormSchema,
  MSG_CICLO,
  MSG_CICLO_UI,
  TIPOS_GARANTIA,
  type Garantia,
  type GarantiaEntradaValida,
  type GarantiaFormValues,
  type TipoGarantia,
} from '@morada/domain';
import { useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Field, fieldControlAria, FormError, FormShell, type FormWidgetProps } from '../field';
import { Input } from '../input';
import { CpfInput, DateInput, MaskedController, MoneyInput, TelefoneInput } from '../masked-input';
import { NativeSelect } from '../select';
import { Textarea } from '../textarea';

const G = MSG_CICLO.garantia;
const T = MSG_CICLO_UI.garantia;

/**
 * The form keeps every kind's fields side by side as text; the schema's discriminated union picks
 * the chosen kind's fields and drops the rest, so switching kinds loses nothing typed.
 */
const VAZIO: GarantiaFormValues = {
  tipo: '',
  nome: '',
  cpf: '',
  telefone: '',
  email: '',
  imovelOferecido: '',
  seguradora: '',
  apolice: '',
  cobertura: '',
  vigenciaFim: '',
  valor: '',
  deposito: '',
  dataDeposito: '',
  emissora: '',
  numero: '',
};
type Valores = GarantiaFormValues;
type CampoGarantia = Exclude<keyof Valores, 'tipo'>;

type Campo = {
  nome: CampoGarantia;
  controle?: 'cpf' | 'tel' | 'email' | 'date' | 'dinheiro' | 'textarea';
  opcional?: boolean;
  /** Takes the whole row (long texts). */
  largo?: boolean;
};

/** Each kind's fields, in the order they are asked (garantiaEntradaSchema's shapes). */
const CAMPOS: Record<TipoGarantia, readonly Campo[]> = {
  fiador: [
    { nome: 'nome', largo: true },
    { nome: 'cpf', controle: 'cpf' },
    { nome: 'telefone', controle: 'tel' },
    { nome: 'email', controle: 'email', opcional: true, largo: true },
    { nome: 'imovelOferecido', controle: 'textarea', largo: true },
  ],
  'seguro-fianca': [
    { nome: 'seguradora' },
    { nome: 'apolice' },
    { nome: 'cobertura', controle: 'dinheiro' },
    { nome: 'vigenciaFim', controle: 'date' },
  ],
  caucao: [
    { nome: 'valor', controle: 'dinheiro' },
    { nome: 'dataDeposito', controle: 'date', opcional: true },
    { nome: 'deposito', largo: true },
  ],
  'titulo-capitalizacao': [
    { nome: 'emissora' },
    { nome: 'numero' },
    { nome: 'valor', controle: 'dinheiro' },
    { nome: 'vigenciaFim', controle: 'date', opcional: true },
  ],
};

const CAMPOS_DO_FORM = new Set<string>(Object.keys(VAZIO));

/** The saved guarantee as the form shows it (money as typed numbers, absent dates blank). */
const valoresIniciais = (g?: Garantia | null): Valores => {
  if (!g) return VAZIO;
  const doTipo = CAMPOS[g.tipo].map(({ nome }) => {
    const v = (g as Record<string, unknown>)[nome];
    return [nome, v == null ? '' : String(v)];
  });
  return { ...VAZIO, ...Object.fromEntries(doTipo), tipo: g.tipo };
};

type GarantiaFormProps = FormWidgetProps<GarantiaEntradaValida> & {
  /** A garantia em edição (preenche o formulário); `null` ou ausente para uma nova. */
  garantia?: Garantia | null;
  /** Aluguel do contrato em reais: o limite da caução (3 aluguéis) é mostrado e verificado. */
  aluguel?: number;
  /** `{ campo: mensagem }` vindos do servidor; uma chave que não é campo aparece acima dos botões. */
  errosServidor?: Record<string, string>;
};

/**
 * Formulário da garantia de um contrato (Lei 8.245, art. 37): primeiro o tipo (fiador, caução, seguro-fiança
 * ou título de capitalização), depois os campos desse tipo.
 */
function GarantiaForm({ garantia, aluguel, onSubmit, errosServidor, ...props }: GarantiaFormProps) {
  const id = useId();
  const form = useFormulario(garantiaFormSchema, {
    defaultValues: valoresIniciais(garantia),
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, setError, clearErrors, control } = form;
  useEffect(() => {
    for (const [campo, mensagem] of Object.entries(errosServidor ?? {})) {
      if (CAMPOS_DO_FORM.has(campo)) setError(campo as keyof Valores, { type: 'server', message: mensagem });
    }
  }, [errosServidor, setError]);
  // E.g. 'A garantia de um contrato encerrado não pode ser alterada': no field to show it under.
  const erroGeral = Object.entries(errosServidor ?? {})
    .filter(([campo]) => !CAMPOS_DO_FORM.has(campo))
    .map(([, mensagem]) => mensagem)
    .join(' ');

  const tipo = useWatch({ control, name: 'tipo' });
  const limiteCaucao = aluguel === undefined ? undefined : caucaoMaxima(Math.round(aluguel * 100)) / 100;
  const { cid, erro } = camposDoFormulario(form, id);

  const enviar = handleSubmit((dados) => {
    // Art. 38 §2 depends on the contract's rent, which the schema does not know (the server checks too).
    if (dados.tipo === 'caucao' && limiteCaucao !== undefined && dados.valor > limiteCaucao) {
      setError('valor', { type: 'limite', message: G.erros.caucaoAcimaDoLimite(formatBRL(limiteCaucao)) });
      return;
    }
    onSubmit(dados);
  });

  const campo = ({ nome, controle, opcional, largo }: Campo) => {
    const htmlFor = cid(nome);
    const hint =
      nome === 'valor' && tipo === 'caucao' && limiteCaucao !== undefined
        ? T.caucaoMaximaDica(formatBRL(limiteCaucao))
        : opcional
          ? T.opcional
          : undefined;
    const aria = fieldControlAria(htmlFor, { error: erro(nome), hint });
    const registro = () => register(nome, { onChange: () => clearErrors(nome) });
    const mascara = { cpf: CpfInput, tel: TelefoneInput, dinheiro: MoneyInput, date: DateInput }[
      controle as string
    ];
    return (
      <Field
        key={nome}
        label={G.campos[nome]}
        htmlFor={htmlFor}
        error={erro(nome)}
        hint={hint}
        className={largo ? 'sm:col-span-2' : undefined}
      >
        {mascara ? (
          <MaskedController
            control={control}
            name={nome}
            as={mascara}
            id={htmlFor}
            {...aria}
            onEdit={() => clearErrors(nome)}
          />
        ) : controle === 'textarea' ? (
          <Textarea id={htmlFor} rows={2} {...aria} {...registro()} />
        ) : (
          <Input id={htmlFor} type={controle ?? 'text'} {...aria} {...registro()} />
        )}
      </Field>
    );
  };

  return (
    <FormShell slot="garantia-form" onSubmit={(e) => void enviar(e)} {...props}>
      <Field label={G.campos.tipo} htmlFor={cid('tipo')} error={erro('tipo')}>
        <NativeSelect
          id={cid('tipo')}
          {...fieldControlAria(cid('tipo'), { error: erro('tipo') })}
          {...register('tipo', { onChange: () => clearErrors() })}
        >
          <option value="" disabled>
            {T.selecioneTipo}
          </option>
          {TIPOS_GARANTIA.map((t) => (
            <option key={t} value={t}>
              {G.tipos[t]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {tipo ? <div className="grid gap-4 sm:grid-cols-2">{CAMPOS[tipo].map(campo)}</div> : null}
      <FormError message={erroGeral} />
    </FormShell>
  );
}

export { GarantiaForm };
export type { GarantiaFormProps };
