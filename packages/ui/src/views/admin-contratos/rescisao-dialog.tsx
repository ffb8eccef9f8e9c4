import {
  formatCompetencia,
  hojeNaAgencia,
  MSG,
  MSG_CICLO_UI,
  type CalculoRescisaoReais,
  type Contrato,
  type DevolucaoEntrada,
  type Rescisao,
  type RescisaoEntradaValida,
} from '@morada/domain';
import { AlertTriangle, CheckCircle2, Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/button';
import { DialogFooter } from '../../components/dialog';
import { Dialogo } from '../partes/dialogo';
import { RescisaoAcerto } from './rescisao-acerto';
import { RescisaoDinheiro } from './rescisao-dinheiro';
import { RescisaoForm } from './rescisao-form';

const T = MSG_CICLO_UI.rescisao;

type RescisaoDialogProps = {
  /** O contrato que está sendo encerrado; `null` fecha o diálogo. */
  contrato: Contrato | null;
  /** O diálogo pediu para abrir ou fechar. */
  onOpenChange: (open: boolean) => void;
  /** POST …/rescisao/simular: o acerto para esses dados, sem registrar nada. */
  onSimular: (dados: RescisaoEntradaValida) => Promise<CalculoRescisaoReais>;
  /** POST …/rescisao; rejeita quando recusado (erros de campo via `errosDoErro`). */
  onConfirmar: (dados: RescisaoEntradaValida) => Promise<Rescisao>;
  /** POST …/rescisao/devolucao: registra que o valor devido ao locatário foi devolvido. */
  onDevolver?: ((contrato: Contrato, dados: DevolucaoEntrada) => Promise<Rescisao>) | undefined;
  /** Baixa o termo de rescisão do contrato (a API exige o token da sessão: não é um link). */
  onBaixarTermo?: ((contrato: Contrato) => void) | undefined;
  /** `{ campo: mensagem }` de uma recusa (o app conhece o tipo do erro; a tela não). */
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  /** A data de saída sugerida: o dia de hoje da imobiliária, salvo quando uma história fixa a data. */
  hoje?: string;
};

/**
 * Diálogo “Rescindir contrato” (Lei 8.245, art. 4): dados, acerto, confirmação e, por fim, o resultado
 * registrado.
 */
function RescisaoDialog({
  contrato,
  onOpenChange,
  onSimular,
  onConfirmar,
  onDevolver,
  onBaixarTermo,
  errosDoErro,
  hoje,
}: RescisaoDialogProps) {
  const [concluida, setConcluida] = useState<Rescisao | null>(null);
  // While the server calculates or records, the dialog stays open (no half-known outcome).
  const [ocupado, setOcupado] = useState(false);
  const ocupando =
    <A, R>(f: (a: A) => Promise<R>) =>
    async (a: A) => {
      setOcupado(true);
      try {
        return await f(a);
      } finally {
        setOcupado(false);
      }
    };
  // Each contract opens on a blank form (adjusted while rendering, not in an effect); a refetched
  // copy of the same contract keeps the result on screen.
  const [abertoId, setAbertoId] = useState(contrato?._id);
  if (contrato?._id !== abertoId) {
    setAbertoId(contrato?._id);
    setConcluida(null);
  }
  return (
    <Dialogo
      open={contrato !== null}
      onOpenChange={(o) => !ocupado && onOpenChange(o)}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      titulo={T.titulo(contrato?.numero ?? '')}
      descricao={
        <>
          {contrato?.inquilino.nome} — {contrato?.imovel.titulo}
        </>
      }
    >
      {contrato && concluida ? (
        <RescisaoConcluida
          contrato={contrato}
          rescisao={concluida}
          onBaixarTermo={onBaixarTermo ? () => onBaixarTermo(contrato) : undefined}
          dinheiro={
            <RescisaoDinheiro
              rescisao={concluida}
              hoje={hoje ?? hojeNaAgencia()}
              onDevolver={onDevolver ? (d) => onDevolver(contrato, d) : undefined}
              errosDoErro={errosDoErro}
            />
          }
        >
          <DialogFooter>
            <Button type="button" onClick={() => onOpenChange(false)}>
              {MSG.primitivos.fechar}
            </Button>
          </DialogFooter>
        </RescisaoConcluida>
      ) : contrato ? (
        <>
          <p className="text-sm text-muted-foreground">{T.descricao}</p>
          <RescisaoForm
            key={contrato._id}
            contrato={contrato}
            hoje={hoje ?? hojeNaAgencia()}
            onSimular={ocupando(onSimular)}
            onConfirmar={ocupando(onConfirmar)}
            errosDoErro={errosDoErro}
            onConcluida={setConcluida}
            onCancelar={() => onOpenChange(false)}
          />
        </>
      ) : null}
    </Dialogo>
  );
}

/** The recorded rescisão: contract finished, payments cancelled, boletos to handle, the termo. */
function RescisaoConcluida({
  contrato,
  rescisao,
  onBaixarTermo,
  dinheiro,
  children,
}: {
  contrato: Contrato;
  rescisao: Rescisao;
  onBaixarTermo?: (() => void) | undefined;
  /** The charge or the amount to give back (RescisaoDinheiro). */
  dinheiro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div data-slot="rescisao-concluida" className="space-y-4">
      <div
        role="status"
        className="flex items-start gap-2 rounded-md border border-border bg-muted/40 p-3 text-sm"
      >
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <div className="space-y-1">
          <p className="font-semibold">{T.concluida(contrato.numero)}</p>
          <p>{T.finalizado}</p>
          <p>{T.pagamentosCancelados(rescisao.pagamentosCancelados)}</p>
        </div>
      </div>
      {rescisao.boletosPendentes.length > 0 ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/50 p-3 text-sm"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <div className="space-y-1">
            <p className="font-semibold">{T.boletosPendentes}</p>
            <p>{T.boletosPendentesDescricao(rescisao.boletosPendentes.map(formatCompetencia).join(', '))}</p>
          </div>
        </div>
      ) : null}
      {dinheiro}
      <RescisaoAcerto calculo={rescisao.calculo} />
      {onBaixarTermo ? (
        <Button type="button" variant="outline" onClick={onBaixarTermo}>
          <Download className="size-4" aria-hidden />
          {T.baixarTermo}
        </Button>
      ) : null}
      {children}
    </div>
  );
}

export { RescisaoDialog };
export type { RescisaoDialogProps };
