import { useSearchParams } from 'react-router-dom';
import { useImoveis } from '@morada/api-client/site';
import { LIMITE_PADRAO, OPERACOES, TIPOS_IMOVEL, type ImovelFiltro } from '@morada/domain';
import type { FiltrosBusca } from '@morada/ui/property-search-form';
import { ImoveisView } from '@morada/ui/views/imoveis';
import { useFavoritos } from '../../features/favoritos/use-favoritos';

const valido = <T extends string>(lista: readonly T[], v: string | null): T | undefined =>
  lista.includes(v as T) ? (v as T) : undefined;

/** Filters live in the URL (?operacao=&tipo=&localizacao=&pagina=) so reload and links keep them. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const operacao = valido(OPERACOES, params.get('operacao'));
  const tipo = valido(TIPOS_IMOVEL, params.get('tipo'));
  const localizacao = params.get('localizacao')?.trim() || undefined;
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const filtro: ImovelFiltro = { operacao, tipo, localizacao, pagina, limite: LIMITE_PADRAO };
  const { data, error, isLoading } = useImoveis(filtro);
  const { favoritos, alternar } = useFavoritos();
  const total = data?.total ?? 0;

  const buscar = (f: FiltrosBusca) => {
    const novo = new URLSearchParams();
    if (f.operacao !== 'todos') novo.set('operacao', f.operacao);
    if (f.tipo !== 'todos') novo.set('tipo', f.tipo);
    if (f.localizacao) novo.set('localizacao', f.localizacao);
    setParams(novo);
  };
  const irPara = (p: number) => {
    const novo = new URLSearchParams(params);
    novo.set('pagina', String(p));
    setParams(novo);
    window.scrollTo({ top: 0 });
  };

  return (
    <ImoveisView
      imoveis={data?.dados}
      total={total}
      isLoading={isLoading}
      erro={error?.mensagem}
      filtros={{ operacao: operacao ?? 'todos', tipo: tipo ?? 'todos', localizacao: localizacao ?? '' }}
      onSearch={buscar}
      pagina={pagina}
      totalPaginas={Math.max(1, Math.ceil(total / LIMITE_PADRAO))}
      onPageChange={irPara}
      favoritos={favoritos}
      onToggleFavorito={alternar}
      defaultFiltrosAbertos={Boolean(operacao || tipo || localizacao)}
    />
  );
}
