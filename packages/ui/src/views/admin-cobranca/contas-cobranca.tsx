import {
  BANCO_DEMONSTRACAO,
  BANCOS_COBRANCA,
  MSG_COBRANCA_BANCARIA,
  MSG_COBRANCA_UI,
  type ContaCobranca,
  type ContaCobrancaDados,
} from '@morada/domain';
import { FileUp, Pencil, Plus } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { DataTable, TableRowAction } from '../../components/table';
import { colunaAcoes } from '../partes/colunas';
import { ContaCobrancaForm } from './conta-cobranca-form';
import { Dialogo } from '../partes/dialogo';

const T = MSG_COBRANCA_UI.contas;

/** '0057 / 12345-7': agência and conta, each with its check digit when the bank has one. */
export const agenciaConta = (c: Pick<ContaCobranca, 'agencia' | 'agenciaDv' | 'conta' | 'contaDv'>) => {
  const comDv = (n: string, dv: string) => (dv ? `${n}-${dv}` : n);
  return `${comDv(c.agencia, c.agenciaDv)} / ${comDv(c.conta, c.contaDv)}`;
};

const ehDemonstracao = (c: ContaCobranca) => c.banco === BANCO_DEMONSTRACAO;

type ContasCobrancaProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** GET /api/cobranca/contas; `undefined` enquanto a primeira carga não respondeu. */
  contas: readonly ContaCobranca[] | undefined;
  /** A primeira carga está em andamento. */
  loading: boolean;
  /** A carga falhou: a tabela mostra a mensagem e “Tentar novamente”. */
  loadFailed?: boolean;
  /** “Tentar novamente” depois de uma falha. */
  onRetry?: () => void;
  /**
   * Salva a conta (POST quando `conta` é `null`, PUT quando não); rejeita quando recusada, e os erros
   * de campo (via `errosDoErro`) aparecem sob os campos do diálogo.
   */
  onSalvar: (dados: ContaCobrancaDados, conta: ContaCobranca | null) => Promise<void>;
  /** Lê os erros de campo de uma recusa do servidor (o app conhece o tipo do erro; a tela não). */
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  /** “Remessas” de uma conta de banco real (a de demonstração não registra boletos em banco algum). */
  onRemessas?: (conta: ContaCobranca) => void;
};

/**
 * Seção “Contas de cobrança” das Configurações: as contas em que os boletos são registrados, com
 * banco, agência/conta, carteira, layout CNAB, próxima remessa e situação; a conta de demonstração
 * aparece marcada como não pagável. “Nova conta” e “Editar” abrem o formulário num diálogo.
 */
function ContasCobranca({
  contas,
  loading,
  loadFailed = false,
  onRetry,
  onSalvar,
  errosDoErro,
  onRemessas,
  className,
  ...props
}: ContasCobrancaProps) {
  // The account open in the dialog: 'nova' for a new one, null when closed.
  const [editando, setEditando] = useState<ContaCobranca | 'nova' | null>(null);
  const [busy, setBusy] = useState(false);
  const [errosServidor, setErrosServidor] = useState<Record<string, string> | undefined>();
  const conta = editando === 'nova' ? null : editando;

  const abrir = (alvo: ContaCobranca | 'nova') => {
    setErrosServidor(undefined);
    setEditando(alvo);
  };
  const salvar = async (dados: ContaCobrancaDados) => {
    setBusy(true);
    setErrosServidor(undefined);
    try {
      await onSalvar(dados, conta);
      setEditando(null);
    } catch (e) {
      setErrosServidor(errosDoErro?.(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      data-slot="contas-cobranca"
      aria-labelledby="contas-cobranca-titulo"
      className={className}
      {...props}
    >
      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle id="contas-cobranca-titulo" className="text-base">
              {T.titulo}
            </CardTitle>
            <CardDescription>{T.descricao}</CardDescription>
          </div>
          <Button type="button" className="shrink-0" onClick={() => abrir('nova')} disabled={loadFailed}>
            <Plus className="size-4" aria-hidden />
            {T.nova}
          </Button>
        </CardHeader>
        {/* Slimmer cells: the eight columns fit the Configurações column (max-w-4xl) without scrolling. */}
        <CardContent className="md:[&_td]:px-2 md:[&_th]:px-2">
          <DataTable
            itens={contas ?? []}
            chave={(c) => c.id}
            carregando={{ ativo: loading, rotulo: T.carregando }}
            falha={{ ativo: loadFailed, mensagem: T.erroCarregar, onRetry }}
            vazio={T.vazio}
            colunas={[
              {
                titulo: T.colNome,
                celula: (c) =>
                  ehDemonstracao(c) ? (
                    <div className="space-y-1">
                      {c.nome !== MSG_COBRANCA_BANCARIA.demonstracao ? (
                        <p className="font-medium">{c.nome}</p>
                      ) : null}
                      <Badge variant="yellow" className="rounded-md whitespace-normal">
                        {MSG_COBRANCA_BANCARIA.demonstracao}
                      </Badge>
                    </div>
                  ) : (
                    <span className="font-medium">{c.nome}</span>
                  ),
              },
              {
                titulo: T.colBanco,
                celula: (c) => BANCOS_COBRANCA[c.banco],
              },
              { titulo: T.colAgenciaConta, className: 'whitespace-nowrap', celula: agenciaConta },
              { titulo: T.colCarteira, celula: (c) => c.carteira },
              { titulo: T.colLayout, className: 'whitespace-nowrap', celula: (c) => T.layouts[c.layout] },
              { titulo: T.colProximaRemessa, celula: (c) => c.proximaRemessa.toLocaleString('pt-BR') },
              {
                titulo: T.colSituacao,
                celula: (c) => (
                  <Badge variant={c.ativa ? 'green' : 'gray'}>{c.ativa ? T.ativa : T.inativa}</Badge>
                ),
              },
              colunaAcoes(
                T.colAcoes,
                (c: ContaCobranca) => (
                  <>
                    {onRemessas && !ehDemonstracao(c) ? (
                      <TableRowAction
                        rotulo={MSG_COBRANCA_UI.remessas.acao}
                        alvo={c.nome}
                        icone={FileUp}
                        onClick={() => onRemessas(c)}
                      />
                    ) : null}
                    <TableRowAction rotulo={T.editar} alvo={c.nome} icone={Pencil} onClick={() => abrir(c)} />
                  </>
                ),
                'flex justify-end gap-1',
              ),
            ]}
          />
        </CardContent>
      </Card>
      <Dialogo
        open={editando !== null}
        onOpenChange={(o) => !o && !busy && setEditando(null)}
        titulo={conta ? T.dialogoEditar(conta.nome) : T.dialogoNova}
        descricao={T.dialogoDescricao}
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      >
        {editando !== null ? (
          <ContaCobrancaForm
            key={conta?.id ?? 'nova'}
            conta={conta}
            busy={busy}
            errosServidor={errosServidor}
            onSubmit={(dados) => void salvar(dados)}
            onCancelar={() => setEditando(null)}
          />
        ) : null}
      </Dialogo>
    </section>
  );
}

export { ContasCobranca };
export type { ContasCobrancaProps };
