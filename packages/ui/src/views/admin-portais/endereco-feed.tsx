import { MSG_PORTAIS_UI } from '@morada/domain';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { CopiarBotao } from '../locatario/copiar-botao';
import { useAcaoConfirmada } from '../partes/use-acao-confirmada';

const T = MSG_PORTAIS_UI.feed;

type EnderecoFeedProps = {
  /** A URL do feed, com o token secreto, para cadastrar no Canal Pro. */
  urlFeed: string;
  /** Gera um novo endereço (o atual deixa de funcionar); resolve quando gerado, rejeita quando falha (o app avisa). */
  onGerarNovoEndereco: () => Promise<unknown>;
  /** Resolve `false` quando o texto não pôde ser copiado. Por padrão usa a Clipboard API. */
  onCopiar?: (texto: string) => Promise<boolean>;
};

/**
 * The feed's address the portals read: copy it to register it on Canal Pro, or generate a new one
 * after a confirmation that says the current one stops working.
 */
function EnderecoFeed({ urlFeed, onGerarNovoEndereco, onCopiar }: EnderecoFeedProps) {
  const id = `${useId()}-feed`;
  const geracao = useAcaoConfirmada<true>(() => onGerarNovoEndereco());
  return (
    <section data-slot="endereco-feed" className="space-y-3 rounded-md border border-border p-4">
      <Field label={T.titulo} htmlFor={id} hint={T.ajuda} className="min-w-0">
        <Input
          id={id}
          readOnly
          value={urlFeed}
          className="font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <CopiarBotao texto={urlFeed} rotulo={T.copiar} onCopiar={onCopiar} />
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
      </div>
      <ConfirmDialog
        open={geracao.alvo !== null}
        onOpenChange={(o) => !o && !geracao.ocupado && geracao.setAlvo(null)}
        title={T.confirmarTitulo}
        description={T.confirmarDescricao}
        confirmLabel={T.gerarNovo}
        onConfirm={geracao.confirmar}
        busy={geracao.ocupado}
      />
    </section>
  );
}

export { EnderecoFeed };
export type { EnderecoFeedProps };
