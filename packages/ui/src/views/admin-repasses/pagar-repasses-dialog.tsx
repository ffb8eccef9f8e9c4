import {
  formatBRL,
  formatDocumento,
  MEIOS_REPASSE,
  MSG_REPASSE,
  MSG_REPASSE_UI,
  pagarRepassesSchema,
  type MeioRepasse,
  type Repasse,
} from '@morada/domain';
import { useId } from 'react';
import { useFormulario } from '../../lib/use-formulario';
import { Field, fieldControlAria } from '../../components/field';
import { Input } from '../../components/input';
import { DateInput } from '../../components/masked-input';
import { NativeSelect } from '../../components/select';
import { Dialogo, RodapeFormulario } from '../partes/dialogo';
import { formularioRepasse } from './formulario-repasse';
import { somarReais } from './repasses-calculos';
import { CampoMascarado, ligarCampos } from '../../components/field/campo-mascarado';

const T = MSG_REPASSE_UI.pagar;
const C = MSG_REPASSE.campos;
const CAMPOS = new Set(['data', 'meio', 'comprovante']);
// The ids travel apart from the form: it validates only what the admin types.
const dadosSchema = pagarRepassesSchema.pick({ data: true, meio: true, comprovante: true });

type DadosPagamento = { data: string; meio: MeioRepasse; comprovante: string };

type PagarRepassesDialogProps = {
  /** The repasses about to be paid; empty closes the dialog. */
  repasses: readonly Repasse[];
  /** Default payment date ('YYYY-MM-DD'), also the latest one accepted. */
  hoje: string;
  onCancelar: () => void;
  /** Pays them; rejects when refused (its message and field errors stay in the dialog). */
  onConfirmar: (dados: DadosPagamento) => Promise<void>;
  errosDoErro?: ((erro: unknown) => Record<string, string> | undefined) | undefined;
};

/** 'Pagar repasses': who gets how much, then the date, means and receipt of the transfer. */
function PagarRepassesDialog({ repasses, onCancelar, ...props }: PagarRepassesDialogProps) {
  return (
    <Dialogo
      open={repasses.length > 0}
      onOpenChange={(o) => !o && onCancelar()}
      className="sm:max-w-xl"
      titulo={T.titulo(repasses.length)}
      descricao={T.descricao}
    >
      {repasses.length > 0 ? (
        <PagarRepassesForm repasses={repasses} onCancelar={onCancelar} {...props} />
      ) : null}
    </Dialogo>
  );
}

function PagarRepassesForm({
  repasses,
  hoje,
  onCancelar,
  onConfirmar,
  errosDoErro,
}: PagarRepassesDialogProps) {
  const id = useId();
  const form = useFormulario(dadosSchema, {
    defaultValues: { data: hoje, meio: 'pix', comprovante: '' },
    reValidateMode: 'onSubmit',
  });
  const { control, handleSubmit } = form;
  const { erro, cid, reg, editado, recusa, rodape } = formularioRepasse(form, id, onCancelar);
  const campo = ligarCampos(control, cid, erro, editado);
  const total = somarReais(repasses.map((r) => r.totais.liquido));

  const confirmar = handleSubmit(async (dados) => {
    if (dados.data > hoje) {
      form.setError('data', { type: 'validate', message: MSG_REPASSE.erros.dataFutura });
      return;
    }
    try {
      await onConfirmar(dados);
    } catch (e) {
      recusa(e, { errosDoErro, campos: CAMPOS, padrao: T.erro });
    }
  });

  return (
    <form noValidate aria-label={T.titulo(repasses.length)} onSubmit={confirmar} className="space-y-4">
      <ul className="divide-y divide-border rounded-md border border-border text-sm">
        {repasses.map((r) => (
          <li key={r._id} className="flex items-start justify-between gap-3 p-3">
            <div className="min-w-0">
              <div className="font-medium break-words">{r.proprietario.nome}</div>
              <div className="text-xs text-muted-foreground">
                {formatDocumento(r.proprietario.documento)}
                {r.proprietario.chavePix ? ` · ${MSG_REPASSE_UI.lista.pix(r.proprietario.chavePix)}` : null}
              </div>
            </div>
            <span className="font-medium whitespace-nowrap tabular-nums">{formatBRL(r.totais.liquido)}</span>
          </li>
        ))}
        <li className="flex justify-between gap-3 bg-muted/40 p-3 font-semibold">
          <span>{T.total}</span>
          <span className="tabular-nums">{formatBRL(total)}</span>
        </li>
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        <CampoMascarado
          campo={campo('data')}
          classeCampo="content-start"
          label={T.dataPagamento}
          as={DateInput}
          max={hoje}
        />
        <Field className="content-start" label={C.meio} htmlFor={cid('meio')} error={erro('meio')}>
          <NativeSelect
            id={cid('meio')}
            {...fieldControlAria(cid('meio'), { error: erro('meio') })}
            {...reg('meio')}
          >
            {MEIOS_REPASSE.map((m) => (
              <option key={m} value={m}>
                {MSG_REPASSE.meios[m]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field
        label={C.comprovante}
        htmlFor={cid('comprovante')}
        hint={T.comprovanteDica}
        error={erro('comprovante')}
      >
        <Input
          id={cid('comprovante')}
          autoComplete="off"
          {...fieldControlAria(cid('comprovante'), { error: erro('comprovante'), hint: T.comprovanteDica })}
          {...reg('comprovante')}
        />
      </Field>
      <RodapeFormulario {...rodape} rotulo={T.confirmar} rotuloOcupado={T.pagando} />
    </form>
  );
}

export { PagarRepassesDialog };
export type { DadosPagamento, PagarRepassesDialogProps };
