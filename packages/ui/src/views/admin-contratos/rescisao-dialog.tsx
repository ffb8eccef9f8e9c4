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
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog';
import { RescisaoAcerto } from './rescisao-acerto';
import { RescisaoDinheiro } from './rescisao-dinheiro';
import { RescisaoForm } from './rescisao-form';

const T = MSG_CICLO_UI.rescisao;

type RescisaoDialogProps = {
  /** The contract being ended; null closes the dialog. */
  contrato: Contrato | null;
  onOpenChange: (open: boolean) => void;
  /** POST …/rescisao/simular: the settlement for these data, nothing recorded. */
  onSimular: (dados: RescisaoEntradaValida) => Promise<CalculoRescisaoReais>;
  /** POST …/rescisao: rejects when refused (field errors through errosDoErro). */
  onConfirmar: (dados: RescisaoEntradaValida) => Promise<Rescisao>;
  /** POST …/rescisao/devolucao: records that the amount owed to the tenant was given back. */
  onDevolver?: ((contrato: Contrato, dados: DevolucaoEntrada) => Promise<Rescisao>) | undefined;
  /** Downloads the contract's termo de rescisão (the API wants the session's token: not a link). */
  onBaixarTermo?: ((contrato: Contrato) => void) | undefined;
  /** { campo: mensagem } of a rejection (the app knows its error type; the view does not). */
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  /** The default date of leaving: the agency's today unless a story fixes it. */
  hoje?: string;
};

/** 'Rescindir contrato' (Lei 8.245, art. 4): data, settlement, confirmation, then the recorded result. */
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
    <Dialog open={contrato !== null} onOpenChange={(o) => !ocupado && onOpenChange(o)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{T.titulo(contrato?.numero ?? '')}</DialogTitle>
          <DialogDescription>
            {contrato?.inquilino.nome} — {contrato?.imovel.titulo}
          </DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
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
