import { useComissoes } from '@morada/api-client/site';
import { hojeNaAgencia } from '@morada/domain';
import { ComissoesView } from '@morada/ui/views/propostas';

/** "Comissões": the corretor's commissions (the server answers only his) with the month's and year's totals. */
export function AbaComissoes() {
  const comissoes = useComissoes();
  return (
    <ComissoesView
      resumo={comissoes.data}
      mes={hojeNaAgencia().slice(0, 7)}
      loading={comissoes.isLoading}
      loadFailed={!!comissoes.error && !comissoes.data}
      onRetry={() => void comissoes.mutate()}
    />
  );
}
