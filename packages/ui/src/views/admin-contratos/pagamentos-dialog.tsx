import { hojeNaAgencia, MSG, type Contrato, type Pagamento, type ValorDevido } from '@morada/domain';
import { useState } from 'react';
import { Table, TableBody, TableEmpty, TableHead, TableHeader, TableRow } from '../../components/table';
import { TableLoadFailed } from '../../components/table/table-load-failed';
import { ContratoTabelaDialog } from './contrato-tabela-dialog';
import { PagamentoLinha } from './pagamento-linha';
import type { PagarDados } from './registrar-pagamento-form';

const T = MSG.adminUi.contratos;
const COLUNAS = 6;

type PagamentosDialogProps = {
  /** O contrato cujos pagamentos são mostrados; `null` fecha o diálogo. */
  contrato: Contrato | null;
  /** Os pagamentos do contrato; `undefined` enquanto carregam. */
  pagamentos: readonly Pagamento[] | undefined;
  /** Os pagamentos estão carregando. */
  loading: boolean;
  /**
   * Os pagamentos não puderam ser carregados: uma linha de erro com “tentar novamente” em vez de “nenhum
   * pagamento”.
   */
  loadFailed?: boolean;
  /** “Tentar novamente” depois de uma falha ao carregar. */
  onRetry?: () => void;
  /** O diálogo pediu para abrir ou fechar. */
  onOpenChange: (open: boolean) => void;
  /** Rejeita quando o servidor recusou: o formulário fica aberto (erros de campo via `errosDoErro`). */
  onRegistrar: (pagamento: Pagamento, dados: PagarDados) => Promise<unknown>;
  /** O valor devido numa data (GET /api/pagamentos/:id/devido): a sugestão do formulário. */
  onCalcularDevido: (pagamento: Pagamento, data: string) => Promise<ValorDevido>;
  /** `{ campo: mensagem }` de um `onRegistrar` rejeitado, mostrados sob os campos do formulário. */
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  /** “Enviar cobrança” de um pagamento. */
  onEnviarCobranca: (pagamento: Pagamento) => Promise<unknown>;
  /** O dia da imobiliária, 'YYYY-MM-DD' (America/Sao_Paulo); fixado nas histórias e nos testes. */
  hoje?: string;
};

/**
 * Os pagamentos mensais de um contrato: status (“Parcial” e o saldo quando pago em parte), valor atualizado,
 * composição e recebimentos, “Registrar pagamento” (data, valor, meio) e “Enviar cobrança”.
 */
function PagamentosDialog({
  contrato,
  pagamentos,
  loading,
  loadFailed = false,
  onRetry,
  onOpenChange,
  onRegistrar,
  onCalcularDevido,
  errosDoErro,
  onEnviarCobranca,
  hoje,
}: PagamentosDialogProps) {
  const [registrando, setRegistrando] = useState<string | null>(null);
  const [detalhes, setDetalhes] = useState<ReadonlySet<string>>(new Set());
  const [cobrando, setCobrando] = useState<string | null>(null);
  const dia = hoje ?? hojeNaAgencia();

  const alternarDetalhes = (id: string) => {
    const fechar = detalhes.has(id) || registrando === id;
    const novo = new Set(detalhes);
    if (fechar) novo.delete(id);
    else novo.add(id);
    setDetalhes(novo);
    if (fechar && registrando === id) setRegistrando(null);
  };
  const confirmar = async (p: Pagamento, dados: PagarDados) => {
    await onRegistrar(p, dados);
    setRegistrando(null);
  };
  const enviarCobranca = async (p: Pagamento) => {
    setCobrando(p.id);
    try {
      await onEnviarCobranca(p);
    } catch {
      // Toast shown by the app.
    } finally {
      setCobrando(null);
    }
  };

  return (
    <ContratoTabelaDialog
      contrato={contrato}
      onOpenChange={onOpenChange}
      titulo={T.pagamentosTitulo}
      loading={loading}
    >
      <Table cartoes>
        <TableHeader>
          <TableRow>
            <TableHead>{T.competencia}</TableHead>
            <TableHead>{T.vencimento}</TableHead>
            <TableHead>{T.valor}</TableHead>
            <TableHead>{T.valorAtualizado}</TableHead>
            <TableHead>{T.colStatus}</TableHead>
            <TableHead fixo="fim">{T.colAcoes}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loadFailed && !pagamentos?.length ? (
            <TableLoadFailed colSpan={COLUNAS} mensagem={T.fallbackCarregarPagamentos} onRetry={onRetry} />
          ) : !pagamentos || pagamentos.length === 0 ? (
            <TableEmpty colSpan={COLUNAS}>{T.semPagamentos}</TableEmpty>
          ) : (
            pagamentos.map((p) => (
              <PagamentoLinha
                key={p.id}
                pagamento={p}
                colunas={COLUNAS}
                hoje={dia}
                detalhesAbertos={detalhes.has(p.id)}
                onAlternarDetalhes={() => alternarDetalhes(p.id)}
                registrando={registrando === p.id}
                onRegistrar={() => setRegistrando(p.id)}
                onCancelarRegistro={() => setRegistrando(null)}
                onConfirmar={(dados) => confirmar(p, dados)}
                onCalcularDevido={onCalcularDevido}
                errosDoErro={errosDoErro}
                enviandoCobranca={cobrando === p.id}
                onEnviarCobranca={() => void enviarCobranca(p)}
              />
            ))
          )}
        </TableBody>
      </Table>
    </ContratoTabelaDialog>
  );
}

export { PagamentosDialog };
export type { PagamentosDialogProps };
