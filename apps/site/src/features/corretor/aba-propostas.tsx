import { usePropostasPagina } from '@morada/api-client/site';
import { POR_PAGINA_ADMIN, totalDePaginas, type StatusProposta, type TipoProposta } from '@morada/domain';
import { PropostasView } from '@morada/ui/views/propostas';
import { useDeferredValue, useState } from 'react';
import { paths } from '../../config/paths';

/** "Propostas": the corretor's own proposals (the server answers only his), filtered and paged there. */
export function AbaPropostas() {
  const [status, setStatus] = useState<StatusProposta | 'todos'>('todos');
  const [tipo, setTipo] = useState<TipoProposta | 'todos'>('todos');
  const [busca, setBusca] = useState('');
  const [pagina, setPagina] = useState(1);
  const termo = useDeferredValue(busca.trim());
  const lista = usePropostasPagina({
    ...(status === 'todos' ? {} : { status }),
    ...(tipo === 'todos' ? {} : { tipo }),
    ...(termo ? { busca: termo } : {}),
    pagina,
    limite: POR_PAGINA_ADMIN,
  });
  // A new filter starts again from the first page.
  const naPrimeira =
    <T,>(mudar: (v: T) => void) =>
    (v: T) => {
      mudar(v);
      setPagina(1);
    };
  return (
    <PropostasView
      propostas={lista.data?.dados ?? []}
      total={lista.data?.total ?? 0}
      status={status}
      onStatusChange={naPrimeira(setStatus)}
      tipo={tipo}
      onTipoChange={naPrimeira(setTipo)}
      busca={busca}
      onBuscaChange={naPrimeira(setBusca)}
      pagina={pagina}
      totalPaginas={totalDePaginas(lista.data?.total ?? 0, POR_PAGINA_ADMIN)}
      onPaginaChange={setPagina}
      hrefProposta={paths.propostaCorretor}
      loading={lista.isLoading}
      loadFailed={!!lista.error && !lista.data}
      onRetry={() => void lista.mutate()}
    />
  );
}
