import type { ComponentProps } from 'react';
import { Building2, FileText, KeyRound, Quote, Scale } from 'lucide-react';
import { MSG_PUBLICO, MSG_SITE, type Imovel } from '@morada/domain';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../../components/button';
import { AppLink, useRotas } from '../../components/link';
import { PropertyCard } from '../../components/property-card';
import { Skeleton } from '../../components/skeleton';

const ICONES = [KeyRound, Building2, FileText, Scale] as const;

type HomeViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Imóveis em destaque vindos do servidor; a seção fica oculta enquanto estiver vazia. */
  destaques?: readonly Imovel[];
  /** Os destaques estão carregando: a seção mostra três cartões em esboço no lugar deles. */
  carregando?: boolean;
  /** Os favoritos deste navegador, para preencher os corações. */
  favoritos?: ReadonlySet<string>;
  /** O coração de um cartão foi clicado. */
  onToggleFavorito?: (id: string) => void;
};

function HomeView({
  destaques = [],
  carregando = false,
  favoritos,
  onToggleFavorito,
  className,
  ...props
}: HomeViewProps) {
  const rotas = useRotas();
  const S = MSG_SITE;
  const esperando = carregando && destaques.length === 0;
  return (
    <div data-slot="home-view" className={cn('flex flex-col', className)} {...props}>
      <section className="bg-gradient-to-br from-primary/15 via-background to-background">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 md:py-24">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{S.slogan}</p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{S.heroTitulo}</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{S.heroTexto}</p>
          <div className="flex flex-wrap gap-3">
            <AppLink href={rotas.site.imoveis} className={buttonVariants({ size: 'lg' })}>
              {S.verImoveis}
            </AppLink>
            <AppLink href={rotas.site.contato} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {S.faleConosco}
            </AppLink>
          </div>
          <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
            {S.numeros.map((n) => (
              <div key={n.rotulo} className="rounded-xl border border-border bg-card p-4">
                <dt className="text-sm text-muted-foreground">{n.rotulo}</dt>
                <dd className="text-3xl font-bold text-primary">{n.valor}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="servicos" className="mx-auto w-full max-w-7xl px-4 py-16">
        <h2 id="servicos" className="mb-8 text-3xl font-bold">
          {S.servicosTitulo}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {S.servicos.map((s, i) => {
            const Icone = ICONES[i] ?? KeyRound;
            return (
              <li key={s.titulo} className="rounded-xl border border-border bg-card p-6 shadow-sm">
                <Icone className="mb-4 size-8 text-primary" aria-hidden />
                <h3 className="mb-2 text-lg font-semibold">{s.titulo}</h3>
                <p className="text-sm text-muted-foreground">{s.texto}</p>
              </li>
            );
          })}
        </ul>
      </section>

      {(esperando || destaques.length > 0) && (
        <section
          aria-labelledby="destaques"
          aria-busy={esperando || undefined}
          className="mx-auto w-full max-w-7xl px-4 pb-16"
        >
          <h2 id="destaques" className="mb-8 text-3xl font-bold">
            {S.destaquesTitulo}
          </h2>
          <div role={esperando ? 'status' : undefined} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {esperando ? <span className="sr-only">{MSG_PUBLICO.guard.carregando}</span> : null}
            {esperando ? [0, 1, 2].map((i) => <Skeleton key={i} className="h-80 rounded-xl" />) : null}
            {destaques.map((imovel) => (
              <PropertyCard
                key={imovel.id}
                imovel={imovel}
                href={rotas.site.imovel(imovel)}
                favorito={favoritos?.has(imovel.id)}
                onToggleFavorito={onToggleFavorito}
              />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="depoimentos" className="bg-muted/40">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="depoimentos" className="mb-8 text-3xl font-bold">
            {S.depoimentosTitulo}
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {S.depoimentos.map((d) => (
              <li key={d.nome}>
                <figure className="h-full rounded-xl border border-border bg-card p-6 shadow-sm">
                  <Quote className="mb-3 size-6 text-primary" aria-hidden />
                  <blockquote className="text-sm">{d.texto}</blockquote>
                  <figcaption className="mt-4">
                    <p className="font-semibold">{d.nome}</p>
                    <p className="text-sm text-muted-foreground">{d.cargo}</p>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="area-cliente" className="mx-auto w-full max-w-7xl px-4 py-16">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-primary p-8 text-primary-foreground md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="area-cliente" className="text-2xl font-bold">
              {S.bannerClienteTitulo}
            </h2>
            <p className="mt-1 opacity-90">{S.bannerClienteTexto}</p>
          </div>
          <AppLink href={rotas.site.login} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            {S.bannerClienteAcao}
          </AppLink>
        </div>
      </section>
    </div>
  );
}

export { HomeView };
export type { HomeViewProps };
