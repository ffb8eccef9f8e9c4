import {
  limiteFormSchema,
  limiteParaForm,
  MSG_CHAMADOS_ADMIN_UI,
  type LimiteForm,
  type LimiteFormSaida,
} from '@morada/domain';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { FormError } from '../../components/field';
import { TextField } from '../../components/field/form-fields';
import { mostrarErrosDoServidor } from '../../lib/erros-servidor';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { EstadoCarga } from '../chamados/estado-carga';
import { formatCentavos } from '../chamados/partes';

const T = MSG_CHAMADOS_ADMIN_UI.limite;
const CAMPOS = new Set(['valor', 'limiteCentavos']);

/** O que o cartão edita: o padrão da imobiliária ou o limite próprio de um imóvel (null: segue o da imobiliária). */
type LimiteLido = {
  limiteCentavos: number | null;
  /** Só para um imóvel: o limite da imobiliária que ele segue quando não tem o seu. */
  limiteAgenciaCentavos?: number | undefined;
};

type LimiteAprovacaoCardProps = {
  /** 'agencia': o padrão da imobiliária (sempre um valor); 'imovel': o limite próprio do imóvel ou o da imobiliária. */
  alvo: 'agencia' | 'imovel';
  /** O limite lido do servidor; undefined durante a carga. */
  limite: LimiteLido | undefined;
  loadFailed?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Grava o limite em centavos (null: seguir o da imobiliária); rejeita quando o servidor recusa. */
  onSalvar: (dados: LimiteFormSaida) => Promise<unknown>;
  /** Os erros de campo de uma recusa (`{ campo: mensagem }`). */
  errosDoErro?: ((erro: unknown) => Record<string, string> | undefined) | undefined;
  className?: string | undefined;
};

const valoresDe = (l: LimiteLido): LimiteForm => ({
  valor: limiteParaForm(l.limiteCentavos ?? l.limiteAgenciaCentavos ?? null),
  segueAgencia: l.limiteCentavos === null,
});

/** O formulário do limite, depois que o limite foi lido. */
function FormLimite({
  alvo,
  limite,
  onSalvar,
  errosDoErro,
}: LimiteAprovacaoCardProps & { limite: LimiteLido }) {
  const id = useId();
  const form = useFormulario(limiteFormSchema, { defaultValues: valoresDe(limite) });
  const campos = camposDoFormulario(form, id);
  const { handleSubmit, setError, formState, watch, register, reset } = form;
  const [salvo, setSalvo] = useState<string | null>(null);
  const segue = alvo === 'imovel' && watch('segueAgencia');
  // A new reading (after a save elsewhere, a re-read) replaces what the form shows.
  useEffect(() => reset(valoresDe(limite)), [limite, reset]);
  const enviar = handleSubmit(async (dados) => {
    setSalvo(null);
    try {
      await onSalvar(dados);
      setSalvo(
        dados.limiteCentavos === null ? T.salvoAgencia : T.salvo(formatCentavos(dados.limiteCentavos)),
      );
    } catch (e) {
      // The server names the value `limiteCentavos`; the form's field is `valor`.
      const erros = Object.entries(errosDoErro?.(e) ?? { erro: T.erroSalvar }).map(([campo, msg]) => [
        campo === 'limiteCentavos' ? 'valor' : campo,
        msg,
      ]);
      mostrarErrosDoServidor(setError, Object.fromEntries(erros), CAMPOS);
    }
  });
  const agencia = limite.limiteAgenciaCentavos;
  const emVigor = limite.limiteCentavos ?? agencia;
  return (
    <form
      noValidate
      aria-label={alvo === 'agencia' ? T.tituloAgencia : T.tituloImovel}
      onSubmit={enviar}
      className="grid gap-4"
    >
      {emVigor !== undefined && emVigor !== null ? (
        <p className="text-sm text-muted-foreground">{T.atual(formatCentavos(emVigor))}</p>
      ) : null}
      {alvo === 'imovel' && agencia !== undefined ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...register('segueAgencia')} />
          {T.segueAgencia(formatCentavos(agencia))}
        </label>
      ) : null}
      <TextField
        campos={campos}
        nome="valor"
        label={T.valor}
        inputMode="decimal"
        placeholder="500,00"
        disabled={segue}
        className="sm:max-w-48"
      />
      <div className="grid justify-items-start gap-2">
        <FormError message={formState.errors.root?.server?.message} />
        {salvo ? (
          <p role="status" className="flex items-center gap-2 text-sm">
            <CircleCheck className="size-4 shrink-0 text-primary" aria-hidden />
            {salvo}
          </p>
        ) : null}
        <Button
          type="submit"
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting || undefined}
        >
          {formState.isSubmitting ? T.salvando : T.salvar}
        </Button>
      </div>
    </form>
  );
}

/**
 * O limite de aprovação (issue 36): acima dele, o proprietário aprova o custo de um chamado no seu
 * portal. O padrão da imobiliária fica em Configurações; o de cada imóvel, com “usar o da
 * imobiliária”, na página do imóvel. O valor é digitado em reais e enviado em centavos.
 */
function LimiteAprovacaoCard(props: LimiteAprovacaoCardProps) {
  const { alvo, limite, loadFailed, onRetry, className } = props;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{alvo === 'agencia' ? T.tituloAgencia : T.tituloImovel}</CardTitle>
        <CardDescription>{alvo === 'agencia' ? T.descricaoAgencia : T.descricaoImovel}</CardDescription>
      </CardHeader>
      <CardContent>
        <EstadoCarga
          dados={limite}
          erro={loadFailed ? T.erroCarregar : null}
          onRetry={onRetry}
          carregando={T.carregando}
        >
          {(l) => <FormLimite {...props} limite={l} />}
        </EstadoCarga>
      </CardContent>
    </Card>
  );
}

export { LimiteAprovacaoCard };
export type { LimiteAprovacaoCardProps, LimiteLido };
