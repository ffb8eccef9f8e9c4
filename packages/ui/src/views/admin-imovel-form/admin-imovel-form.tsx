import { MSG, type ImovelFormValues } from '@morada/domain';
import { ArrowLeft } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonVariants } from '../../components/button';
import { Card, CardContent } from '../../components/card';
import { AppLink, useRotas } from '../../components/link';
import { PropertyForm, type BuscarCep, type PropertyFormDados } from '../../components/property-form';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';

type AdminImovelFormViewProps = Omit<ComponentProps<'div'>, 'children' | 'onSubmit'> & {
  modo: 'novo' | 'editar';
  /** Edit: the stored values, undefined while loading. */
  inicial?: ImovelFormValues;
  fotosIniciais?: readonly string[];
  loading?: boolean;
  busy?: boolean;
  errosServidor?: Record<string, string>;
  onSubmit: (dados: PropertyFormDados) => void;
  onCancel: () => void;
  proprietarios?: readonly { id: string; nome: string }[];
  /** Address lookup by CEP (PropertyForm's onBuscarCep). */
  onBuscarCep?: BuscarCep;
};

/** 'Novo Imóvel' / 'Editar Imóvel'. */
function AdminImovelFormView({
  modo,
  inicial,
  fotosIniciais,
  loading = false,
  busy,
  errosServidor,
  onSubmit,
  onCancel,
  proprietarios,
  onBuscarCep,
  className,
  ...props
}: AdminImovelFormViewProps) {
  const rotas = useRotas();
  const titulo = modo === 'novo' ? MSG.imovelForm.novo : MSG.imovelForm.editar;
  return (
    <div data-slot="admin-imovel-form" className={cn('mx-auto max-w-4xl space-y-6', className)} {...props}>
      <header className="flex items-center gap-3">
        <AppLink
          href={rotas.admin.imoveis}
          aria-label={MSG.admin.voltar}
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        >
          <ArrowLeft className="size-4" aria-hidden />
        </AppLink>
        <h1 className="text-2xl font-bold tracking-tight">{titulo}</h1>
      </header>
      <Card>
        <CardContent className="pt-6">
          {loading ? (
            <div className="flex min-h-40 items-center justify-center">
              <Spinner label={MSG.guard.carregando} />
            </div>
          ) : (
            <PropertyForm
              inicial={inicial}
              fotosIniciais={fotosIniciais}
              busy={busy}
              errosServidor={errosServidor}
              onSubmit={onSubmit}
              onCancel={onCancel}
              proprietarios={proprietarios}
              onBuscarCep={onBuscarCep}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export { AdminImovelFormView };
export type { AdminImovelFormViewProps };
