import type { ComponentProps } from 'react';
import {
  ArrowLeft,
  Bath,
  BedDouble,
  Building,
  Car,
  Check,
  CircleAlert,
  MapPin,
  MessageCircle,
  Phone,
  Ruler,
} from 'lucide-react';
import {
  formatBRL,
  imovelDisponivel,
  linkTelefone,
  linkWhatsapp,
  MSG_PUBLICO,
  MSG_SITE,
  type Imovel,
} from '@morada/domain';
import type { AgenciaPublica } from '../../lib/agencia';
import { cn } from '../../lib/cn';
import { Badge } from '../../components/badge';
import { Button, buttonVariants } from '../../components/button';
import { AppLink, useRotas } from '../../components/link';
import { PropertyGallery } from '../../components/property-gallery';
import { Spinner } from '../../components/spinner';
import { AgendarVisitaBotao } from './agendar-visita';
import type { AgendamentoVisita } from './agendar-visita-dialog';

type ImovelDetalheViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** O imóvel; `undefined` enquanto carrega ou quando não foi encontrado. */
  imovel: Imovel | undefined;
  /** O imóvel está carregando. */
  isLoading?: boolean;
  /**
   * A carga falhou no servidor (não um imóvel inexistente): a mensagem e “Tentar novamente” no lugar de
   * “Imóvel não encontrado.”.
   */
  loadFailed?: boolean;
  /** “Tentar novamente” depois de uma falha ao carregar. */
  onRetry?: () => void;
  /**
   * Telefone e WhatsApp da imobiliária, para o quadro do corretor; enquanto faltam, os botões ficam
   * desabilitados.
   */
  agencia?: Pick<AgenciaPublica, 'telefone' | 'whatsapp'>;
  /** “Agendar visita” no quadro do corretor: os horários livres e o pedido; sem a prop, o botão não aparece. */
  agendamento?: AgendamentoVisita;
  /** Um toque no WhatsApp (registrado como contato com o imóvel); o link abre o WhatsApp do mesmo jeito. */
  onWhatsapp?: () => void;
};

