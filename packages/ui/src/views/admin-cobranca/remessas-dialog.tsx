import {
  formatDataHora,
  MSG_COBRANCA_UI,
  type ContaCobranca,
  type Remessa,
  type RemessasDaConta,
} from '@morada/domain';
import { Download, FileUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { DataTable, TableRowAction } from '../../components/table';
import { colunaAcoes } from '../partes/colunas';
import { Dialogo } from '../partes/dialogo';

const T = MSG_COBRANCA_UI.remessas;

type RemessasDialogProps = {
  /** A conta cujas remessas o diálogo mostra; `null` fecha o diálogo. */
  conta: ContaCobranca | null;
  /** GET /api/cobranca/contas/{id}/remessas; `undefined` enquanto a carga não respondeu. */
  dados: RemessasDaConta | undefined;
  /** A carga está em andamento. */
  loading: boolean;
  /** A carga falhou: a tabela mostra a mensagem e “Tentar novamente”. */
  loadFailed?: boolean;
  onRetry?: () => void;
  /** Gera a próxima remessa com tudo o que aguarda (POST); rejeita quando recusada. */
  onGerar: () => Promise<void>;
  /** Baixa o arquivo de uma remessa, como foi gerado. */
  onBaixar: (remessa: Remessa) => void;
  onFechar: () => void;
};

/**
 * Diálogo “Remessas” de uma conta de cobrança: quantos boletos aguardam registro e quantos pedidos
 * de baixa aguardam envio, o botão que gera a próxima remessa (numerada pela sequência da conta) e
 * as remessas já geradas, cada uma para baixar de novo como foi gerada.
 */
function RemessasDialog({
  conta,
  dados,
  loading,
  loadFailed = false,
  onRetry,
  onGerar,
  onBaixar,
  onFechar,
}: RemessasDialogProps) {
  const [gerando, setGerando] = useState(false);
  const pendentes = dados?.pendentes;
  const haPendentes = !!pendentes && pendentes.registros + pendentes.baixas > 0;

  const gerar = async () => {
    setGerando(true);
    try {
      await onGerar();
    } catch {
      // The caller says why (toast); the dialog stays open with the same pending counts.
    } finally {
      setGerando(false);
    }
  };

  return (
    <Dialogo
      open={conta !== null}
      onOpenChange={(o) => !o && !gerando && onFechar()}
      titulo={conta ? T.titulo(conta.nome) : null}
      descricao={T.descricao}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
    >
      {pendentes ? (
        <section
          aria-label={T.aguardando}
          className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="space-y-1 text-sm">
            <p className="font-medium">{T.aguardando}</p>
            {haPendentes ? (
              <ul className="text-muted-foreground">
                <li>{T.boletosARegistrar(pendentes.registros)}</li>
                <li>{T.pedidosDeBaixa(pendentes.baixas)}</li>
              </ul>
            ) : (
              <p className="text-muted-foreground">{T.nadaAguardando}</p>
            )}
          </div>
          <Button
            type="button"
            className="shrink-0"
            disabled={!haPendentes || gerando}
            onClick={() => void gerar()}
          >
            <FileUp className="size-4" aria-hidden />
            {gerando ? T.gerando : T.gerar(conta?.proximaRemessa ?? 1)}
          </Button>
        </section>
      ) : null}
      <section aria-labelledby="remessas-historico" className="space-y-2">
        <h3 id="remessas-historico" className="text-sm font-medium">
          {T.historico}
        </h3>
        <DataTable
          itens={dados?.remessas ?? []}
          chave={(r) => r.id}
          carregando={{ ativo: loading, rotulo: T.carregando }}
          falha={{ ativo: loadFailed, mensagem: T.erroCarregar, onRetry }}
          vazio={T.vazio}
          colunas={[
            { titulo: T.colNumero, celula: (r) => r.numero.toLocaleString('pt-BR') },
            {
              titulo: T.colGeradaEm,
              className: 'whitespace-nowrap',
              celula: (r) => formatDataHora(r.criadoEm),
            },
            { titulo: T.colRegistros, celula: (r) => r.registros.toLocaleString('pt-BR') },
            { titulo: T.colBaixas, celula: (r) => r.baixas.toLocaleString('pt-BR') },
            colunaAcoes(T.colArquivo, (r: Remessa) => (
              <TableRowAction
                rotulo={T.baixar}
                alvo={r.nomeArquivo}
                icone={Download}
                onClick={() => onBaixar(r)}
              />
            )),
          ]}
        />
      </section>
    </Dialogo>
  );
}

export { RemessasDialog };
export type { RemessasDialogProps };
