import {
  MSG,
  PERFIL_LABEL,
  PERFIS,
  usuarioCriarFormSchema,
  type UsuarioCriarFormValues,
} from '@morada/domain';
import { z } from 'zod';
import { useId, type ComponentProps } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import { MaskedController, TelefoneInput } from '../masked-input';
import { NativeSelect } from '../select';

const T = MSG.adminUi.usuarioForm;
type Saida = z.output<typeof usuarioCriarFormSchema>;
type Campo = keyof UsuarioCriarFormValues;

type UserCreateFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** “Salvar” com os dados válidos do novo usuário. */
  onSubmit: (dados: Omit<Saida, 'confirmarSenha'>) => void;
  /** “Cancelar”: volta sem salvar. */
  onCancel: () => void;
  /** Salvando: o botão mostra “Salvando...” e fica desabilitado. */
  busy?: boolean;
  /** `{ campo: mensagem }` devolvidos pelo servidor, mostrados sob os campos. */
  errosServidor?: Record<string, string>;
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
function UserCreateForm({
  onSubmit,
  onCancel,
  busy = false,
  errosServidor,
  className,
  ...props
}: UserCreateFormProps) {
  const id = useId();
  const form = useFormulario(usuarioCriarFormSchema, {
    defaultValues: VAZIO,
    reValidateMode: 'onSubmit',
    errosServidor,
  });
  const { handleSubmit, formState, clearErrors, control } = form;
  const e = formState.errors;
  const { reg } = camposDoFormulario(form, id);
  const campo = (c: Campo, label: string, type = 'text', autoComplete?: string) => (
    <Field label={label} htmlFor={`${id}-${c}`} error={e[c]?.message}>
      <Input id={`${id}-${c}`} type={type} autoComplete={autoComplete} aria-invalid={!!e[c]} {...reg(c)} />
    </Field>
  );
  return (
    <form
      data-slot="user-create-form"
      noValidate
      onSubmit={handleSubmit(({ confirmarSenha: _c, ...dados }) => onSubmit(dados))}
      className={cn('space-y-4', className)}
      {...props}
    >
      {campo('nome', MSG.auth.nomeCompleto, 'text', 'name')}
      <div className="grid gap-4 sm:grid-cols-2">
        {campo('email', T.email, 'email', 'off')}
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
      </div>
      <Field label={T.perfil} htmlFor={`${id}-perfil`} error={e.perfil?.message}>
        <NativeSelect id={`${id}-perfil`} aria-invalid={!!e.perfil} {...reg('perfil')}>
          <option value="">{T.selecionePerfil}</option>
          {PERFIS.map((p) => (
            <option key={p} value={p}>
              {PERFIL_LABEL[p]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {campo('senha', T.senha, 'password', 'new-password')}
        {campo('confirmarSenha', T.confirmarSenha, 'password', 'new-password')}
      </div>
      <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">{MSG.admin.senhaForteDica}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {MSG.admin.cancelar}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? MSG.admin.salvando : MSG.admin.salvar}
        </Button>
      </div>
    </form>
  );
}

export { UserCreateForm };
export type { UserCreateFormProps };
