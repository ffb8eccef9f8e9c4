import { ArrowLeft } from 'lucide-react';
import { formatData, MSG_CHAMADOS, MSG_CHAMADOS_UI, type Chamado } from '@morada/domain';
import { Button } from '../../components/button';
import { EstadoCarga } from './estado-carga';
import {
  DadosChamado,
  FotosChamado,
  StatusChamadoBadge,
  TimelineChamado,
  UrgenciaBadge,
  type PublicoChamado,
} from './partes';

const T = MSG_CHAMADOS_UI;

/** The chamado's heading, badges and description (the detail's and the owner's card's top). */
function CabecalhoChamado({ chamado: c, publico }: { chamado: Chamado; publico: PublicoChamado }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-lg font-semibold">
        {T.numero(c.numero)} · {MSG_CHAMADOS.categorias[c.categoria]}
      </h3>
      <p className="text-sm text-muted-foreground">
        {c.imovelTitulo} · {T.abertoEm(formatData(c.abertoEm))}
      </p>
      <div className="flex flex-wrap gap-2">
        <StatusChamadoBadge status={c.status} publico={publico} />
        <UrgenciaBadge urgencia={c.urgencia} />
      </div>
      <p className="whitespace-pre-line">{c.descricao}</p>
    </div>
  );
}

type ChamadoDetalheProps = {
  /** O chamado com a linha do tempo; `undefined` enquanto carrega. */
  chamado: Chamado | undefined;
  /** Falha ao carregar: a mensagem com “Tentar novamente”. */
  erro?: string | null;
  onRetry?: () => void;
  /** “Voltar para os chamados”. */
  onVoltar: () => void;
  /** De quem são as palavras do status (o inquilino, por padrão). */
  publico?: PublicoChamado;
};

/**
 * Um chamado: status, fotos, prestador e data quando agendado, valor e quem paga quando definidos, e a
 * linha do tempo do mais novo ao mais antigo (hora de São Paulo).
 */
function ChamadoDetalhe({ chamado, erro, onRetry, onVoltar, publico = 'locatario' }: ChamadoDetalheProps) {
  return (
    <article className="grid gap-4" aria-label={chamado ? T.numero(chamado.numero) : T.carregandoUm}>
      <Button type="button" variant="link" className="h-auto justify-self-start p-0" onClick={onVoltar}>
        <ArrowLeft aria-hidden />
        {T.voltar}
      </Button>
      <EstadoCarga dados={chamado} erro={erro} onRetry={onRetry} carregando={T.carregandoUm}>
        {(c) => (
          <div className="grid gap-4 rounded-xl border border-border bg-card p-4">
            <CabecalhoChamado chamado={c} publico={publico} />
            <FotosChamado fotos={c.fotos} />
            <DadosChamado chamado={c} />
            <TimelineChamado eventos={c.eventos} />
          </div>
        )}
      </EstadoCarga>
    </article>
  );
}

export { CabecalhoChamado, ChamadoDetalhe };
export type { ChamadoDetalheProps };
