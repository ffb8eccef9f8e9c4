import { MSG_LEADS_UI, novoLeadSchema, type NovoLead } from '@morada/domain';
import { useId } from 'react';
import { Controller, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { Combobox, type FonteCombobox } from '../../components/combobox';
import { Field, TextField } from '../../components/field';
import { Textarea } from '../../components/textarea';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Dialogo, RodapeFormulario } from '../partes/dialogo';

const T = MSG_LEADS_UI.novo;

type NovoLeadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Onde buscar o imóvel de interesse do lead (opcional): a busca da página no servidor. */
  imoveis: FonteCombobox;
  /** Cadastra o lead (POST /api/leads); o app fecha o diálogo quando dá certo. */
  onSubmit: (dados: z.output<typeof novoLeadSchema>) => void;
  /** Cadastrando: os botões ficam desabilitados. */
  salvando: boolean;
  /** `{ campo: mensagem }` da recusa do servidor (422). */
  errosServidor?: Record<string, string>;
};

const VAZIO: DefaultValues<NovoLead> = { nome: '', email: '', telefone: '', mensagem: '' };

/** “Novo lead”: a equipe cadastra um contato recebido por telefone, e-mail ou pessoalmente (origem equipe). */
function NovoLeadDialog({
  open,
  onOpenChange,
  imoveis,
  onSubmit,
  salvando,
  errosServidor,
}: NovoLeadDialogProps) {
  const id = useId();
  const form = useFormulario(novoLeadSchema, {
    defaultValues: VAZIO,
    reValidateMode: 'onSubmit',
    errosServidor,
  });
  const campos = camposDoFormulario(form, id);
  const { cid, erro } = campos;
  const fechar = () => {
    form.reset(VAZIO);
    onOpenChange(false);
  };
  return (
    <Dialogo
      open={open}
      onOpenChange={(a) => (a ? onOpenChange(true) : fechar())}
      titulo={T.titulo}
      descricao={T.descricao}
    >
      <form noValidate className="grid gap-4" onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}>
        <TextField campos={campos} nome="nome" label={T.nome} autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField campos={campos} nome="email" label={T.email} type="email" autoComplete="off" />
          <TextField campos={campos} nome="telefone" label={T.telefone} type="tel" autoComplete="off" />
        </div>
        <Field label={T.imovel} htmlFor={cid('imovelId')} error={erro('imovelId')}>
          <Controller
            control={form.control}
            name="imovelId"
            render={({ field }) => (
              <Combobox
                id={cid('imovelId')}
                placeholder={T.nenhumImovel}
                value={field.value ?? undefined}
                fonte={imoveis}
                onBlur={field.onBlur}
                onChange={(o) => field.onChange(o?.id)}
              />
            )}
          />
        </Field>
        <Field label={T.mensagem} htmlFor={cid('mensagem')} error={erro('mensagem')}>
          <Textarea id={cid('mensagem')} {...campos.reg('mensagem')} />
        </Field>
        <RodapeFormulario
          onCancelar={fechar}
          ocupado={salvando}
          rotulo={T.salvar}
          rotuloOcupado={T.salvando}
        />
      </form>
    </Dialogo>
  );
}

export { NovoLeadDialog };
export type { NovoLeadDialogProps };
