import type { ComponentProps } from 'react';
import { Heart } from 'lucide-react';
import { imovelDisponivel, MSG_PUBLICO, type Imovel } from '@morada/domain';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../../components/button';
import { AppLink, useRotas } from '../../components/link';
import { PropertyCard } from '../../components/property-card';
import { StatusBadge } from '../../components/status-badge';
import { CabecalhoPagina, ErroDaPagina, GradeCarregando, PaginaSite } from '../partes/pagina-site';

type FavoritosViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Os imóveis favoritados que o servidor devolveu (qualquer status), ou `undefined` enquanto carrega. */
  imoveis: readonly Imovel[] | undefined;
  /** Os corações (favoritos) deste navegador. */
  favoritos: ReadonlySet<string>;
  /** O coração de um cartão foi clicado. */
  onToggleFavorito: (id: string) => void;
  /** Verdadeiro até os favoritos serem lidos e seus imóveis chegarem (também na renderização do servidor). */
  isLoading?: boolean;
  /** Mensagem de erro quando os favoritos não carregaram. */
  erro?: string | null;
};

/**
 * Página de favoritos: os imóveis marcados com coração neste navegador, em cartões. Um imóvel que deixou de
 * estar disponível continua na página, marcado como tal, para o visitante saber o que aconteceu; desmarcar o
 * coração tira o cartão da página na hora.
 */
function FavoritosView({
  imoveis,
  favoritos,
  onToggleFavorito,
  isLoading = false,
  erro,
  ...props
}: FavoritosViewProps) {
  const rotas = useRotas();
  const F = MSG_PUBLICO.favoritos;
  const lista = (imoveis ?? []).filter((i) => favoritos.has(i.id));
  const carregando = isLoading && !imoveis;
  const vazio =
    !carregando && !erro && (favoritos.size === 0 || (imoveis !== undefined && lista.length === 0));

  return (
    <PaginaSite slot="favoritos-view" classes="mx-auto grid max-w-7xl gap-6 px-4 py-10" {...props}>
      <CabecalhoPagina className="grid gap-1" titulo={F.titulo}>
        <p className="text-muted-foreground" aria-live="polite">
          {carregando || vazio || erro ? F.subtitulo : F.contagem(lista.length)}
        </p>
      </CabecalhoPagina>
      <section aria-label={F.titulo} aria-busy={carregando}>
        {erro ? (
          <ErroDaPagina>{erro}</ErroDaPagina>
        ) : carregando ? (
          <GradeCarregando quantos={3} rotulo={F.carregando} />
        ) : vazio ? (
          <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-border p-10 text-center">
            <Heart className="size-10 text-muted-foreground" aria-hidden />
            <p className="text-lg font-semibold">{F.vazio}</p>
            <p className="text-muted-foreground">{F.vazioDica}</p>
            <AppLink href={rotas.site.imoveis} className={cn(buttonVariants(), 'mt-2')}>
              {F.verImoveis}
            </AppLink>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {lista.map((imovel, i) => {
              const disponivel = imovelDisponivel(imovel);
              return (
                <li key={imovel.id} className="grid content-start gap-2">
                  {!disponivel && (
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      <span>{F.indisponivel}</span>
                      <StatusBadge status={imovel.status} />
                    </p>
                  )}
                  <PropertyCard
                    nivelTitulo={2}
                    className={cn('h-full', !disponivel && '[&_img]:grayscale')}
                    imovel={imovel}
                    href={rotas.site.imovel(imovel)}
                    favorito
                    onToggleFavorito={onToggleFavorito}
                    eager={i === 0}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </PaginaSite>
  );
}

export { FavoritosView };
export type { FavoritosViewProps };
