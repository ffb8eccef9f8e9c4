import {
  aditivoEntradaSchema,
  formatBRL,
  formatData,
  isDataReal,
  MSG,
  MSG_CICLO_UI,
  somarDiasData,
  somarMesesAData,
  type Aditivo,
  type AditivoEntrada,
  type AditivoEntradaValida,
  type Contrato,
} from '@morada/domain';
import { useId, useState } from 'react';
import { useWatch, type Path, type UseFormRegister } from 'react-hook-form';
import { useFormulario } from '../../lib/use-formulario';
import { Field } from '../../components/field';
import { DateInput, MoneyInput } from '../../components/masked-input';
import { Textarea } from '../../components/textarea';
import { mostrarErrosDoServidor } from '../../lib/erros-servidor';
import { CampoMascarado, ligarCampos } from '../../components/field/campo-mascarado';
import { Dialogo, RodapeFormulario } from '../partes/dialogo';
import { AditivosLista } from './aditivos-lista';

const T = MSG_CICLO_UI.renovacao;
const CAMPOS = new Set(['novaDataFim', 'novoAluguel', 'vigencia', 'observacoes', 'aniversarioReajuste']);

type RenovacaoDialogProps = {
  /** O contrato em renovação; `null` fecha o diálogo. */
  contrato: Contrato | null;
  /** Os termos aditivos anteriores dele (GET …/aditivos), buscados pelo app. */
  aditivos?: readonly Aditivo[];
  /** Os termos aditivos anteriores estão carregando. */
  aditivosLoading?: boolean;
  /** POST …/aditivos; rejeita quando recusado (erros de campo via `errosDoErro`). */
  onRenovar: (dados: AditivoEntradaValida) => Promise<Aditivo>;
  /** O diálogo pediu para abrir ou fechar. */
  onOpenChange: (open: boolean) => void;
  /** Lê os erros de campo de uma recusa do servidor (o app conhece o tipo do erro; a tela não). */
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  /** Baixa o PDF de um termo aditivo (GET …/aditivos/:id/termo.pdf): um botão em cada um listado. */
  onBaixarTermo?: (aditivo: Aditivo) => void;
};

/** Diálogo “Renovar contrato”: um termo aditivo com a nova data de término e, se quiser, um novo aluguel. */
function RenovacaoDialog({
  contrato,
  aditivos,
  aditivosLoading = false,
  onRenovar,
  onOpenChange,
  errosDoErro,
  onBaixarTermo,
}: RenovacaoDialogProps) {
  // While the termo is being recorded, the dialog stays open.
  const [ocupado, setOcupado] = useState(false);
  return (
    <Dialogo
      open={contrato !== null}
      onOpenChange={(o) => !ocupado && onOpenChange(o)}
      className="max-h-[90vh] overflow-y-auto sm:max-w-xl"
      titulo={T.titulo(contrato?.numero ?? '')}
      descricao={T.descricao}
    >
      {contrato ? (
        <>
          <dl className="grid grid-cols-2 gap-3 rounded-md border border-border p-3 text-sm">
            <div>
              <dt className="text-muted-foreground">{T.prazoAtual}</dt>
              <dd className="font-medium">
                {formatData(contrato.dataInicio)} – {formatData(contrato.dataFim)}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{T.aluguelAtual}</dt>
              <dd className="font-medium tabular-nums">{formatBRL(contrato.valorAluguel)}</dd>
            </div>
          </dl>
          <RenovacaoForm
            key={contrato._id}
            contrato={contrato}
            onRenovar={async (dados) => {
              setOcupado(true);
              try {
                await onRenovar(dados);
              } finally {
                setOcupado(false);
              }
              onOpenChange(false);
            }}
            errosDoErro={errosDoErro}
            onCancelar={() => onOpenChange(false)}
          />
          <AditivosLista aditivos={aditivos} loading={aditivosLoading} onBaixarTermo={onBaixarTermo} />
        </>
      ) : null}
    </Dialogo>
  );
}

type RenovacaoFormProps = {
  contrato: Contrato;
  onRenovar: (dados: AditivoEntradaValida) => Promise<void>;
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  onCancelar: () => void;
};

