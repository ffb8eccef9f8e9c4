import type {
  Aditivo,
  AditivoEntradaValida,
  CalculoRescisaoReais,
  Contrato,
  DevolucaoEntrada,
  Garantia,
  GarantiaEntradaValida,
  JanelaVencimento,
  Rescisao,
  RescisaoEntradaValida,
} from '@morada/domain';
import { DevolucaoDialog } from './devolucao-dialog';
import { GarantiaDialog } from './garantia-dialog';
import { RenovacaoDialog } from './renovacao-dialog';
import { RescisaoDialog } from './rescisao-dialog';

/**
 * The contract's life after signing in the list: guarantee, renewal, rescisão, its PDFs and the
 * 'A vencer' filter. Every prop is optional; a row action shows only when its callbacks are given.
 */
type CicloContratoProps = {
  /** 'A vencer' window (days to the end of the term); the app fetches the filtered list. */
  vencendoEm?: JanelaVencimento | null;
  /** Shows the 'A vencer' chips. */
  onVencendoEmChange?: (janela: JanelaVencimento | null) => void;
  /** The guarantee dialog, controlled so the app fetches the chosen contract's guarantee. */
  garantiaDe?: Contrato | null;
  /** Shows the 'Garantia' row action. */
  onGarantiaDeChange?: (contrato: Contrato | null) => void;
  garantia?: Garantia | null | undefined;
  garantiaLoading?: boolean;
  garantiaLoadFailed?: boolean;
  onGarantiaRetry?: () => void;
  salvandoGarantia?: boolean;
  errosGarantia?: Record<string, string>;
  /** PUT …/garantia; rejects when refused. */
  onSalvarGarantia?: (contrato: Contrato, dados: GarantiaEntradaValida) => Promise<unknown>;
  /** DELETE …/garantia. */
  onRemoverGarantia?: (contrato: Contrato) => Promise<unknown>;
  /** 'Renovar contrato', controlled so the app fetches the chosen contract's aditivos. */
  renovandoDe?: Contrato | null;
  /** Shows the 'Renovar' row action (with onRenovar). */
  onRenovandoDeChange?: (contrato: Contrato | null) => void;
  aditivos?: readonly Aditivo[];
  aditivosLoading?: boolean;
  /** POST …/aditivos; rejects when refused (field errors through errosDoErro). */
  onRenovar?: (contrato: Contrato, dados: AditivoEntradaValida) => Promise<Aditivo>;
  /** POST …/rescisao/simular. With onConfirmarRescisao: the 'Rescindir' action. */
  onSimularRescisao?: (contrato: Contrato, dados: RescisaoEntradaValida) => Promise<CalculoRescisaoReais>;
  /** POST …/rescisao; rejects when refused (field errors through errosDoErro). */
  onConfirmarRescisao?: (contrato: Contrato, dados: RescisaoEntradaValida) => Promise<Rescisao>;
  /** POST …/rescisao/devolucao: the result's 'Registrar devolução' (amount owed to the tenant). */
  onDevolverRescisao?: (contrato: Contrato, dados: DevolucaoEntrada) => Promise<Rescisao>;
  /**
   * Downloads the termo de rescisão PDF: the 'Termo de rescisão' action of an ended contract (and
   * the rescisão dialog's button). A download, not a link: the API wants the session's token.
   */
  onBaixarTermoRescisao?: (contrato: Contrato) => void;
  /** Downloads the contract's PDF: the 'Contrato (PDF)' action. */
  onBaixarDocumento?: (contrato: Contrato) => void;
  /** Downloads a termo aditivo's PDF: a button on each one in the renewal dialog's list. */
  onBaixarTermoAditivo?: (contrato: Contrato, aditivo: Aditivo) => void;
};

/** Every key of CicloContratoProps, so the view can tell them from the <div>'s own props. */
const CHAVES_CICLO: Record<keyof CicloContratoProps, true> = {
  vencendoEm: true,
  onVencendoEmChange: true,
  garantiaDe: true,
  onGarantiaDeChange: true,
  garantia: true,
  garantiaLoading: true,
  garantiaLoadFailed: true,
  onGarantiaRetry: true,
  salvandoGarantia: true,
  errosGarantia: true,
  onSalvarGarantia: true,
  onRemoverGarantia: true,
  renovandoDe: true,
  onRenovandoDeChange: true,
  aditivos: true,
  aditivosLoading: true,
  onRenovar: true,
  onSimularRescisao: true,
  onConfirmarRescisao: true,
  onDevolverRescisao: true,
  onBaixarTermoRescisao: true,
  onBaixarDocumento: true,
  onBaixarTermoAditivo: true,
};

/** Splits the view's rest props into the ciclo ones and the rest (spread on the root <div>). */
const separarCiclo = <P extends CicloContratoProps>(props: P) => {
  const ciclo: Record<string, unknown> = {};
  const resto: Record<string, unknown> = {};
  for (const [chave, valor] of Object.entries(props)) (chave in CHAVES_CICLO ? ciclo : resto)[chave] = valor;
  return [ciclo as CicloContratoProps, resto as Omit<P, keyof CicloContratoProps>] as const;
};

