import { despesaEntradaSchema, MSG_REPASSE, MSG_REPASSE_UI, type DespesaEntrada } from '@morada/domain';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useFormulario } from '../../lib/use-formulario';
import { Controller } from 'react-hook-form';
import { Field, fieldControlAria } from '../../components/field';
import { Input } from '../../components/input';
import { DateInput, MoneyInput } from '../../components/masked-input';
import { Combobox, type FonteCombobox } from '../../components/combobox';
import { Dialogo, RodapeFormulario } from '../partes/dialogo';
import { formularioRepasse } from './formulario-repasse';
import { CampoMascarado, ligarCampos } from '../../components/field/campo-mascarado';

const T = MSG_REPASSE_UI.despesa;
const C = MSG_REPASSE.campos;
const CAMPOS = new Set(['imovelId', 'data', 'descricao', 'valor', 'arquivo']);
/** What the server takes as a receipt (it checks the bytes); the picker offers only these. */
const ACEITOS = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** The expense's fields; `arquivo` lives outside the form and is here only for its server error. */
const formSchema = despesaEntradaSchema.extend({ arquivo: z.never().optional() });

type RegistrarDespesaDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Onde o imóvel é buscado (a busca da página no servidor; o servidor recusa um imóvel sem proprietário). */
  imoveis: FonteCombobox;
  /** Default date of the expense ('YYYY-MM-DD'). */
  hoje: string;
  /**
   * Records it, with the receipt when one was chosen (the second argument is absent otherwise);
   * rejects when refused (field errors through errosDoErro).
   */
  onRegistrar: (despesa: DespesaEntrada, arquivo?: File) => Promise<void>;
  errosDoErro?: ((erro: unknown) => Record<string, string> | undefined) | undefined;
};

/** 'Registrar despesa': an expense paid on an owner's behalf, deducted from their repasse. */
function RegistrarDespesaDialog({ open, onOpenChange, ...props }: RegistrarDespesaDialogProps) {
  return (
    <Dialogo open={open} onOpenChange={onOpenChange} titulo={T.titulo} descricao={T.descricao}>
      {open ? <RegistrarDespesaForm onCancelar={() => onOpenChange(false)} {...props} /> : null}
    </Dialogo>
  );
}

function RegistrarDespesaForm({
  imoveis,
  hoje,
  onRegistrar,
  errosDoErro,
  onCancelar,
}: Omit<RegistrarDespesaDialogProps, 'open' | 'onOpenChange'> & { onCancelar: () => void }) {
  const id = useId();
  const form = useFormulario(formSchema, {
    defaultValues: { imovelId: '', data: hoje, descricao: '', valor: '' },
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, control } = form;
  const { erro, cid, reg, editado, recusa, rodape } = formularioRepasse(form, id, onCancelar);
  const campo = ligarCampos(control, cid, erro, editado);
  const [arquivo, setArquivo] = useState<File | undefined>();

  const registrar = handleSubmit(async (despesa) => {
    try {
      await (arquivo ? onRegistrar(despesa, arquivo) : onRegistrar(despesa));
      onCancelar();
    } catch (e) {
      recusa(e, { errosDoErro, campos: CAMPOS, padrao: T.erro });
    }
  });

  return (
    <form noValidate aria-label={T.titulo} onSubmit={registrar} className="space-y-4">
      <Field label={C.imovel} htmlFor={cid('imovel')} error={erro('imovelId')}>
        <Controller
          control={control}
          name="imovelId"
          render={({ field }) => (
            <Combobox
              id={cid('imovel')}
              {...fieldControlAria(cid('imovel'), { error: erro('imovelId') })}
              placeholder={T.selecioneImovel}
              value={field.value}
              fonte={imoveis}
              onBlur={field.onBlur}
              onChange={(o) => {
                field.onChange(o?.id ?? '');
                editado('imovelId');
              }}
            />
          )}
        />
      </Field>
      <CampoMascarado campo={campo('data')} label={C.data} as={DateInput} />
      <Field label={C.descricao} htmlFor={cid('descricao')} error={erro('descricao')}>
        <Input
          id={cid('descricao')}
          maxLength={300}
          autoComplete="off"
          {...fieldControlAria(cid('descricao'), { error: erro('descricao') })}
          {...reg('descricao')}
        />
      </Field>
      <CampoMascarado
        campo={campo('valor')}
        label={T.valor}
        as={MoneyInput}
        dica={T.valorDica}
        autoComplete="off"
      />
      <Field label={T.comprovante} htmlFor={cid('arquivo')} hint={T.comprovanteDica} error={erro('arquivo')}>
        <Input
          id={cid('arquivo')}
          type="file"
          accept={ACEITOS}
          {...fieldControlAria(cid('arquivo'), { error: erro('arquivo'), hint: T.comprovanteDica })}
          onChange={(e) => {
            setArquivo(e.currentTarget.files?.[0]);
            editado('arquivo');
          }}
        />
      </Field>
      <RodapeFormulario {...rodape} rotulo={T.registrar} rotuloOcupado={T.registrando} />
    </form>
  );
}

export { RegistrarDespesaDialog };
export type { RegistrarDespesaDialogProps };
