import { zodResolver } from '@hookform/resolvers/zod';
import {
  devolucaoEntradaSchema,
  formatBRL,
  formatData,
  MEIOS_PAGAMENTO,
  MSG_ACERTO,
  type DevolucaoEntrada,
  type Rescisao,
} from '@morada/domain';
import { Banknote, HandCoins } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { Field, FormError } from '../../components/field';
import { DateInput } from '../../components/masked-input';
import { NativeSelect } from '../../components/select';
import { mostrarErrosDoServidor } from '../../lib/erros-servidor';
import { CampoMascarado, ligarCampos } from '../../components/field/campo-mascarado';

const U = MSG_ACERTO.ui;
const CAMPOS = new Set(['data', 'meio']);

type RescisaoDinheiroProps = {
  /** The charge and the amount to give back (a recorded rescisão, or the list's summary of it). */
  rescisao: Pick<Rescisao, 'cobranca' | 'devolucao'>;
  /** POST …/rescisao/devolucao; rejects when refused. Without it the payable is only shown. */
  onDevolver?: ((dados: DevolucaoEntrada) => Promise<Rescisao>) | undefined;
  errosDoErro?: ((erro: unknown) => Record<string, string> | undefined) | undefined;
  /** The default day of the devolução ('YYYY-MM-DD'). */
  hoje: string;
};

/**
 * The settlement in money (decision 025): the charge generated (value and due date) or the amount
 * to give back to the tenant, with the admin's form to record it was given back (once).
 */
function RescisaoDinheiro({ rescisao, onDevolver, errosDoErro, hoje }: RescisaoDinheiroProps) {
  const [atual, setAtual] = useState(rescisao);
  const { cobranca, devolucao } = atual;
  if (!cobranca && !devolucao) return null;
  return (
    <section data-slot="rescisao-dinheiro" aria-label={U.acertoTitulo} className="space-y-3 text-sm">
      {cobranca ? (
        <p role="status" className="flex items-start gap-2 rounded-md border border-border p-3">
          <Banknote className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {U.cobrancaGerada(formatBRL(cobranca.valor), formatData(cobranca.vencimento))}
        </p>
      ) : null}
      {devolucao ? (
        <div className="space-y-3 rounded-md border border-border p-3">
          <p role="status" className="flex items-start gap-2 font-semibold">
            <HandCoins className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {devolucao.data && devolucao.meio
              ? U.devolvido(formatBRL(devolucao.valor), formatData(devolucao.data), devolucao.meio)
              : U.valorADevolver(formatBRL(devolucao.valor))}
          </p>
          {!devolucao.data && onDevolver ? (
            <DevolucaoForm hoje={hoje} onDevolver={onDevolver} errosDoErro={errosDoErro} onFeito={setAtual} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function DevolucaoForm({
  hoje,
  onDevolver,
  errosDoErro,
  onFeito,
}: Required<Pick<RescisaoDinheiroProps, 'hoje' | 'onDevolver'>> &
  Pick<RescisaoDinheiroProps, 'errosDoErro'> & { onFeito: (r: RescisaoDinheiroProps['rescisao']) => void }) {
  const id = useId();
  const { control, register, handleSubmit, setError, clearErrors, formState } = useForm<DevolucaoEntrada>({
    resolver: zodResolver(devolucaoEntradaSchema),
    defaultValues: { data: hoje, meio: '' as DevolucaoEntrada['meio'] },
  });
  const enviar = handleSubmit(async (dados) => {
    try {
      onFeito(await onDevolver(dados));
    } catch (e) {
      mostrarErrosDoServidor(setError, errosDoErro?.(e), CAMPOS);
    }
  });
  const erro = (c: 'data' | 'meio') => formState.errors[c]?.message;
  const campo = ligarCampos(
    control,
    (c) => `${id}-${c}`,
    erro,
    (c) => {
      clearErrors(c);
      clearErrors('root.server');
    },
  );
  return (
    <form
      noValidate
      aria-label={U.registrarDevolucao}
      onSubmit={enviar}
      className="grid gap-3 sm:grid-cols-3"
    >
      <CampoMascarado campo={campo('data')} label={U.dataDevolucao} as={DateInput} max={hoje} />
      <Field label={U.meioDevolucao} htmlFor={`${id}-meio`} error={erro('meio')}>
        <NativeSelect id={`${id}-meio`} {...register('meio', { onChange: () => clearErrors('meio') })}>
          <option value="" disabled>
            {U.selecioneMeio}
          </option>
          {MEIOS_PAGAMENTO.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="flex items-end">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? U.registrando : U.registrarDevolucao}
        </Button>
      </div>
      <div className="sm:col-span-3">
        <FormError message={formState.errors.root?.server?.message} />
      </div>
    </form>
  );
}

export { RescisaoDinheiro };
export type { RescisaoDinheiroProps };
