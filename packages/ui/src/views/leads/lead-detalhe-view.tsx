import { MSG_LEADS_UI, MSG_PROPOSTAS_UI, type EtapaLead, type LeadDetalhe } from '@morada/domain';
import { ArrowLeft, FilePlus } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { FalhaComRetry } from '../partes/falha-com-retry';
import { buttonVariants } from '../../components/button';
import { AppLink } from '../../components/link';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { ContatoLead } from './contato-lead';
import { EtapaLeadPainel } from './etapa-lead';
import { NotaForm } from './nota-form';
import { ParadoBadge } from './selos';
import { TimelineLead } from './timeline-lead';

const T = MSG_LEADS_UI.detalhe;

type LeadDetalheViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** O lead com o histórico (GET /api/leads/{id}); `undefined` enquanto carrega ou sem ele. */
  lead: LeadDetalhe | undefined;
  /** O lead não existe ou não é deste corretor (404). */
  naoEncontrado?: boolean;
  /** A carga falhou: a mensagem e “Tentar novamente”. */
  erroCarregar?: string | null;
  onRetry?: () => void;
  /** “Voltar para os leads”. */
  hrefVoltar: string;
  /** O endereço da página pública de um imóvel (o imóvel de interesse vira um link). */
  hrefImovel?: (id: string) => string;
  /** O instante de referência de “Sem atendimento há N h”. */
  agora: Date;
  /** Um admin pode reabrir um lead ganho ou perdido. */
  podeReabrir?: boolean;
  /** Uma mudança (etapa ou nota) está sendo salva. */
  salvando?: boolean;
  /** A recusa do servidor numa mudança (409: o lead mudou; 422: a mudança não vale), em destaque. */
  erroAcao?: string | null;
  onMudarEtapa: (etapa: EtapaLead, motivo?: string) => void;
  /** Adiciona uma nota; o campo se esvazia quando a promessa cumpre. */
  onAdicionarNota: (texto: string) => Promise<unknown>;
  /** Ações a mais no cabeçalho (o admin: “Atribuir”). */
  acoes?: ReactNode;
  /** “Nova proposta”: a página da proposta deste lead, oferecida em atendimento ou com visita agendada. */
  hrefNovaProposta?: string;
};

/** The etapas where a proposal can start. */
const ETAPAS_DE_PROPOSTA: readonly EtapaLead[] = ['em_atendimento', 'visita_agendada'];

/**
 * A página de um lead (/corretor/leads/:id, /admin/leads/:id): o contato com ligar, WhatsApp e e-mail, o
 * imóvel, a etapa com os próximos passos (“Iniciar atendimento”, …; “Marcar como perdido” pede o motivo),
 * “Adicionar nota” e o histórico, do mais novo ao mais antigo.
 */
function LeadDetalheView({
  lead,
  naoEncontrado = false,
  erroCarregar = null,
  onRetry,
  hrefVoltar,
  hrefImovel,
  agora,
  podeReabrir = false,
  salvando = false,
  erroAcao = null,
  onMudarEtapa,
  onAdicionarNota,
  acoes,
  hrefNovaProposta,
  className,
  ...props
}: LeadDetalheViewProps) {
  return (
    <div data-slot="lead-detalhe-view" className={cn('grid min-w-0 gap-4', className)} {...props}>
      <AppLink
        href={hrefVoltar}
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {T.voltar}
      </AppLink>
      {naoEncontrado ? (
        <section className="grid gap-1 rounded-xl border p-6">
          <h1 className="text-xl font-semibold">{T.naoEncontrado}</h1>
          <p className="text-muted-foreground">{T.naoEncontradoDetalhe}</p>
        </section>
      ) : erroCarregar ? (
        <FalhaComRetry mensagem={erroCarregar} onRetry={onRetry} aparencia="destacada" />
      ) : !lead ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={T.carregando} />
        </div>
      ) : (
        <>
          <header className="flex flex-wrap items-center justify-between gap-3">
            <div className="grid gap-1">
              <h1 className="text-2xl font-bold tracking-tight">{lead.nome}</h1>
              {lead.parado ? <ParadoBadge lead={lead} agora={agora} /> : null}
            </div>
            {hrefNovaProposta && ETAPAS_DE_PROPOSTA.includes(lead.etapa) ? (
              <AppLink href={hrefNovaProposta} className={buttonVariants()}>
                <FilePlus className="size-4" aria-hidden />
                {MSG_PROPOSTAS_UI.novaProposta}
              </AppLink>
            ) : null}
            {acoes}
          </header>
          {erroAcao ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive"
            >
              {erroAcao}
            </p>
          ) : null}
          <ContatoLead lead={lead} hrefImovel={hrefImovel} />
          <EtapaLeadPainel
            lead={lead}
            podeReabrir={podeReabrir}
            salvando={salvando}
            onMudarEtapa={onMudarEtapa}
          />
          <NotaForm onAdicionar={onAdicionarNota} salvando={salvando} />
          <TimelineLead eventos={lead.eventos} />
        </>
      )}
    </div>
  );
}

export { LeadDetalheView };
export type { LeadDetalheViewProps };