function RenovacaoForm({ contrato, onRenovar, errosDoErro, onCancelar }: RenovacaoFormProps) {
  const id = useId();
  const { register, control, handleSubmit, formState, setError, clearErrors } = useFormulario(
    aditivoEntradaSchema,
    {
      defaultValues: {
        novaDataFim: '',
        novoAluguel: '',
        vigencia: '',
        observacoes: '',
        aniversarioReajuste: 'mover',
      },
      reValidateMode: 'onSubmit',
    },
  );
  const enviar = handleSubmit(async (dados) => {
    try {
      await onRenovar(dados);
    } catch (e) {
      mostrarErrosDoServidor(setError, errosDoErro?.(e), CAMPOS);
    }
  });
  const erro = (c: Path<AditivoEntrada>) => formState.errors[c]?.message;
  const cid = (c: string) => `${id}-${c}`;
  const editado = (c: Path<AditivoEntrada>) => {
    clearErrors(c);
    clearErrors('root.server');
  };
  const reg = (c: Path<AditivoEntrada>) => register(c, { onChange: () => editado(c) });
  const campo = ligarCampos(control, cid, erro, editado);
  const vigenciaPadrao = somarDiasData(contrato.dataFim, 1);
  const vigenciaDica = T.vigenciaDica(formatData(vigenciaPadrao));
  const [novoAluguel, vigencia, aniversario] = useWatch({
    control,
    name: ['novoAluguel', 'vigencia', 'aniversarioReajuste'],
  });
  const temNovoAluguel = String(novoAluguel ?? '').trim() !== '';
  const vigenciaEfetiva = typeof vigencia === 'string' && isDataReal(vigencia) ? vigencia : vigenciaPadrao;

  return (
    <form noValidate aria-label={T.titulo(contrato.numero)} onSubmit={enviar} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <CampoMascarado
          campo={campo('novaDataFim', 'fim')}
          classeCampo="content-start"
          label={T.campos.novaDataFim}
          as={DateInput}
          min={somarDiasData(contrato.dataFim, 1)}
        />
        <CampoMascarado
          campo={campo('novoAluguel', 'aluguel')}
          classeCampo="content-start"
          label={T.campos.novoAluguel}
          as={MoneyInput}
          dica={T.novoAluguelDica}
        />
        <CampoMascarado
          campo={campo('vigencia')}
          classeCampo="content-start sm:col-span-2"
          label={T.campos.vigencia}
          as={DateInput}
          dica={vigenciaDica}
        />
      </div>
      {temNovoAluguel ? (
        <AniversarioEscolha
          id={cid('aniversario')}
          escolha={aniversario ?? 'mover'}
          proximo={formatData(somarMesesAData(vigenciaEfetiva, 12))}
          registro={reg('aniversarioReajuste')}
        />
      ) : null}
      <Field label={MSG.adminUi.contratoForm.observacoes} htmlFor={cid('obs')} error={erro('observacoes')}>
        <Textarea id={cid('obs')} rows={2} {...reg('observacoes')} />
      </Field>
      <RodapeFormulario
        erroServidor={formState.errors.root?.server?.message}
        onCancelar={onCancelar}
        ocupado={formState.isSubmitting}
        rotulo={T.renovar}
        rotuloOcupado={T.renovando}
      />
    </form>
  );
}

/**
 * With a new rent: does the next reajuste count 12 months from its vigência (default, Lei
 * 10.192/2001) or keep the contract's anniversary? The sentence under it says what follows.
 */
function AniversarioEscolha({
  id,
  escolha,
  proximo,
  registro,
}: {
  id: string;
  escolha: string;
  proximo: string;
  registro: ReturnType<UseFormRegister<AditivoEntrada>>;
}) {
  const A = T.aniversario;
  return (
    <fieldset data-slot="aniversario-reajuste" className="space-y-2" aria-describedby={`${id}-explicacao`}>
      <legend className="text-sm font-medium">{A.legenda}</legend>
      {(['mover', 'manter'] as const).map((valor) => (
        <label key={valor} className="flex items-center gap-2 text-sm">
          <input type="radio" value={valor} className="size-4 accent-primary" {...registro} />
          {A[valor]}
        </label>
      ))}
      <p id={`${id}-explicacao`} className="text-xs text-muted-foreground">
        {escolha === 'manter' ? A.explicacaoManter : A.explicacaoMover(proximo)}
      </p>
    </fieldset>
  );
}

export { RenovacaoDialog };
export type { RenovacaoDialogProps };