/** The row actions' callbacks for one contract, present only when the app handles them. */
const acoesCiclo = (
  c: Contrato,
  p: CicloContratoProps,
  rescindir: (c: Contrato) => void,
  devolver: (c: Contrato) => void,
) => ({
  onGarantia: p.onGarantiaDeChange ? () => p.onGarantiaDeChange?.(c) : undefined,
  onRenovar: p.onRenovandoDeChange && p.onRenovar ? () => p.onRenovandoDeChange?.(c) : undefined,
  onRescindir: p.onSimularRescisao && p.onConfirmarRescisao ? () => rescindir(c) : undefined,
  onBaixarDocumento: p.onBaixarDocumento ? () => p.onBaixarDocumento?.(c) : undefined,
  onBaixarTermo: c.rescisao && p.onBaixarTermoRescisao ? () => p.onBaixarTermoRescisao?.(c) : undefined,
  onDevolucao: c.rescisao?.devolucaoPendente && p.onDevolverRescisao ? () => devolver(c) : undefined,
});

/** A callback of the open dialog's contract (the dialog only calls it while open). */
const doContrato =
  <A, R>(contrato: Contrato | null, f: (contrato: Contrato, a: A) => Promise<R>) =>
  (a: A): Promise<R> =>
    contrato ? f(contrato, a) : Promise.reject(new Error('Nenhum contrato aberto'));

type CicloDialogosProps = {
  ciclo: CicloContratoProps;
  rescindindo: Contrato | null;
  onRescindindoChange: (contrato: Contrato | null) => void;
  /** The ended contract whose amount to give back is being recorded. */
  devolvendo?: Contrato | null;
  onDevolvendoChange?: (contrato: Contrato | null) => void;
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  hoje?: string;
};

/** The guarantee, renewal and rescisão dialogs of the contract list. */
function CicloDialogos({
  ciclo: p,
  rescindindo,
  onRescindindoChange,
  devolvendo = null,
  onDevolvendoChange,
  errosDoErro,
  hoje,
}: CicloDialogosProps) {
  const garantiaDe = p.garantiaDe ?? null;
  const { onSalvarGarantia, onRemoverGarantia, onRenovar, onSimularRescisao, onConfirmarRescisao } = p;
  return (
    <>
      {p.onGarantiaDeChange ? (
        <GarantiaDialog
          contrato={garantiaDe}
          garantia={p.garantia}
          loading={p.garantiaLoading}
          loadFailed={p.garantiaLoadFailed}
          onRetry={p.onGarantiaRetry}
          salvando={p.salvandoGarantia}
          errosServidor={p.errosGarantia}
          onSalvar={doContrato(garantiaDe, (c, dados: GarantiaEntradaValida) =>
            onSalvarGarantia ? onSalvarGarantia(c, dados) : Promise.resolve(),
          )}
          onRemover={() =>
            garantiaDe && onRemoverGarantia ? onRemoverGarantia(garantiaDe) : Promise.resolve()
          }
          onOpenChange={(o) => !o && p.onGarantiaDeChange?.(null)}
        />
      ) : null}
      {onRenovar ? (
        <RenovacaoDialog
          contrato={p.renovandoDe ?? null}
          aditivos={p.aditivos}
          aditivosLoading={p.aditivosLoading}
          onRenovar={doContrato(p.renovandoDe ?? null, onRenovar)}
          onOpenChange={(o) => !o && p.onRenovandoDeChange?.(null)}
          errosDoErro={errosDoErro}
          onBaixarTermo={
            p.renovandoDe && p.onBaixarTermoAditivo
              ? (a) => p.onBaixarTermoAditivo?.(p.renovandoDe!, a)
              : undefined
          }
        />
      ) : null}
      {onSimularRescisao && onConfirmarRescisao ? (
        <RescisaoDialog
          contrato={rescindindo}
          onOpenChange={(o) => !o && onRescindindoChange(null)}
          onSimular={doContrato(rescindindo, onSimularRescisao)}
          onConfirmar={doContrato(rescindindo, onConfirmarRescisao)}
          onDevolver={p.onDevolverRescisao}
          onBaixarTermo={p.onBaixarTermoRescisao}
          errosDoErro={errosDoErro}
          hoje={hoje}
        />
      ) : null}
      {p.onDevolverRescisao && onDevolvendoChange ? (
        <DevolucaoDialog
          contrato={devolvendo}
          onOpenChange={(o) => !o && onDevolvendoChange(null)}
          onDevolver={p.onDevolverRescisao}
          errosDoErro={errosDoErro}
          hoje={hoje}
        />
      ) : null}
    </>
  );
}

export { acoesCiclo, CicloDialogos, separarCiclo };
export type { CicloContratoProps };
