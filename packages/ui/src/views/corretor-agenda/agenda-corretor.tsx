import { useState, type ComponentProps } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatData, formatDiaCurto, MSG_VISITAS_UI, type Visita } from '@morada/domain';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';
import { Button } from '../../components/button';
import { Skeleton } from '../../components/skeleton';
import { FalhaComRetry } from '../partes/falha-com-retry';
import { Escolha } from '../imovel-detalhe/horarios';
import { CartaoVisita, type AcoesAgenda } from './cartao-visita';
import { diasDaSemana, meioDiaDe, visitasDoDia } from './semana';

const T = MSG_VISITAS_UI.agenda;

type AgendaCorretorViewProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** O primeiro dia da semana ('AAAA-MM-DD'); a agenda mostra ele e os seis seguintes. */
  de: string;
  /** As visitas da semana; `undefined` enquanto carregam. */
  visitas: readonly Visita[] | undefined;
  isLoading?: boolean;
  loadFailed?: boolean;
  onRetry?: () => void;
  onSemanaAnterior: () => void;
  onProximaSemana: () => void;
  /** Hoje ('AAAA-MM-DD'): o dia em que o celular abre, quando está na semana. */
  hoje: string;
  /** Agora (ISO): o feedback de uma visita só é pedido depois do fim dela. */
  agora: string;
  acoes: AcoesAgenda;
  /** A agenda do admin, com todos os corretores: cada cartão diz o seu corretor. */
  mostrarCorretor?: boolean;
};

/** The visits of one day, or that there are none. */
function ListaDoDia({
  visitas,
  agora,
  acoes,
  mostrarCorretor,
}: {
  visitas: readonly Visita[];
  agora: string;
  acoes: AcoesAgenda;
  mostrarCorretor: boolean;
}) {
  if (visitas.length === 0) return <p className="text-sm text-muted-foreground">{T.vazioDia}</p>;
  return (
    <ul className="grid gap-3">
      {visitas.map((v) => (
        <li key={v.id}>
          <CartaoVisita visita={v} agora={agora} acoes={acoes} mostrarCorretor={mostrarCorretor} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A semana do corretor: no celular e no tablet, um dia por vez sob a faixa dos sete dias; no computador, sete
 * colunas. Cada visita com as ações do seu status; semana anterior e próxima.
 */
function AgendaCorretorView({
  de,
  visitas,
  isLoading = false,
  loadFailed = false,
  onRetry,
  onSemanaAnterior,
  onProximaSemana,
  hoje,
  agora,
  acoes,
  mostrarCorretor = false,
  className,
  ...props
}: AgendaCorretorViewProps) {
  const dias = diasDaSemana(de);
  // Phone first: the seven columns only where they fit (desktop); one layout in the DOM at a time.
  const sete = useMediaQuery('(min-width: 64rem)', false);
  const [diaEscolhido, setDiaEscolhido] = useState<string | undefined>();
  const dia = dias.find((d) => d === diaEscolhido) ?? (dias.includes(hoje) ? hoje : dias[0]!);

  let corpo;
  if (loadFailed && !visitas) {
    corpo = <FalhaComRetry mensagem={T.erroCarregar} onRetry={onRetry} />;
  } else if (!visitas) {
    corpo = (
      <div role="status" aria-label={T.carregando} className="grid gap-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  } else if (visitas.length === 0) {
    corpo = <p className="text-muted-foreground">{T.vazio}</p>;
  } else if (!sete) {
    corpo = (
      <div className="grid gap-4">
        <Escolha
          legenda={T.dias}
          opcoes={dias}
          chave={(d) => d}
          rotulo={(d) => formatDiaCurto(meioDiaDe(d))}
          escolhida={dia}
          onEscolher={setDiaEscolhido}
        />
        <ListaDoDia
          visitas={visitasDoDia(visitas, dia)}
          agora={agora}
          acoes={acoes}
          mostrarCorretor={mostrarCorretor}
        />
      </div>
    );
  } else {
    corpo = (
      <div className="grid grid-cols-7 gap-3">
        {dias.map((d) => (
          <section key={d} aria-label={formatDiaCurto(meioDiaDe(d))} className="grid content-start gap-2">
            <h3 className="text-sm font-semibold">{formatDiaCurto(meioDiaDe(d))}</h3>
            <ListaDoDia
              visitas={visitasDoDia(visitas, d)}
              agora={agora}
              acoes={acoes}
              mostrarCorretor={mostrarCorretor}
            />
          </section>
        ))}
      </div>
    );
  }

  return (
    <section
      data-slot="agenda-corretor-view"
      aria-label={T.titulo}
      aria-busy={isLoading || undefined}
      className={cn('grid gap-4', className)}
      {...props}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{T.semana(formatData(de), formatData(dias[6]))}</h2>
        <div className="flex gap-2">
          <Button variant="outline" size="icon" aria-label={T.semanaAnterior} onClick={onSemanaAnterior}>
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" size="icon" aria-label={T.proximaSemana} onClick={onProximaSemana}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </header>
      {corpo}
    </section>
  );
}

export { AgendaCorretorView };
export type { AgendaCorretorViewProps };
