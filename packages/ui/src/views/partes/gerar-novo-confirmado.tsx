import { RefreshCw } from 'lucide-react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { useAcaoConfirmada } from './use-acao-confirmada';

/** Os textos: o rótulo do botão e da confirmação, o rótulo enquanto gera, o título e a descrição da confirmação. */
type TextosGerarNovo = {
  gerarNovo: string;
  gerando: string;
  confirmarTitulo: string;
  /** Diz que o atual deixa de valer na hora. */
  confirmarDescricao: string;
};

type GerarNovoConfirmadoProps = {
  /** Os textos da mensagem da tela (MSG_PORTAIS_UI.feed, MSG_LEADS_UI.integracao). */
  textos: TextosGerarNovo;
  /** Gera o novo; resolve quando gerado, rejeita quando falha (o app avisa e a confirmação fica aberta). */
  onGerar: () => Promise<unknown>;
};

/**
 * “Gerar novo …” behind a confirmation that says the current one stops at once: the feed's address
 * (Portais) and the lead webhook's secret (Leads).
 */
function GerarNovoConfirmado({ textos: T, onGerar }: GerarNovoConfirmadoProps) {
  const geracao = useAcaoConfirmada<true>(() => onGerar());
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={geracao.ocupado}
        onClick={() => geracao.setAlvo(true)}
      >
        <RefreshCw className="size-3.5" aria-hidden />
        {geracao.ocupado ? T.gerando : T.gerarNovo}
      </Button>
      <ConfirmDialog
        open={geracao.alvo !== null}
        onOpenChange={(o) => !o && !geracao.ocupado && geracao.setAlvo(null)}
        title={T.confirmarTitulo}
        description={T.confirmarDescricao}
        confirmLabel={T.gerarNovo}
        onConfirm={geracao.confirmar}
        busy={geracao.ocupado}
      />
    </>
  );
}

export { GerarNovoConfirmado };
export type { GerarNovoConfirmadoProps, TextosGerarNovo };
