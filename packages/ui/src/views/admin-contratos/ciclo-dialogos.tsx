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
  /** Janela “A vencer” (dias até o fim da vigência); o app busca a lista filtrada. */
  vencendoEm?: JanelaVencimento | null;
  /** Mostra os filtros “A vencer”. */
  onVencendoEmChange?: (janela: JanelaVencimento | null) => void;
  /** Diálogo de garantia, controlado para que o app busque a garantia do contrato escolhido. */
  garantiaDe?: Contrato | null;
  /** Mostra a ação “Garantia” na linha. */
  onGarantiaDeChange?: (contrato: Contrato | null) => void;
  /** A garantia do contrato (`null`: nenhuma cadastrada); `undefined` enquanto carrega. */
  garantia?: Garantia | null | undefined;
  /** A garantia está carregando. */
  garantiaLoading?: boolean;
  /** A garantia não carregou: a mensagem e “Tentar novamente”. */
  garantiaLoadFailed?: boolean;
  /** “Tentar novamente” no diálogo de garantia. */
  onGarantiaRetry?: () => void;
  /** Salvando a garantia: o botão mostra “Salvando...” e fica desabilitado. */
  salvandoGarantia?: boolean;
  /** `{ campo: mensagem }` devolvidos pelo servidor para a garantia. */
  errosGarantia?: Record<string, string>;
  /** PUT …/garantia; rejeita quando recusado. */
  onSalvarGarantia?: (contrato: Contrato, dados: GarantiaEntradaValida) => Promise<unknown>;
  /** Remove a garantia (DELETE …/garantia), depois da confirmação no diálogo do app. */
  onRemoverGarantia?: (contrato: Contrato) => Promise<unknown>;
  /** “Renovar contrato”, controlado para que o app busque os termos aditivos do contrato escolhido. */
  renovandoDe?: Contrato | null;
  /** Mostra a ação “Renovar” na linha (junto com `onRenovar`). */
  onRenovandoDeChange?: (contrato: Contrato | null) => void;
  /** Os termos aditivos anteriores do contrato em renovação. */
  aditivos?: readonly Aditivo[];
  /** Os termos aditivos estão carregando. */
  aditivosLoading?: boolean;
  /** POST …/aditivos; rejeita quando recusado (erros de campo via `errosDoErro`). */
  onRenovar?: (contrato: Contrato, dados: AditivoEntradaValida) => Promise<Aditivo>;
  /** POST …/rescisao/simular. Com `onConfirmarRescisao`: a ação “Rescindir”. */
  onSimularRescisao?: (contrato: Contrato, dados: RescisaoEntradaValida) => Promise<CalculoRescisaoReais>;
  /** POST …/rescisao; rejeita quando recusado (erros de campo via `errosDoErro`). */
  onConfirmarRescisao?: (contrato: Contrato, dados: RescisaoEntradaValida) => Promise<Rescisao>;
  /** POST …/rescisao/devolucao: o “Registrar devolução” do resultado (valor devido ao locatário). */
  onDevolverRescisao?: (contrato: Contrato, dados: DevolucaoEntrada) => Promise<Rescisao>;
  /**
   * Baixa o PDF do termo de rescisão: a ação “Termo de rescisão” de um contrato encerrado (e o botão do
   * diálogo de rescisão). É um download, não um link: a API exige o token da sessão.
   */
  onBaixarTermoRescisao?: (contrato: Contrato) => void;
  /** Baixa o PDF do contrato: a ação “Contrato (PDF)”. */
  onBaixarDocumento?: (contrato: Contrato) => void;
  /** Baixa o PDF de um termo aditivo: um botão em cada termo da lista do diálogo de renovação. */
  onBaixarTermoAditivo?: (contrato: Contrato, aditivo: Aditivo) => void;
  /** Abre as vistorias do contrato (a ação “Vistorias”). */
  onVistorias?: (contrato: Contrato) => void;
  /** Abre o diálogo “Assinaturas” do contrato (o app o carrega e busca os documentos enviados). */
  onAssinaturasDeChange?: (contrato: Contrato) => void;
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
  onVistorias: true,
  onAssinaturasDeChange: true,
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
  onVistorias: p.onVistorias ? () => p.onVistorias?.(c) : undefined,
  onAssinaturas: p.onAssinaturasDeChange ? () => p.onAssinaturasDeChange?.(c) : undefined,
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
