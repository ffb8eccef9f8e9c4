import { mesSchema, MSG, MSG_REAJUSTE, variacaoManualSchema } from '@morada/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { Field, fieldControlAria } from '../../components/field';
import { MesInput, PercentInput } from '../../components/masked-input';

const T = MSG_REAJUSTE.adminUi.indices;

type Erros = { mes?: string | undefined; variacao?: string | undefined };

type IndiceMesFormProps = {
  /** The month being edited; without it the form asks for one (adding a missing month). */
  mes?: string;
  /** The value shown when editing ('0,41'). */
  variacaoInicial?: string;
  /** Rejects when refused; `errosDoErro` reads the server's field errors. */
  onSalvar: (mes: string, variacao: string) => Promise<unknown>;
  errosDoErro?: ((erro: unknown) => Record<string, string> | undefined) | undefined;
  onCancelar?: () => void;
  /** Visible label of the variation field (the edited month's, or plain 'Variação (%)'). */
  rotuloVariacao: string;
};

/**
 * One month's % change typed by the admin, the Brazilian way ('-0,11'). Checked with the same
 * schema the server uses; what the server still refuses lands under its field.
 */
function IndiceMesForm({
  mes,
  variacaoInicial = '',
  onSalvar,
  errosDoErro,
  onCancelar,
  rotuloVariacao,
}: IndiceMesFormProps) {
  const id = useId();
  const [novoMes, setNovoMes] = useState('');
  const [variacao, setVariacao] = useState(variacaoInicial);
  const [erros, setErros] = useState<Erros>({});
  const [salvando, setSalvando] = useState(false);

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    const alvo = mes ?? novoMes.trim();
    const checagem: Erros = {
      mes: mes ? undefined : mesSchema.safeParse(alvo).error?.issues[0]?.message,
      variacao: variacaoManualSchema.safeParse({ variacao }).error?.issues[0]?.message,
    };
    setErros(checagem);
    if (checagem.mes || checagem.variacao) return;
    setSalvando(true);
    try {
      await onSalvar(alvo, variacao.trim());
      if (!mes) {
        setNovoMes('');
        setVariacao('');
      }
    } catch (e) {
      const doServidor = errosDoErro?.(e);
      setErros({ mes: doServidor?.mes, variacao: doServidor?.variacao });
    } finally {
      setSalvando(false);
    }
  };

  const campoMes = `${id}-mes`;
  const campoVariacao = `${id}-variacao`;
  return (
    <form
      noValidate
      onSubmit={(e) => void enviar(e)}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      {mes ? null : (
        <Field label={T.mes} htmlFor={campoMes} error={erros.mes} className="sm:w-40">
          <MesInput
            id={campoMes}
            value={novoMes}
            onChange={setNovoMes}
            {...fieldControlAria(campoMes, { error: erros.mes })}
          />
        </Field>
      )}
      <Field
        label={rotuloVariacao}
        htmlFor={campoVariacao}
        error={erros.variacao}
        hint={mes ? undefined : T.variacaoDica}
        className="sm:w-48"
      >
        <PercentInput
          id={campoVariacao}
          negativo
          value={variacao}
          onChange={setVariacao}
          {...fieldControlAria(campoVariacao, {
            error: erros.variacao,
            hint: mes ? undefined : T.variacaoDica,
          })}
        />
      </Field>
      <div className="flex gap-2 sm:mt-6">
        <Button type="submit" size="sm" disabled={salvando}>
          {salvando ? MSG.admin.salvando : mes ? MSG.admin.salvar : T.adicionar}
        </Button>
        {onCancelar ? (
          <Button type="button" size="sm" variant="outline" disabled={salvando} onClick={onCancelar}>
            {MSG.admin.cancelar}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export { IndiceMesForm };
