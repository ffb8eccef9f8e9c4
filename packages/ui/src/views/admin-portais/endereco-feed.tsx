import { MSG_PORTAIS_UI } from '@morada/domain';
import { useId } from 'react';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { CopiarBotao } from '../locatario/copiar-botao';
import { GerarNovoConfirmado } from '../partes/gerar-novo-confirmado';

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
        <GerarNovoConfirmado textos={T} onGerar={onGerarNovoEndereco} />
      </div>
    </section>
  );
}

export { EnderecoFeed };
export type { EnderecoFeedProps };
