import {
  DIA_REPASSE_MAX,
  formatBRL,
  formatPercent,
  MSG_ADMINISTRACAO_UI,
  MSG_REPASSE,
  type Contrato,
  type ContratoEntrada,
} from '@morada/domain';
import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '../checkbox';
import { Field, fieldControlAria } from '../field';
import { Input } from '../input';
import { MaskedController, MoneyInput, PercentInput, type MaskedControllerProps } from '../masked-input';
import { Label } from '../label';

const C = MSG_REPASSE.campos;
const T = MSG_ADMINISTRACAO_UI.contratoForm;

/** The agency's defaults (Configurações), shown as the placeholders of the blank fields. */
type PadroesAdministracao = {
  taxaAdministracaoPercentual: number;
  taxaAdministracaoMinima: number;
  taxaIntermediacaoPercentual: number;
  diaRepassePadrao: number;
};

type CampoNumero =
  'taxaAdministracaoPercentual' | 'taxaAdministracaoMinima' | 'taxaIntermediacaoPercentual' | 'diaRepasse';

/** A contract's terms as the form shows them: null (the agency's default) is a blank field. */
const termosIniciais = (c?: Contrato | null) => {
  const texto = (v: number | null | undefined) => (v == null ? '' : String(v));
  return {
    taxaAdministracaoPercentual: texto(c?.taxaAdministracaoPercentual),
    taxaAdministracaoMinima: texto(c?.taxaAdministracaoMinima),
    taxaIntermediacaoPercentual: texto(c?.taxaIntermediacaoPercentual),
    diaRepasse: texto(c?.diaRepasse),
    encargosRepassados: c?.encargosRepassados ?? true,
  };
};

const placeholders = (p?: PadroesAdministracao): Record<CampoNumero, string> =>
  p
    ? {
        taxaAdministracaoPercentual: T.padraoPercentual(formatPercent(p.taxaAdministracaoPercentual)),
        taxaAdministracaoMinima: T.padraoValor(formatBRL(p.taxaAdministracaoMinima)),
        taxaIntermediacaoPercentual: T.padraoPercentual(formatPercent(p.taxaIntermediacaoPercentual)),
        diaRepasse: T.padraoDia(p.diaRepassePadrao),
      }
    : {
        taxaAdministracaoPercentual: T.padraoImobiliaria,
        taxaAdministracaoMinima: T.padraoImobiliaria,
        taxaIntermediacaoPercentual: T.padraoImobiliaria,
        diaRepasse: T.padraoImobiliaria,
      };

/** Each number field: label, and how it is typed (the day is a whole number 1–DIA_REPASSE_MAX). */
const CAMPOS: readonly [
  campo: CampoNumero,
  label: string,
  mascara?: MaskedControllerProps<ContratoEntrada>['as'],
][] = [
  ['taxaAdministracaoPercentual', C.taxaAdministracaoPercentual, PercentInput],
  ['taxaAdministracaoMinima', C.taxaAdministracaoMinima, MoneyInput],
  ['taxaIntermediacaoPercentual', C.taxaIntermediacaoPercentual, PercentInput],
  ['diaRepasse', C.diaRepasse],
];

type AdministracaoCamposProps = {
  form: Pick<UseFormReturn<ContratoEntrada, unknown, unknown>, 'register' | 'control' | 'clearErrors'>;
  erro: (campo: Path<ContratoEntrada>) => string | undefined;
  /** The form's id of a field (`${useId()}-campo`). */
  cid: (campo: string) => string;
  padroes?: PadroesAdministracao;
};

/** The 'Administração' fieldset: the agency's fees, the repasse day and who pays condomínio and IPTU. */
function AdministracaoCampos({ form, erro, cid, padroes }: AdministracaoCamposProps) {
  const { register, control, clearErrors } = form;
  const placeholder = placeholders(padroes);
  const dicaRepassados = `${cid('encargosRepassados')}-hint`;

  return (
    <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{T.secao}</legend>
      {CAMPOS.map(([c, label, mascara]) => (
        <Field key={c} className="content-start" label={label} htmlFor={cid(c)} error={erro(c)}>
          {mascara ? (
            <MaskedController
              control={control}
              name={c}
              as={mascara}
              id={cid(c)}
              placeholder={placeholder[c]}
              {...fieldControlAria(cid(c), { error: erro(c) })}
              onEdit={() => clearErrors(c)}
            />
          ) : (
            <Input
              id={cid(c)}
              type="number"
              min={1}
              max={DIA_REPASSE_MAX}
              step={1}
              inputMode="numeric"
              placeholder={placeholder[c]}
              {...fieldControlAria(cid(c), { error: erro(c) })}
              {...register(c, { onChange: () => clearErrors(c) })}
            />
          )}
        </Field>
      ))}
      <div className="grid gap-1 sm:col-span-2">
        <div className="flex items-start gap-2">
          <Controller
            control={control}
            name="encargosRepassados"
            render={({ field }) => (
              <Checkbox
                id={cid('encargosRepassados')}
                ref={field.ref}
                name={field.name}
                checked={field.value !== false}
                onBlur={field.onBlur}
                onCheckedChange={(v) => field.onChange(v === true)}
                aria-describedby={dicaRepassados}
                className="mt-0.5"
              />
            )}
          />
          <Label htmlFor={cid('encargosRepassados')} className="leading-snug font-normal">
            {C.encargosRepassados}
          </Label>
        </div>
        <p id={dicaRepassados} className="pl-6 text-xs text-muted-foreground">
          {T.encargosRepassadosDica}
        </p>
      </div>
    </fieldset>
  );
}

export { AdministracaoCampos, termosIniciais };
export type { PadroesAdministracao };
