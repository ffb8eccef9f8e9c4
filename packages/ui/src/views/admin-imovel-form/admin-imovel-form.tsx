import { MSG, type ImovelFormValues } from '@morada/domain';
import { ArrowLeft } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonVariants } from '../../components/button';
import { Card, CardContent } from '../../components/card';
import type { FonteCombobox } from '../../components/combobox';
import { AppLink, useRotas } from '../../components/link';
import { PropertyForm, type BuscarCep, type PropertyFormDados } from '../../components/property-form';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';

type AdminImovelFormViewProps = Omit<ComponentProps<'div'>, 'children' | 'onSubmit'> & {
  /** Cadastro de um imóvel novo ou edição de um existente (muda o título). */
  modo: 'novo' | 'editar';
  /** Edição: os valores salvos, `undefined` enquanto carregam. */
  inicial?: ImovelFormValues;
  /** Fotos já salvas do imóvel (edição). */
  fotosIniciais?: readonly string[];
  /** O imóvel em edição está carregando. */
  loading?: boolean;
  /** Salvando: o botão mostra “Salvando...” e fica desabilitado. */
  busy?: boolean;
  /** `{ campo: mensagem }` devolvidos pelo servidor, mostrados sob os campos. */
  errosServidor?: Record<string, string>;
  /** “Salvar” com os dados válidos do imóvel. */
  onSubmit: (dados: PropertyFormDados) => void;
  /** “Cancelar” e “Voltar”: retornam à lista sem salvar. */
  onCancel: () => void;
  /** Onde buscar o proprietário do imóvel (a busca da página); a seleção só aparece quando informada. */
  proprietarios?: FonteCombobox;
  /** O nome do proprietário já indicado (edição). */
  proprietarioNome?: string;
  /** Busca o endereço pelo CEP (a mesma `onBuscarCep` do formulário de imóvel). */
  onBuscarCep?: BuscarCep;
};

/**
 * Tela de cadastro (“Novo Imóvel”) e de edição (“Editar Imóvel”) de um imóvel no admin: o formulário de
 * imóvel com “Voltar” e “Cancelar” para a lista; na edição, espera o imóvel carregar.
 */
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
  proprietarioNome,
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
              proprietarioNome={proprietarioNome}
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