function ImovelDetalheView({
  imovel,
  isLoading = false,
  loadFailed = false,
  onRetry,
  agencia,
  agendamento,
  onWhatsapp,
  className,
  ...props
}: ImovelDetalheViewProps) {
  const rotas = useRotas();
  const D = MSG_PUBLICO.detalhe;
  if (isLoading && !imovel) {
    return (
      <div
        role="status"
        className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground"
      >
        <Spinner />
        <p>{D.carregando}</p>
      </div>
    );
  }
  if (!imovel) {
    return (
      <div
        role={loadFailed ? 'alert' : undefined}
        className="mx-auto grid max-w-md place-items-center gap-4 px-4 py-24 text-center"
      >
        <p className="text-xl font-semibold">{loadFailed ? D.erroDescricao : D.naoEncontrado}</p>
        {loadFailed ? (
          <Button type="button" onClick={onRetry}>
            {MSG_PUBLICO.primitivos.tentarNovamente}
          </Button>
        ) : null}
        <AppLink href={rotas.site.imoveis} className={buttonVariants({ variant: 'outline' })}>
          {MSG_SITE.voltarListagem}
        </AppLink>
      </div>
    );
  }

  const aluguel = imovel.operacao === 'Aluguel';
  const fatos = [
    { icone: Ruler, texto: `${imovel.areaUtil} m²`, rotulo: MSG_SITE.detalheArea },
    imovel.quartos != null && { icone: BedDouble, texto: D.quartos(imovel.quartos) },
    imovel.banheiros != null && { icone: Bath, texto: D.banheiros(imovel.banheiros) },
    imovel.vagas != null && { icone: Car, texto: D.vagas(imovel.vagas) },
    { icone: Building, texto: imovel.andar ? D.andar(imovel.andar) : D.terreo },
  ].filter(Boolean) as { icone: typeof Ruler; texto: string }[];

  return (
    <div
      data-slot="imovel-detalhe-view"
      className={cn('mx-auto grid max-w-7xl gap-8 px-4 py-8', className)}
      {...props}
    >
      <AppLink
        href={rotas.site.imoveis}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {MSG_SITE.voltarListagem}
      </AppLink>
      <header className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{imovel.tipo}</Badge>
          <Badge variant="outline">{imovel.operacao}</Badge>
          {imovel.destaque && <Badge>{MSG_PUBLICO.listagem.destaque}</Badge>}
        </div>
        <h1 className="text-3xl font-bold">{imovel.titulo}</h1>
        <p className="flex items-center gap-1 text-muted-foreground">
          <MapPin className="size-4" aria-hidden />
          {imovel.endereco}, {imovel.cidade}, {imovel.estado}
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[1fr_340px]">
        <div className="grid content-start gap-8">
          <PropertyGallery fotos={imovel.fotos} titulo={imovel.titulo} />
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {fatos.map(({ icone: Icone, texto }) => (
              <li key={texto} className="flex items-center gap-2 rounded-lg border border-border p-3 text-sm">
                <Icone className="size-5 text-primary" aria-hidden />
                {texto}
              </li>
            ))}
          </ul>
          <section>
            <h2 className="mb-2 text-xl font-semibold">{D.descricao}</h2>
            <p className="whitespace-pre-line text-muted-foreground">{imovel.descricao}</p>
          </section>
          {imovel.caracteristicas.length > 0 && (
            <section>
              <h2 className="mb-2 text-xl font-semibold">{D.caracteristicas}</h2>
              <ul className="grid gap-2 sm:grid-cols-2">
                {imovel.caracteristicas.map((c) => (
                  <li key={c} className="flex items-center gap-2 text-sm">
                    <Check className="size-4 text-primary" aria-hidden />
                    {c}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        {imovelDisponivel(imovel) ? (
          <aside className="grid h-fit gap-4 rounded-xl border border-border bg-card p-6 shadow-sm lg:sticky lg:top-20">
            <p className="text-3xl font-bold text-primary">
              {formatBRL(imovel.preco)}
              {aluguel && (
                <span className="text-base font-normal text-muted-foreground">
                  {MSG_PUBLICO.listagem.porMes}
                </span>
              )}
            </p>
            {imovel.precoCondominio != null && imovel.precoCondominio > 0 && (
              <p className="text-sm text-muted-foreground">
                {MSG_SITE.detalheCondominio(formatBRL(imovel.precoCondominio))}
              </p>
            )}
            <h2 className="text-lg font-semibold">{D.faleCorretor}</h2>
            <FaleComCorretor agencia={agencia} onWhatsapp={onWhatsapp} />
            {agendamento ? <AgendarVisitaBotao {...agendamento} /> : null}
          </aside>
        ) : (
          <Indisponivel />
        )}
      </div>
    </div>
  );
}

/**
 * Occupied, reserved or in maintenance: reached by an old link or a favourite, the page says so
 * and points to the listing instead of offering a price and a broker.
 */
function Indisponivel() {
  const rotas = useRotas();
  const D = MSG_PUBLICO.detalhe;
  return (
    <aside
      data-slot="imovel-indisponivel"
      className="grid h-fit gap-4 rounded-xl border border-amber-500/40 bg-amber-50 p-6 shadow-sm lg:sticky lg:top-20 dark:bg-amber-950/30"
    >
      <p role="status" className="flex items-start gap-2 text-lg font-semibold">
        <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden />
        {D.indisponivel}
      </p>
      <p className="text-sm text-muted-foreground">{D.indisponivelDica}</p>
      <AppLink href={rotas.site.imoveis} className={cn(buttonVariants(), 'w-full')}>
        {D.verDisponiveis}
      </AppLink>
    </aside>
  );
}

const WHATSAPP_CLASSE = 'w-full bg-green-700 text-white hover:bg-green-800';

/** The broker buttons; until the agency's phones load they show disabled instead of leaving the box empty. */
function FaleComCorretor({ agencia, onWhatsapp }: Pick<ImovelDetalheViewProps, 'agencia' | 'onWhatsapp'>) {
  const D = MSG_PUBLICO.detalhe;
  if (!agencia) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Button disabled className={WHATSAPP_CLASSE}>
          <MessageCircle aria-hidden />
          {D.whatsapp}
        </Button>
        <Button disabled variant="outline" className="w-full">
          <Phone aria-hidden />
          {D.ligar}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <a
        href={linkWhatsapp(agencia.whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonVariants(), WHATSAPP_CLASSE)}
        onClick={onWhatsapp}
      >
        <MessageCircle aria-hidden />
        {D.whatsapp}
      </a>
      <a
        href={linkTelefone(agencia.telefone)}
        className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}
      >
        <Phone aria-hidden />
        {D.ligar}
      </a>
    </div>
  );
}

export { ImovelDetalheView };
export type { ImovelDetalheViewProps };
