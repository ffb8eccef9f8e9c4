import type { ComponentProps } from 'react';
import { ShieldAlert } from 'lucide-react';
import { MSG_PUBLICO } from '@morada/domain';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner';

type GuardLoadingProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Texto mostrado durante o carregamento; por padrão, “Carregando...”. */ texto?: string;
};

/** Aparece enquanto a sessão é restaurada (seção 6: “Carregando...”). */
function GuardLoading({ texto = MSG_PUBLICO.guard.carregando, className, ...props }: GuardLoadingProps) {
  return (
    <div
      data-slot="guard-loading"
      role="status"
      className={cn('grid min-h-[50vh] place-items-center gap-3 p-8', className)}
      {...props}
    >
      <div className="flex flex-col items-center gap-3 text-muted-foreground">
        <Spinner />
        <p>{texto}</p>
      </div>
    </div>
  );
}

type AccessDeniedProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The tenant area with no user (spec §2): 'Verificando acesso....' above the notice, before /login. */
  isVerificando?: boolean;
};

/** The tenant page's own check: 'Acesso Negado' / 'Faça login para acessar esta área.'. */
function AccessDenied({ isVerificando = false, className, ...props }: AccessDeniedProps) {
  return (
    <section
      data-slot="access-denied"
      role="alert"
      className={cn('mx-auto grid max-w-md place-items-center gap-3 px-4 py-24 text-center', className)}
      {...props}
    >
      {isVerificando ? (
        <p
          data-slot="access-denied-verificando"
          className="flex items-center gap-2 text-sm text-muted-foreground"
        >
          <Spinner />
          {MSG_PUBLICO.guard.verificando}
        </p>
      ) : null}
      <ShieldAlert className="size-12 text-destructive" aria-hidden />
      <h1 className="text-2xl font-semibold">{MSG_PUBLICO.guard.acessoNegado}</h1>
      <p className="text-muted-foreground">{MSG_PUBLICO.guard.facaLogin}</p>
    </section>
  );
}

export { GuardLoading, AccessDenied };
export type { GuardLoadingProps, AccessDeniedProps };
