import {
  MSG,
  PERFIL_LABEL,
  PERFIS,
  STATUS_USUARIO,
  usuarioAtualizarSchema,
  type Usuario,
} from '@morada/domain';
import { z } from 'zod';
import { useId } from 'react';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { FormShell, MaskedField, SelectField, TextField, type FormWidgetProps } from '../field';
import { TelefoneInput } from '../masked-input';

const T = MSG.adminUi.usuarioForm;
const STATUS_LABEL = MSG.adminUi.usuarios.statusLabel;
type Saida = z.output<typeof usuarioAtualizarSchema>;

type UserEditFormProps = FormWidgetProps<Saida> & {
  /** O usuário em edição (preenche o formulário). */
  usuario: Usuario;
};

/**
 * Formulário do diálogo de edição de usuário: nome, e-mail e telefone são obrigatórios; perfil e status podem
 * ser alterados (seção 5).
 */
function UserEditForm({ usuario, onSubmit, errosServidor, ...props }: UserEditFormProps) {
  const id = useId();
  const form = useFormulario(usuarioAtualizarSchema, {
    defaultValues: {
      nome: usuario.nome,
      email: usuario.email,
      telefone: usuario.telefone,
      perfil: usuario.perfil,
      status: usuario.status,
    },
    reValidateMode: 'onSubmit',
    errosServidor,
  });
  const { handleSubmit } = form;
  const campos = camposDoFormulario(form, id);
  const { erro } = campos;
  const select = <O extends string>(
    nome: 'perfil' | 'status',
    label: string,
    opcoes: readonly O[],
    rotulo: (o: O) => string,
  ) => (
    <SelectField
      campos={campos}
      nome={nome}
      label={label}
      error={erro(nome)}
      opcoes={opcoes}
      rotulo={rotulo}
    />
  );
  return (
    <FormShell slot="user-edit-form" onSubmit={handleSubmit((dados) => onSubmit(dados))} {...props}>
      <TextField campos={campos} nome="nome" label={T.nome} />
      <TextField campos={campos} nome="email" label={T.email} type="email" />
      <MaskedField form={form} campos={campos} nome="telefone" label={T.telefone} as={TelefoneInput} />
      <div className="grid gap-4 sm:grid-cols-2">
        {select('perfil', T.perfil, PERFIS, (p) => PERFIL_LABEL[p])}
        {select('status', T.status, STATUS_USUARIO, (s) => STATUS_LABEL[s])}
      </div>
    </FormShell>
  );
}

export { UserEditForm };
export type { UserEditFormProps };
