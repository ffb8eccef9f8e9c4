import {
  MSG,
  PERFIL_LABEL,
  PERFIS,
  STATUS_USUARIO,
  usuarioAtualizarSchema,
  type Usuario,
} from '@morada/domain';
import { z } from 'zod';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import { MaskedController, TelefoneInput } from '../masked-input';
import { NativeSelect } from '../select';

const T = MSG.adminUi.usuarioForm;
const STATUS_LABEL = MSG.adminUi.usuarios.statusLabel;
type Saida = z.output<typeof usuarioAtualizarSchema>;

type UserEditFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** O usuário em edição (preenche o formulário). */
  usuario: Usuario;
  /** “Salvar” com os dados válidos. */
  onSubmit: (dados: Saida) => void;
  /** “Cancelar”: fecha sem salvar. */
  onCancel?: () => void;
  /** Salvando: o botão mostra “Salvando...” e fica desabilitado. */
  busy?: boolean;
  /** `{ campo: mensagem }` devolvidos pelo servidor, mostrados sob os campos. */
  errosServidor?: Record<string, string>;
};

/**
 * Formulário do diálogo de edição de usuário: nome, e-mail e telefone são obrigatórios; perfil e status podem
 * ser alterados (seção 5).
 */
function UserEditForm({
  usuario,
  onSubmit,
  onCancel,
  busy = false,
  errosServidor,
  className,
  ...props
}: UserEditFormProps) {
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
  const { handleSubmit, formState, clearErrors, control } = form;
  const e = formState.errors;
  const { reg } = camposDoFormulario(form, id);
  return (
    <form
      data-slot="user-edit-form"
      noValidate
      onSubmit={handleSubmit((dados) => onSubmit(dados))}
      className={cn('space-y-4', className)}
      {...props}
    >
      <Field label={T.nome} htmlFor={`${id}-nome`} error={e.nome?.message}>
        <Input id={`${id}-nome`} aria-invalid={!!e.nome} {...reg('nome')} />
      </Field>
      <Field label={T.email} htmlFor={`${id}-email`} error={e.email?.message}>
        <Input id={`${id}-email`} type="email" aria-invalid={!!e.email} {...reg('email')} />
      </Field>
      <Field label={T.telefone} htmlFor={`${id}-telefone`} error={e.telefone?.message}>
        <MaskedController
          control={control}
          name="telefone"
          as={TelefoneInput}
          id={`${id}-telefone`}
          aria-invalid={!!e.telefone}
          onEdit={() => clearErrors('telefone')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={T.perfil} htmlFor={`${id}-perfil`} error={e.perfil?.message}>
          <NativeSelect id={`${id}-perfil`} {...reg('perfil')}>
            {PERFIS.map((p) => (
              <option key={p} value={p}>
                {PERFIL_LABEL[p]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={T.status} htmlFor={`${id}-status`} error={e.status?.message}>
          <NativeSelect id={`${id}-status`} {...reg('status')}>
            {STATUS_USUARIO.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            {MSG.admin.cancelar}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? MSG.admin.salvando : MSG.admin.salvar}
        </Button>
      </div>
    </form>
  );
}

export { UserEditForm };
export type { UserEditFormProps };
