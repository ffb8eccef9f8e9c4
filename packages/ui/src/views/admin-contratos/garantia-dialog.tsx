import {
  MSG,
  MSG_CICLO,
  MSG_CICLO_UI,
  type Contrato,
  type Garantia,
  type GarantiaEntradaValida,
} from '@morada/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type JSX } from 'react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { DialogFooter } from '../../components/dialog';
import { GarantiaForm } from '../../components/garantia-form';
import { Spinner } from '../../components/spinner';
import { Dialogo } from '../partes/dialogo';
import { GarantiaDetalhes } from './garantia-detalhes';

const G = MSG_CICLO.garantia;
const T = MSG_CICLO_UI.garantia;

/** A contract ended (rescinded, expired or cancelled) keeps its guarantee on file, unchangeable. */
const ENCERRADOS: readonly Contrato['status'][] = ['Finalizado', 'Cancelado'];

type GarantiaDialogProps = {
  /** O contrato cuja garantia é exibida; `null` fecha o diálogo. */
  contrato: Contrato | null;
  /** A garantia (`null`: nenhuma cadastrada); `undefined` enquanto carrega. */
  garantia: Garantia | null | undefined;
  /** A garantia está carregando. */
  loading?: boolean;
  /** A garantia não carregou: a mensagem e “Tentar novamente”. */
  loadFailed?: boolean;
  /** “Tentar novamente”. */
  onRetry?: () => void;
  /** Salvando: o botão mostra “Salvando...” e os botões ficam desabilitados. */
  salvando?: boolean;
  /** `{ campo: mensagem }` devolvidos pelo servidor, mostrados sob os campos. */
  errosServidor?: Record<string, string>;
  /** PUT …/garantia; rejeita quando recusado, e o formulário fica aberto com `errosServidor`. */
  onSalvar: (dados: GarantiaEntradaValida) => Promise<unknown>;
  /** DELETE …/garantia (antes confirmado no diálogo do app); o app avisa se falhar. */
  onRemover: () => Promise<unknown>;
  /** O diálogo pediu para abrir ou fechar. */
  onOpenChange: (open: boolean) => void;
};

/**
 * A garantia de um contrato (Lei 8.245, art. 37: uma por contrato): a visualização com “Editar” e “Remover”,
 * ou o formulário quando ainda não há garantia ou durante a edição.
 */
function GarantiaDialog({
  contrato,
  garantia,
  loading = false,
  loadFailed = false,
  onRetry,
  salvando = false,
  errosServidor,
  onSalvar,
  onRemover,
  onOpenChange,
}: GarantiaDialogProps): JSX.Element {
  const [editando, setEditando] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [removendo, setRemovendo] = useState(false);
  const [confirmandoRemocao, setConfirmandoRemocao] = useState(false);
  // Each contract opens on its read view (adjusted while rendering, not in an effect).
  const [aberto, setAberto] = useState(contrato);
  if (contrato !== aberto) {
    setAberto(contrato);
    setEditando(false);
    setConfirmandoRemocao(false);
  }
  const isEncerrado = !!contrato && ENCERRADOS.includes(contrato.status);
  const isOcupado = salvando || enviando || removendo;

  const salvar = async (dados: GarantiaEntradaValida) => {
    setEnviando(true);
    try {
      await onSalvar(dados);
      setEditando(false);
    } catch {
      // The form stays open: errosServidor (or the app's toast) says why.
    } finally {
      setEnviando(false);
    }
  };

  const remover = async () => {
    if (isOcupado) return;
    setRemovendo(true);
    try {
      await onRemover();
      setConfirmandoRemocao(false);
    } catch {
      // Toast shown by the app; the confirmation stays so the user can retry or cancel.
    } finally {
      setRemovendo(false);
    }
  };

  const conteudo = () => {
    if (loadFailed && garantia === undefined) {
      return (
        <div role="alert" className="flex flex-col items-center gap-2 py-6 text-center text-sm">
          <span>{T.falhaCarregar}</span>
          {onRetry ? (
            <Button type="button" size="sm" variant="outline" onClick={onRetry}>
              {MSG.dashboard.tentarNovamente}
            </Button>
          ) : null}
        </div>
      );
    }
    if (loading || garantia === undefined) {
      return (
        <div className="flex min-h-32 items-center justify-center">
          <Spinner label={MSG.guard.carregando} />
        </div>
      );
    }
    if (!isEncerrado && (editando || garantia === null)) {
      return (
        <GarantiaForm
          key={garantia?.atualizadoEm ?? 'nova'}
          garantia={garantia}
          aluguel={contrato?.valorAluguel}
          busy={isOcupado}
          errosServidor={errosServidor}
          onSubmit={(dados) => void salvar(dados)}
          onCancel={() => (garantia ? setEditando(false) : onOpenChange(false))}
        />
      );
    }
    if (garantia === null) return <p className="py-4 text-sm text-muted-foreground">{G.semGarantia}</p>;
    return (
      <>
        <GarantiaDetalhes garantia={garantia} />
        {isEncerrado ? (
          <p className="text-sm text-muted-foreground">{G.erros.contratoEncerrado}</p>
        ) : (
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={isOcupado}
              onClick={() => setConfirmandoRemocao(true)}
            >
              <Trash2 className="size-4 text-destructive" aria-hidden />
              {removendo ? T.removendo : MSG.adminUi.imovelForm.remover}
            </Button>
            <Button type="button" disabled={isOcupado} onClick={() => setEditando(true)}>
              <Pencil className="size-4" aria-hidden />
              {MSG.admin.editar}
            </Button>
          </DialogFooter>
        )}
      </>
    );
  };

  return (
    <Dialogo
      open={contrato !== null}
      onOpenChange={(o) => !isOcupado && onOpenChange(o)}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      titulo={T.titulo(contrato?.numero ?? '')}
      descricao={contrato?.inquilino.nome}
    >
      {conteudo()}
      <ConfirmDialog
        open={confirmandoRemocao}
        onOpenChange={(o) => !o && !removendo && setConfirmandoRemocao(false)}
        title={T.confirmarRemover}
        description={contrato?.numero ?? ''}
        confirmLabel={MSG.adminUi.imovelForm.remover}
        onConfirm={remover}
        busy={removendo}
      />
    </Dialogo>
  );
}

export { GarantiaDialog };
export type { GarantiaDialogProps };
