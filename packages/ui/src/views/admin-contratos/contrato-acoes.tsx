import { MSG, MSG_REAJUSTE, type Contrato } from '@morada/domain';
import { CalendarPlus, History, Pencil, Receipt, Send, Trash2 } from 'lucide-react';
import { LinkAcessoIconButton } from '../../components/link-acesso';
import { TableRowAction } from '../../components/table';

const T = MSG.adminUi.contratos;

type ContratoAcoesProps = {
  contrato: Contrato;
  onEditar: () => void;
  onGerarPagamentos: () => void;
  onPagamentos: () => void;
  onEnviarCobranca: () => void;
  onExcluir: () => void;
  /** A delete is under way: no second one. */
  excluindo: boolean;
  /** Offered while the tenant's account is pending (never signed in). */
  onEnviarConvite?: () => void;
  enviandoConvite: boolean;
  /** Opens the contract's 'Histórico de reajustes'. */
  onHistoricoReajustes?: (() => void) | undefined;
};

/** The 'Ações' cell of a contract row. */
function ContratoAcoes({
  contrato,
  onEditar,
  onGerarPagamentos,
  onPagamentos,
  onEnviarCobranca,
  onExcluir,
  excluindo,
  onEnviarConvite,
  enviandoConvite,
  onHistoricoReajustes,
}: ContratoAcoesProps) {
  const alvo = contrato.numero;
  return (
    <div className="flex justify-end">
      <TableRowAction rotulo={MSG.admin.editar} alvo={alvo} icone={Pencil} onClick={onEditar} />
      {onEnviarConvite && contrato.inquilino.status === 'pendente' ? (
        <LinkAcessoIconButton
          status="pendente"
          alvo={alvo}
          disabled={enviandoConvite}
          onClick={onEnviarConvite}
        />
      ) : null}
      <TableRowAction
        rotulo={T.gerarPagamentos}
        alvo={alvo}
        icone={CalendarPlus}
        onClick={onGerarPagamentos}
      />
      <TableRowAction rotulo={T.pagamentos} alvo={alvo} icone={Receipt} onClick={onPagamentos} />
      <TableRowAction rotulo={T.enviarCobranca} alvo={alvo} icone={Send} onClick={onEnviarCobranca} />
      {onHistoricoReajustes ? (
        <TableRowAction
          rotulo={MSG_REAJUSTE.adminUi.historico.acao}
          alvo={alvo}
          icone={History}
          onClick={onHistoricoReajustes}
        />
      ) : null}
      <TableRowAction
        rotulo={MSG.admin.excluir}
        alvo={alvo}
        icone={Trash2}
        iconClassName="text-destructive"
        disabled={excluindo}
        onClick={onExcluir}
      />
    </div>
  );
}

export { ContratoAcoes };
