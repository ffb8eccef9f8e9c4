import { useSearchParams } from 'react-router-dom';
import { useImoveis } from '@morada/api-client/site';
import {
  buscaDoFiltro,
  filtroDaBusca,
  LIMITE_PADRAO,
  temFiltroPublico,
  tituloDaListagem,
  type FiltroPublico,
  type OrdemImoveis,
} from '@morada/domain';
import type { FiltrosBusca } from '@morada/ui/property-search-form';
import { ImoveisView } from '@morada/ui/views/imoveis';
import { paths } from '../../config/paths';
import { useFavoritos } from '../../features/favoritos/use-favoritos';
import { useTitulo } from '../../features/seo/use-titulo';

const texto = (v: string | number | undefined) => (v === undefined ? '' : String(v));

/** The form's fields for a filter read from the URL ('' = any). */
const camposDoFiltro = (f: FiltroPublico): FiltrosBusca => ({
  operacao: f.operacao || 'todos',
  tipo: f.tipo || 'todos',
  localizacao: f.localizacao ?? '',
  precoMin: texto(f.precoMin),
  precoMax: texto(f.precoMax),
  quartos: texto(f.quartos),
  vagas: texto(f.vagas),
  areaMin: texto(f.areaMin),
  areaMax: texto(f.areaMax),
});

/**
 * Filters and order live in the URL
 * (?operacao=&tipo=&localizacao=&precoMin=&precoMax=&quartos=&vagas=&areaMin=&areaMax=&ordem=&pagina=)
 * so reload and shared links keep them.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  // The same filter the server rendered this page with, so hydration finds its data in the cache.
  const filtro = filtroDaBusca(params);
  const { pagina } = filtro;
  const { data, error, isLoading } = useImoveis(filtro);
  const { favoritos, alternar } = useFavoritos();
  const total = data?.total ?? 0;
  const filtrado = temFiltroPublico(filtro);
  useTitulo(tituloDaListagem(filtro));

  /** A new search starts on page 1 and keeps the order; links come out canonical (buscaDoFiltro). */
  const buscar = (f: FiltrosBusca) => {
    const lido = filtroDaBusca(new URLSearchParams({ ...f, ordem: filtro.ordem ?? '' }));
    setParams(buscaDoFiltro({ ...lido, pagina: 1 }));
  };
  const ordenar = (ordem: OrdemImoveis) => setParams(buscaDoFiltro({ ...filtro, ordem, pagina: 1 }));
  const limpar = () => setParams(buscaDoFiltro({ ordem: filtro.ordem }));
  const irPara = (p: number) => {
    setParams(buscaDoFiltro({ ...filtro, pagina: p }));
    window.scrollTo({ top: 0 });
  };

  return (
    <ImoveisView
      imoveis={data?.dados}
      total={total}
      isLoading={isLoading}
      erro={error?.mensagem}
      filtros={camposDoFiltro(filtro)}
      onSearch={buscar}
      pagina={pagina}
      totalPaginas={Math.max(1, Math.ceil(total / LIMITE_PADRAO))}
      onPageChange={irPara}
      favoritos={favoritos}
      onToggleFavorito={alternar}
      defaultFiltrosAbertos={filtrado}
      ordem={filtro.ordem ?? 'recentes'}
      onOrdemChange={ordenar}
      temFiltros={filtrado}
      onLimparFiltros={limpar}
      favoritosHref={paths.favoritos}
    />
  );
}
