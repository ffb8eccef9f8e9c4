import {
  AGENCIA,
  MSG,
  MSG_ACESSO,
  MSG_CHAMADOS_ADMIN_UI,
  MSG_COBRANCA_UI,
  MSG_HORARIOS_VISITA,
  MSG_LEADS_UI,
  MSG_PORTAIS_UI,
  MSG_PROPOSTAS_UI,
  MSG_REAJUSTE,
  MSG_REPASSE,
  type AlterarSenhaInput,
} from '@morada/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  Bell,
  Building2,
  CalendarDays,
  FileBarChart,
  FileSignature,
  FileText,
  HandCoins,
  HardHat,
  Inbox,
  KeyRound,
  Landmark,
  LayoutDashboard,
  LogOut,
  Megaphone,
  Percent,
  Scale,
  Settings,
  TrendingUp,
  Users,
  Wrench,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { AlterarSenhaDialog } from '../alterar-senha';
import { AppLink, useRotas, type Rotas } from '../link';

const T = MSG.adminUi.menu;

/** Section 2: every admin link, in the specification's order, at the app's addresses. */
const adminLinks = ({ admin }: Rotas): readonly { href: string; label: string; icon: LucideIcon }[] => [
  { href: admin.dashboard, label: T.dashboard, icon: LayoutDashboard },
  { href: admin.imoveis, label: T.imoveis, icon: Building2 },
  { href: admin.contratos, label: T.contratos, icon: FileText },
  { href: admin.reajustes, label: MSG_REAJUSTE.adminUi.menu, icon: TrendingUp },
  { href: admin.repasses, label: MSG_REPASSE.menu, icon: HandCoins },
  ...(admin.conciliacao
    ? [{ href: admin.conciliacao, label: MSG_COBRANCA_UI.conciliacao.menu, icon: Landmark }]
    : []),
  ...(admin.portais ? [{ href: admin.portais, label: MSG_PORTAIS_UI.menu, icon: Megaphone }] : []),
  ...(admin.leads ? [{ href: admin.leads, label: MSG_LEADS_UI.menu, icon: Inbox }] : []),
  ...(admin.propostas ? [{ href: admin.propostas, label: MSG_PROPOSTAS_UI.menu, icon: FileSignature }] : []),
  ...(admin.comissoes
    ? [{ href: admin.comissoes, label: MSG_PROPOSTAS_UI.abas.comissoes, icon: Percent }]
    : []),
  ...(admin.visitas
    ? [{ href: admin.visitas, label: MSG_HORARIOS_VISITA.admin.menu, icon: CalendarDays }]
    : []),
  ...(admin.chamados
    ? [{ href: admin.chamados, label: MSG_CHAMADOS_ADMIN_UI.lista.titulo, icon: Wrench }]
    : []),
  ...(admin.prestadores
    ? [{ href: admin.prestadores, label: MSG_CHAMADOS_ADMIN_UI.prestadores.titulo, icon: HardHat }]
    : []),
  { href: admin.juridico, label: T.juridico, icon: Scale },
  { href: admin.usuarios, label: T.usuarios, icon: Users },
  { href: admin.relatorios, label: T.relatorios, icon: FileBarChart },
  { href: admin.notificacoes, label: T.notificacoes, icon: Bell },
  { href: admin.configuracoes, label: T.configuracoes, icon: Settings },
];

/** The dashboard link is active only on the dashboard itself; the others on their subtree too. */
const isLinkAtivo = (href: string, caminho: string, dashboard: string) =>
  href === dashboard
    ? caminho.replace(/\/$/, '') === dashboard
    : caminho === href || caminho.startsWith(`${href}/`);

const sidebarLinkVariants = cva(
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
  {
    variants: {
      /** Destaca o item da seção atual. */
      active: {
        true: 'bg-primary text-primary-foreground',
        false: 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
      },
    },
    defaultVariants: { active: false },
  },
);

