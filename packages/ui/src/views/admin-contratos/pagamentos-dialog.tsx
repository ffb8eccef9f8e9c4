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
  contrato: Contrato | null;
  pagamentos: readonly Pagamento[] | undefined;
  loading: boolean;
  /** The payments could not be loaded: an error line with a retry instead of 'no payments'. */
  loadFailed?: boolean;
  onRetry?: () => void;
  onOpenChange: (open: boolean) => void;
  /** Rejects when the server refused: the form stays open (field errors via errosDoErro). */
  onRegistrar: (pagamento: Pagamento, dados: PagarDados) => Promise<unknown>;
  /** The amount due on a date (GET /api/pagamentos/:id/devido): the form's suggestion. */
  onCalcularDevido: (pagamento: Pagamento, data: string) => Promise<ValorDevido>;
  /** { campo: mensagem } of a rejected onRegistrar, shown under the form's fields. */
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  onEnviarCobranca: (pagamento: Pagamento) => Promise<unknown>;
  /** The agency's day, 'YYYY-MM-DD' (America/Sao_Paulo); fixed by stories and tests. */
  hoje?: string;
};

/**
 * A contract's monthly payments: status ('Parcial' and the balance when partly paid), updated
 * value, composition and receipts, 'Registrar pagamento' (date, amount, means) and 'Enviar cobrança'.
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
