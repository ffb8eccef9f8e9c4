import {
  MSG,
  PERFIL_LABEL,
  PERFIS,
  usuarioCriarFormSchema,
  type UsuarioCriarFormValues,
} from '@morada/domain';
import { z } from 'zod';
import { useId } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { FormShell, MaskedField, SelectField, TextField, type FormWidgetProps } from '../field';
import { TelefoneInput } from '../masked-input';

const T = MSG.adminUi.usuarioForm;
type Saida = z.output<typeof usuarioCriarFormSchema>;
type Campo = keyof UsuarioCriarFormValues;

type UserCreateFormProps = FormWidgetProps<Omit<Saida, 'confirmarSenha'>> & {
  /** “Cancelar”: volta sem salvar. */
  onCancel: () => void;
};

/** No perfil: the select starts on its empty option (“Selecione o perfil”), which the schema refuses. */
const VAZIO: DefaultValues<UsuarioCriarFormValues> = {
  nome: '',
  email: '',
  telefone: '',
  senha: '',
  confirmarSenha: '',
  status: 'ativo',
};

/**
 * Formulário “Novo Usuário”, com as mensagens da seção 5; o erro de um campo some assim que ele é editado.
 */
function UserCreateForm({ onSubmit, errosServidor, ...props }: UserCreateFormProps) {
  const id = useId();
  const form = useFormulario(usuarioCriarFormSchema, {
    defaultValues: VAZIO,
    reValidateMode: 'onSubmit',
    errosServidor,
  });
  const { handleSubmit } = form;
  const campos = camposDoFormulario(form, id);
  const { erro } = campos;
  const campo = (c: Campo, label: string, type: string, autoComplete: string) => (
    <TextField campos={campos} nome={c} label={label} type={type} autoComplete={autoComplete} />
  );
  return (
    <FormShell
      slot="user-create-form"
      onSubmit={handleSubmit(({ confirmarSenha: _c, ...dados }) => onSubmit(dados))}
      {...props}
    >
      {campo('nome', MSG.auth.nomeCompleto, 'text', 'name')}
      <div className="grid gap-4 sm:grid-cols-2">
        {campo('email', T.email, 'email', 'off')}
        <MaskedField form={form} campos={campos} nome="telefone" label={T.telefone} as={TelefoneInput} />
      </div>
      <SelectField
        campos={campos}
        nome="perfil"
        label={T.perfil}
        error={erro('perfil')}
        aria-invalid={!!erro('perfil')}
        vazia={T.selecionePerfil}
        opcoes={PERFIS}
        rotulo={(p) => PERFIL_LABEL[p]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {campo('senha', T.senha, 'password', 'new-password')}
        {campo('confirmarSenha', T.confirmarSenha, 'password', 'new-password')}
      </div>
      <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">{MSG.admin.senhaForteDica}</p>
    </FormShell>
  );
}

export { UserCreateForm };
export type { UserCreateFormProps };