type AdminSidebarProps = ComponentProps<'aside'> &
  VariantProps<typeof sidebarLinkVariants> & {
    /** Caminho atual, para marcar a seção ativa. */
    currentPath: string;
    /** Gaveta aberta ou fechada no celular; no desktop (lg) o menu lateral aparece sempre. */
    open: boolean;
    /** A gaveta do celular abriu ou fechou. */
    onOpenChange: (open: boolean) => void;
    /** “Sair”: encerra a sessão. */
    onSair: () => void;
    /** Mostra “Alterar senha” acima de “Sair”; rejeita quando a troca falha (o app mostra o aviso). */
    onAlterarSenha?: (dados: AlterarSenhaInput) => Promise<void>;
    /** Mensagem do servidor sobre a senha atual (veja `AlterarSenhaDialog`). */
    erroSenhaAtual?: string;
  };

function AdminSidebar({
  currentPath,
  open,
  onOpenChange,
  onSair,
  onAlterarSenha,
  erroSenhaAtual,
  className,
  ...props
}: AdminSidebarProps) {
  const rotas = useRotas();
  const [alterandoSenha, setAlterandoSenha] = useState(false);
  return (
    <>
      {open ? (
        <button
          type="button"
          data-slot="admin-sidebar-backdrop"
          aria-label={T.fecharMenu}
          className="fixed inset-0 z-40 bg-black/50 lg:hidden"
          onClick={() => onOpenChange(false)}
        />
      ) : null}
      <aside
        data-slot="admin-sidebar"
        data-state={open ? 'open' : 'closed'}
        aria-label={T.rotulo}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r border-border bg-card text-card-foreground transition-transform duration-200',
          open ? 'translate-x-0' : '-translate-x-full',
          'lg:translate-x-0',
          // Closed on mobile: hidden from assistive tech and tab order too.
          !open && 'max-lg:invisible',
          className,
        )}
        {...props}
      >
        <div className="flex h-16 items-center justify-between border-b border-border px-4">
          <AppLink href={rotas.admin.dashboard} className="text-lg font-bold text-primary">
            {AGENCIA.nome}
          </AppLink>
          <button
            type="button"
            aria-label={T.fecharMenu}
            className="rounded-md p-2 text-muted-foreground hover:bg-accent lg:hidden"
            onClick={() => onOpenChange(false)}
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <nav className="flex-1 space-y-1 overflow-y-auto p-3">
          {adminLinks(rotas).map(({ href, label, icon: Icon }) => {
            const ativo = isLinkAtivo(href, currentPath, rotas.admin.dashboard);
            return (
              <AppLink
                key={href}
                href={href}
                aria-current={ativo ? 'page' : undefined}
                className={sidebarLinkVariants({ active: ativo })}
                onClick={() => onOpenChange(false)}
              >
                <Icon className="size-4" aria-hidden />
                {label}
              </AppLink>
            );
          })}
        </nav>
        <div className="space-y-1 border-t border-border p-3">
          {onAlterarSenha ? (
            <button
              type="button"
              className={sidebarLinkVariants({ className: 'w-full' })}
              onClick={() => setAlterandoSenha(true)}
            >
              <KeyRound className="size-4" aria-hidden />
              {MSG_ACESSO.alterarSenha}
            </button>
          ) : null}
          <button type="button" className={sidebarLinkVariants({ className: 'w-full' })} onClick={onSair}>
            <LogOut className="size-4" aria-hidden />
            {MSG.nav.sair}
          </button>
        </div>
      </aside>
      {onAlterarSenha ? (
        <AlterarSenhaDialog
          open={alterandoSenha}
          onOpenChange={setAlterandoSenha}
          onAlterar={onAlterarSenha}
          erroSenhaAtual={erroSenhaAtual}
        />
      ) : null}
    </>
  );
}

export { AdminSidebar, adminLinks, isLinkAtivo, sidebarLinkVariants };
