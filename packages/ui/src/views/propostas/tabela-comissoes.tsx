import { formatData, MSG_PROPOSTAS, MSG_PROPOSTAS_UI } from '@morada/domain';
import { DataTable, type DataTableColuna } from '../../components/table';
import type { Comissao } from './tipos';
import { brl } from './valores';

const T = MSG_PROPOSTAS_UI.comissoes;

type TabelaComissoesProps = {
  comissoes: readonly Comissao[];
  loading: boolean;
  loadFailed: boolean;
  onRetry?: (() => void) | undefined;
  /** O back office mostra de quem é cada parte (o corretor ou a imobiliária); o corretor só vê as suas. */
  comCorretor?: boolean;
};

const colunaCorretor: DataTableColuna<Comissao> = {
  titulo: MSG_PROPOSTAS_UI.colunas.corretor,
  celula: (c) => c.corretorNome ?? MSG_PROPOSTAS_UI.configuracao.agencia,
};

/** Cada parte de cada negócio: o imóvel e a proposta, o papel, o valor em R$ e a data. */
function TabelaComissoes({
  comissoes,
  loading,
  loadFailed,
  onRetry,
  comCorretor = false,
}: TabelaComissoesProps) {
  return (
    <DataTable
      itens={comissoes}
      chave={(c) => c.id}
      carregando={{ ativo: loading, rotulo: T.carregando }}
      falha={{ ativo: loadFailed && comissoes.length === 0, mensagem: T.erroCarregar, onRetry }}
      vazio={T.vazio}
      colunas={[
        {
          titulo: T.negocio,
          celula: (c) => (
            <span className="grid">
              <span className="font-medium">{c.imovelTitulo}</span>
              <span className="text-sm text-muted-foreground">
                {MSG_PROPOSTAS.tipos[c.tipo]} · {c.propostaNumero}
              </span>
            </span>
          ),
        },
        ...(comCorretor ? [colunaCorretor] : []),
        { titulo: T.papel, celula: (c) => MSG_PROPOSTAS.partes[c.parte] },
        { titulo: T.valor, className: 'whitespace-nowrap tabular-nums', celula: (c) => brl(c.valorCentavos) },
        {
          titulo: T.data,
          className: 'whitespace-nowrap',
          celula: (c) => <time dateTime={c.criadaEm}>{formatData(c.criadaEm)}</time>,
        },
      ]}
    />
  );
}

export { TabelaComissoes };
