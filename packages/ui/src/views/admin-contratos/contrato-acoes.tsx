import {
  MSG,
  MSG_ACERTO,
  MSG_ASSINATURAS_ADMIN_UI,
  MSG_CICLO_UI,
  MSG_REAJUSTE,
  MSG_VISTORIAS_CAMPO_UI,
  type Contrato,
} from '@morada/domain';
import {
  CalendarPlus,
  ClipboardCheck,
  FileDown,
  FileSignature,
  FileX2,
  HandCoins,
  History,
  Pencil,
  Receipt,
  RefreshCcw,
  ScrollText,
  Send,
  ShieldCheck,
} from 'lucide-react';
import { LinkAcessoIconButton } from '../../components/link-acesso';
import { TableRowAction, TableRowActions } from '../../components/table';
import { AcaoDestrutiva } from '../partes/colunas';

const T = MSG.adminUi.contratos;
const C = MSG_CICLO_UI;

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
  /** Opens the guarantee dialog. */
  onGarantia?: (() => void) | undefined;
  /** Opens 'Renovar contrato' (offered while the contract is Ativo). */
  onRenovar?: (() => void) | undefined;
  /** Opens 'Rescindir contrato' (offered while Ativo or Pendente and not yet ended). */
  onRescindir?: (() => void) | undefined;
  /** Downloads the contract's PDF. */
  onBaixarDocumento?: (() => void) | undefined;
  /** Downloads the termo de rescisão's PDF (offered once the contract was ended). */
  onBaixarTermo?: (() => void) | undefined;
  /** Records the amount given back to the tenant (offered while the rescisão still owes it). */
  onDevolucao?: (() => void) | undefined;
  /** Opens the contract's vistorias (entry and exit). */
  onVistorias?: (() => void) | undefined;
  /** Opens the contract's 'Assinaturas' (documents sent for electronic signature). */
  onAssinaturas?: (() => void) | undefined;
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
  onGarantia,
  onRenovar,
  onRescindir,
  onBaixarDocumento,
  onBaixarTermo,
  onDevolucao,
  onVistorias,
  onAssinaturas,
}: ContratoAcoesProps) {
  const alvo = contrato.numero;
  const rescindivel = (contrato.status === 'Ativo' || contrato.status === 'Pendente') && !contrato.rescisao;
  // Up to thirteen icons, four per line below 2xl.
  return (
    <TableRowActions porLinha={4}>
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
      {onGarantia ? (
        <TableRowAction rotulo={C.contratos.garantia} alvo={alvo} icone={ShieldCheck} onClick={onGarantia} />
      ) : null}
      {onRenovar && contrato.status === 'Ativo' ? (
        <TableRowAction rotulo={C.renovacao.acao} alvo={alvo} icone={RefreshCcw} onClick={onRenovar} />
      ) : null}
      {onRescindir && rescindivel ? (
        <AcaoDestrutiva rotulo={C.rescisao.acao} alvo={alvo} icone={FileX2} onClick={onRescindir} />
      ) : null}
      {onBaixarDocumento ? (
        <TableRowAction
          rotulo={C.contratos.contratoPdf}
          alvo={alvo}
          icone={FileDown}
          onClick={onBaixarDocumento}
        />
      ) : null}
      {onDevolucao && contrato.rescisao?.devolucaoPendente ? (
        <TableRowAction
          rotulo={MSG_ACERTO.ui.devolucaoAcao}
          alvo={alvo}
          icone={HandCoins}
          onClick={onDevolucao}
        />
      ) : null}
      {onBaixarTermo && contrato.rescisao ? (
        <TableRowAction
          rotulo={C.contratos.termoRescisao}
          alvo={alvo}
          icone={ScrollText}
          onClick={onBaixarTermo}
        />
      ) : null}
      {onVistorias ? (
        <TableRowAction
          rotulo={MSG_VISTORIAS_CAMPO_UI.contrato.acaoContrato}
          alvo={alvo}
          icone={ClipboardCheck}
          onClick={onVistorias}
        />
      ) : null}
      {onAssinaturas ? (
        <TableRowAction
          rotulo={MSG_ASSINATURAS_ADMIN_UI.contrato.acao}
          alvo={alvo}
          icone={FileSignature}
          onClick={onAssinaturas}
        />
      ) : null}
      <AcaoDestrutiva alvo={alvo} disabled={excluindo} onClick={onExcluir} />
    </TableRowActions>
  );
}

export { ContratoAcoes };
