import { MSG_PORTAIS_UI, type ImovelPortal } from '@morada/domain';
import type { ComponentProps } from 'react';
import { Badge } from '../../components/badge';
import { StatusBadge } from '../../components/status-badge';
import { DataTable } from '../../components/table';
import { cn } from '../../lib/cn';
import { PendenciasCelula, PublicarCelula } from './celulas-portal';
import { EnderecoFeed, type EnderecoFeedProps } from './endereco-feed';

const T = MSG_PORTAIS_UI;

type AdminPortaisViewProps = Omit<ComponentProps<'div'>, 'children'> &
  Partial<Pick<EnderecoFeedProps, 'onCopiar'>> &
  Pick<EnderecoFeedProps, 'onGerarNovoEndereco'> & {
    /** Todos os imóveis, com a marcação, as pendências e se estão no feed agora (GET /api/admin/portais). */
    imoveis: readonly ImovelPortal[];
    /** A URL do feed com o token secreto; `undefined` antes da primeira carga. */
    urlFeed: string | undefined;
    /** A primeira carga está em andamento. */
    loading: boolean;
    /** A carga falhou: a tabela mostra a mensagem e “Tentar novamente”. */
    loadFailed?: boolean;
    /** “Tentar novamente” depois de uma falha. */
    onRetry?: () => void;
    /** O id do imóvel sendo salvo: a caixa dele fica desabilitada e mostra “Salvando...”. */
    salvando?: string | null;
    /** A recusa do servidor ao salvar (ex.: 422 com as pendências), mostrada na linha do imóvel. */
    erro?: { imovelId: string; mensagens: readonly string[] } | null;
    /** Marca ou desmarca “Publicar nos portais”; o app salva, relê a lista e informa `salvando`/`erro`. */
    onPublicar: (imovel: ImovelPortal, publicar: boolean) => void;
  };

/**
 * Tela “Portais”: o endereço do feed VRSync que o ZAP Imóveis, o Viva Real e a OLX leem (copiar, ou gerar
 * um novo que invalida o atual) e a lista de imóveis com “Publicar nos portais” e as pendências de cada um.
 */
function AdminPortaisView({
  imoveis,
  urlFeed,
  loading,
  loadFailed = false,
  onRetry,
  salvando = null,
  erro = null,
  onPublicar,
  onGerarNovoEndereco,
  onCopiar,
  className,
  ...props
}: AdminPortaisViewProps) {
  const noFeed = imoveis.filter((i) => i.noFeed).length;
  return (
    <div data-slot="admin-portais" className={cn('space-y-6', className)} {...props}>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{T.titulo}</h1>
          {imoveis.length > 0 ? (
            <Badge variant="secondary">{T.contagem(noFeed, imoveis.length)}</Badge>
          ) : null}
        </div>
        <p className="max-w-3xl text-sm text-muted-foreground">{T.descricao}</p>
      </header>
      {urlFeed ? (
        <EnderecoFeed urlFeed={urlFeed} onGerarNovoEndereco={onGerarNovoEndereco} onCopiar={onCopiar} />
      ) : null}
      <DataTable
        itens={imoveis}
        chave={(i) => i.id}
        carregando={{ ativo: loading, rotulo: T.carregando }}
        falha={{ ativo: loadFailed && imoveis.length === 0, mensagem: T.erroCarregar, onRetry }}
        vazio={T.vazio}
        colunas={[
          {
            titulo: T.colImovel,
            celula: (i) => (
              <div className="grid gap-0.5">
                <span className="font-medium">{i.titulo}</span>
                <span className="text-sm text-muted-foreground">
                  {i.bairro}, {i.cidade}
                </span>
              </div>
            ),
          },
          { titulo: T.colStatus, celula: (i) => <StatusBadge status={i.status} /> },
          { titulo: T.colPendencias, celula: (i) => <PendenciasCelula imovel={i} /> },
          {
            titulo: T.colPublicar,
            celula: (i) => (
              <PublicarCelula
                imovel={i}
                salvando={salvando === i.id}
                erro={erro?.imovelId === i.id ? erro.mensagens : undefined}
                onPublicar={onPublicar}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

export { AdminPortaisView };
export type { AdminPortaisViewProps };
