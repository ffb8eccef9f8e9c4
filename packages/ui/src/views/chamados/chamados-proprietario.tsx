import { MSG_CHAMADOS_UI, type AprovacaoChamado, type Chamado } from '@morada/domain';
import { CartaoAprovacao } from './cartao-aprovacao';
import { CabecalhoChamado } from './chamado-detalhe';
import { EstadoCarga, Vazio } from './estado-carga';
import { BotaoComprovante, DadosChamado, FotosChamado, TimelineChamado } from './partes';

const T = MSG_CHAMADOS_UI;

type ChamadosProprietarioProps = {
  /** Os chamados dos imóveis do proprietário; `undefined` enquanto carregam. */
  chamados: readonly Chamado[] | undefined;
  /** Falha ao carregar: a mensagem com “Tentar novamente”. */
  erro?: string | null;
  onRetry?: () => void;
  /** Aprova ou recusa (com o motivo) o orçamento de um chamado; o app relê a lista depois. */
  onResponder: (id: string, resposta: AprovacaoChamado) => Promise<unknown>;
  /** O chamado cuja resposta está sendo enviada. */
  respondendoId?: string | null;
  /**
   * “Baixar comprovante” de um chamado concluído cujo custo foi para o proprietário (o único que a
   * rota lhe entrega: GET /api/proprietario/chamados/{id}/comprovante).
   */
  onBaixarComprovante: (chamado: Chamado) => void;
  /** O chamado cujo comprovante está sendo baixado. */
  baixandoComprovanteId?: string | null;
};

/**
 * Os chamados dos imóveis do proprietário: primeiro os que aguardam a aprovação dele (orçamento,
 * descrição, fotos, “Aprovar” e “Recusar”), depois os demais com o status nas palavras dele.
 */
function ChamadosProprietario({
  chamados,
  erro,
  onRetry,
  onResponder,
  respondendoId = null,
  onBaixarComprovante,
  baixandoComprovanteId = null,
}: ChamadosProprietarioProps) {
  return (
    <EstadoCarga dados={chamados} erro={erro} onRetry={onRetry} carregando={T.carregando}>
      {(lista) => {
        if (lista.length === 0) return <Vazio>{T.nenhumProprietario}</Vazio>;
        const aguardando = lista.filter((c) => c.status === 'aguardando_aprovacao');
        const outros = lista.filter((c) => c.status !== 'aguardando_aprovacao');
        return (
          <div className="grid gap-6">
            {aguardando.length > 0 ? (
              <section className="grid gap-3" aria-label={T.aprovacao.aguardando}>
                <h2 className="text-xl font-semibold">{T.aprovacao.aguardando}</h2>
                {aguardando.map((c) => (
                  <CartaoAprovacao
                    key={c.id}
                    chamado={c}
                    onResponder={onResponder}
                    enviando={respondendoId === c.id}
                  />
                ))}
              </section>
            ) : null}
            {outros.length > 0 ? (
              <section className="grid gap-3" aria-label={T.aprovacao.outros}>
                <h2 className="text-xl font-semibold">
                  {aguardando.length > 0 ? T.aprovacao.outros : T.titulo}
                </h2>
                {outros.map((c) => (
                  <article
                    key={c.id}
                    aria-label={T.numero(c.numero)}
                    className="grid gap-3 rounded-xl border border-border bg-card p-4"
                  >
                    <CabecalhoChamado chamado={c} publico="proprietario" />
                    <FotosChamado fotos={c.fotos} />
                    <DadosChamado chamado={c} />
                    {c.comprovante && c.responsavel === 'proprietario' ? (
                      <div>
                        <BotaoComprovante
                          onBaixar={() => onBaixarComprovante(c)}
                          baixando={baixandoComprovanteId === c.id}
                        />
                      </div>
                    ) : null}
                    <TimelineChamado eventos={c.eventos} />
                  </article>
                ))}
              </section>
            ) : null}
          </div>
        );
      }}
    </EstadoCarga>
  );
}

export { ChamadosProprietario };
export type { ChamadosProprietarioProps };
