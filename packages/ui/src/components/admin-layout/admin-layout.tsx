import { AGENCIA, MSG, type AlterarSenhaInput } from '@morada/domain';
import { Menu } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { AdminSidebar } from '../admin-sidebar';
import { Spinner } from '../spinner';
import { ThemeToggle } from '../theme';

type AdminLayoutProps = ComponentProps<'div'> & {
  /** Caminho atual, para marcar a seção ativa no menu lateral. */
  currentPath: string;
  /** “Sair”: encerra a sessão. */
  onSair: () => void;
  /** “Alterar senha” no menu lateral (veja `AdminSidebar`). */
  onAlterarSenha?: (dados: AlterarSenhaInput) => Promise<void>;
  /** Mensagem do servidor sobre a senha atual (veja `AlterarSenhaDialog`). */
  erroSenhaAtual?: string;
  /**
   * O conteúdo da rota ainda está carregando (código ou dados): mostra o indicador de carregamento da seção
   * 2.
   */
  loading?: boolean;
  children?: ReactNode;
};

/**
 * Estrutura das telas do admin: menu lateral fixo no desktop, gaveta deslizante no celular e o conteúdo à
 * direita.
 */
function AdminLayout({
  currentPath,
  onSair,
  onAlterarSenha,
  erroSenhaAtual,
  loading = false,
  children,
  className,
  ...props
}: AdminLayoutProps) {
  const [open, setOpen] = useState(false);
  return (
    <div
      data-slot="admin-layout"
      className={cn('min-h-screen bg-background text-foreground', className)}
      {...props}
    >
      <AdminSidebar
        currentPath={currentPath}
        open={open}
        onOpenChange={setOpen}
        onSair={onSair}
        onAlterarSenha={onAlterarSenha}
        erroSenhaAtual={erroSenhaAtual}
      />
      <div className="flex min-h-screen flex-col lg:pl-64">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-background/95 px-4 backdrop-blur">
          <button
            type="button"
            aria-label={MSG.adminUi.menu.abrirMenu}
            aria-expanded={open}
            className="rounded-md p-2 hover:bg-accent lg:hidden"
            onClick={() => setOpen((v) => !v)}
          >
            <Menu className="size-5" aria-hidden />
          </button>
          <span className="font-semibold lg:hidden">{AGENCIA.nome}</span>
          <div className="ml-auto">
            <ThemeToggle />
          </div>
        </header>
        <main className="min-w-0 flex-1 p-4 md:p-6">
          {loading ? (
            <div className="flex min-h-64 items-center justify-center">
              <Spinner label={MSG.guard.carregando} />
            </div>
          ) : (
            children
          )}
        </main>
      </div>
    </div>
  );
}

export { AdminLayout };
