import { useId, useState, type ChangeEvent, type ComponentProps } from 'react';
import { ChevronLeft, ChevronRight, Heart, LayoutGrid, List, SlidersHorizontal, X } from 'lucide-react';
import { MSG_PUBLICO, MSG_SITE, ORDENS_IMOVEIS, type Imovel, type OrdemImoveis } from '@morada/domain';
import { cn } from '../../lib/cn';
import { Button, buttonVariants } from '../../components/button';
import { Label } from '../../components/label';
import { AppLink, useRotas } from '../../components/link';
import { NativeSelect } from '../../components/select/native-select';
import { PropertyCard } from '../../components/property-card';
import { PropertySearchForm, type FiltrosBusca } from '../../components/property-search-form';
import { ErroDaPagina, GradeCarregando, PaginaSite } from '../partes/pagina-site';

type ModoVisualizacao = 'grid' | 'lista';

type ImoveisViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Os imóveis da página; `undefined` enquanto carregam. */
  imoveis: readonly Imovel[] | undefined;
  /** Quantos imóveis atendem aos filtros, em todas as páginas. */
  total: number;
  /** A listagem está carregando. */
  isLoading?: boolean;
  /** Mensagem de erro quando a listagem não carregou. */
  erro?: string | null;
  /** Os filtros atuais (vindos da URL). */
  filtros: Partial<FiltrosBusca>;
  /** “Buscar Imóveis” com os filtros preenchidos. */
  onSearch: (filtros: FiltrosBusca) => void;
  /** Página exibida, a partir de 1. */
  pagina: number;
  /** Quantas páginas a busca tem. */
  totalPaginas: number;
  /** Outra página foi escolhida. */
  onPageChange: (pagina: number) => void;
  /** Os favoritos deste navegador, para preencher os corações. */
  favoritos: ReadonlySet<string>;
  /** O coração de um cartão foi clicado. */
  onToggleFavorito: (id: string) => void;
  /** Modo inicial: grade ou lista. */
  defaultModo?: ModoVisualizacao;
  /** O painel de filtros começa aberto. */
  defaultFiltrosAbertos?: boolean;
  /** A ordem da lista (“Mais recentes” por padrão) e sua mudança. */
  ordem?: OrdemImoveis;
  /** Outra ordem foi escolhida. */
  onOrdemChange?: (ordem: OrdemImoveis) => void;
  /** Verdadeiro quando há algum filtro: um resultado vazio então oferece “Limpar filtros”. */
  temFiltros?: boolean;
  /** “Limpar filtros” num resultado vazio. */
  onLimparFiltros?: () => void;
  /** A página de favoritos, com link no cabeçalho e a contagem de corações. */
  favoritosHref?: string;
};

