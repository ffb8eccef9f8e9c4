import { MSG } from '@morada/domain';
import { ArrowLeft } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonVariants } from '../../components/button';
import { Card, CardContent } from '../../components/card';
import { AppLink, useRotas } from '../../components/link';
import { UserCreateForm, type UserCreateFormProps } from '../../components/user-create-form';
import { cn } from '../../lib/cn';

type AdminUsuarioNovoViewProps = Omit<ComponentProps<'div'>, 'children' | 'onSubmit'> &
  Pick<UserCreateFormProps, 'onSubmit' | 'onCancel' | 'busy' | 'errosServidor'>;

/** Tela “Novo Usuário”: “Voltar” e “Cancelar” retornam para /admin/usuarios. */
function AdminUsuarioNovoView({
  onSubmit,
  onCancel,
  busy,
  errosServidor,
  className,
  ...props
}: AdminUsuarioNovoViewProps) {
  const rotas = useRotas();
  return (
    <div data-slot="admin-usuario-novo" className={cn('mx-auto max-w-2xl space-y-6', className)} {...props}>
      <header className="flex items-center gap-3">
        <AppLink href={rotas.admin.usuarios} className={buttonVariants({ variant: 'ghost' })}>
          <ArrowLeft className="size-4" aria-hidden />
          {MSG.admin.voltar}
        </AppLink>
        <h1 className="text-2xl font-bold tracking-tight">{MSG.admin.novoUsuario}</h1>
      </header>
      <Card>
        <CardContent className="pt-6">
          <UserCreateForm onSubmit={onSubmit} onCancel={onCancel} busy={busy} errosServidor={errosServidor} />
        </CardContent>
      </Card>
    </div>
  );
}

export { AdminUsuarioNovoView };
export type { AdminUsuarioNovoViewProps };