function ImoveisView({
  imoveis,
  total,
  isLoading = false,
  erro,
  filtros,
  onSearch,
  pagina,
  totalPaginas,
  onPageChange,
  favoritos,
  onToggleFavorito,
  defaultModo = 'grid',
  defaultFiltrosAbertos = false,
  ordem = 'recentes',
  onOrdemChange,
  temFiltros = false,
  onLimparFiltros,
  favoritosHref,
  ...props
}: ImoveisViewProps) {
  const rotas = useRotas();
  const [modo, setModo] = useState<ModoVisualizacao>(defaultModo);
  const [filtrosAbertos, setFiltrosAbertos] = useState(defaultFiltrosAbertos);
  const idOrdem = useId();
  const L = MSG_PUBLICO.listagem;

  return (
    <PaginaSite slot="imoveis-view" classes="mx-auto grid max-w-7xl gap-6 px-4 py-10" {...props}>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{L.titulo}</h1>
          <p className="text-muted-foreground" aria-live="polite">
            {isLoading && !imoveis ? '…' : L.encontrados(total)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {favoritosHref && (
            <AppLink href={favoritosHref} className={buttonVariants({ variant: 'ghost' })}>
              <Heart className="size-4" aria-hidden />
              {L.favoritos(favoritos.size)}
            </AppLink>
          )}
          {onOrdemChange && (
            <div className="flex items-center gap-2">
              <Label htmlFor={idOrdem} className="whitespace-nowrap">
                {L.ordenarPor}
              </Label>
              <NativeSelect
                id={idOrdem}
                value={ordem}
                onChange={(e: ChangeEvent<HTMLSelectElement>) =>
                  onOrdemChange(e.target.value as OrdemImoveis)
                }
              >
                {ORDENS_IMOVEIS.map((o) => (
                  <option key={o} value={o}>
                    {L.ordens[o]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          <Button
            variant="outline"
            aria-expanded={filtrosAbertos}
            aria-controls="painel-filtros"
            onClick={() => setFiltrosAbertos((a) => !a)}
          >
            <SlidersHorizontal className="size-4" aria-hidden />
            {L.filtros}
          </Button>
          <div
            role="group"
            aria-label={MSG_SITE.modoVisualizacao}
            className="inline-flex rounded-md border border-border p-0.5"
          >
            <Button
              size="sm"
              variant={modo === 'grid' ? 'default' : 'ghost'}
              aria-pressed={modo === 'grid'}
              onClick={() => setModo('grid')}
            >
              <LayoutGrid className="size-4" aria-hidden />
              {L.grid}
            </Button>
            <Button
              size="sm"
              variant={modo === 'lista' ? 'default' : 'ghost'}
              aria-pressed={modo === 'lista'}
              onClick={() => setModo('lista')}
            >
              <List className="size-4" aria-hidden />
              {L.lista}
            </Button>
          </div>
        </div>
      </header>

      <div className={cn('grid gap-6', filtrosAbertos && 'lg:grid-cols-[280px_1fr]')}>
        {filtrosAbertos && (
          <aside
            id="painel-filtros"
            aria-label={L.filtros}
            className="h-fit rounded-xl border border-border bg-card p-4"
          >
            <PropertySearchForm orientation="vertical" value={filtros} onSearch={onSearch} />
          </aside>
        )}
        <section aria-label={L.titulo} aria-busy={isLoading}>
          {erro ? (
            <ErroDaPagina>{erro}</ErroDaPagina>
          ) : isLoading && !imoveis ? (
            <GradeCarregando quantos={6} />
          ) : !imoveis || imoveis.length === 0 ? (
            <div className="grid justify-items-center gap-4 rounded-xl border border-dashed border-border p-10 text-center">
              <p className="text-muted-foreground">{L.nenhum}</p>
              {temFiltros && onLimparFiltros && (
                <Button variant="outline" onClick={onLimparFiltros}>
                  <X className="size-4" aria-hidden />
                  {L.limparFiltros}
                </Button>
              )}
            </div>
          ) : (
            <ul
              className={cn('grid gap-6', modo === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}
            >
              {imoveis.map((imovel, i) => (
                <li key={imovel.id}>
                  <PropertyCard
                    nivelTitulo={2}
                    className="h-full"
                    imovel={imovel}
                    href={rotas.site.imovel(imovel)}
                    variant={modo === 'grid' ? 'grid' : 'featured'}
                    favorito={favoritos.has(imovel.id)}
                    onToggleFavorito={onToggleFavorito}
                    eager={i === 0}
                  />
                </li>
              ))}
            </ul>
          )}
          {totalPaginas > 1 && (
            <nav aria-label="Paginação" className="mt-8 flex items-center justify-center gap-4">
              <Button variant="outline" disabled={pagina <= 1} onClick={() => onPageChange(pagina - 1)}>
                <ChevronLeft className="size-4" aria-hidden />
                {L.anterior}
              </Button>
              <span className="text-sm text-muted-foreground">{MSG_SITE.paginaDe(pagina, totalPaginas)}</span>
              <Button
                variant="outline"
                disabled={pagina >= totalPaginas}
                onClick={() => onPageChange(pagina + 1)}
              >
                {L.proxima}
                <ChevronRight className="size-4" aria-hidden />
              </Button>
            </nav>
          )}
        </section>
      </div>
    </PaginaSite>
  );
}

export { ImoveisView };
export type { ImoveisViewProps, ModoVisualizacao };
