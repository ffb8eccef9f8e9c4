import type { ComponentProps } from 'react';
import { Home, Mail, MapPin, Phone } from 'lucide-react';
import { formatTelefone, linkTelefone, MSG_PUBLICO, MSG_SITE } from '@morada/domain';
import type { AgenciaPublica } from '../../lib/agencia';
import { cn } from '../../lib/cn';
import { AppLink, useRotas, type Rotas } from '../link';

type SiteFooterProps = Omit<ComponentProps<'footer'>, 'children'> & {
  /** Nome, endereço, telefone e e-mail da imobiliária; sem eles, os do catálogo. */
  agencia?: Pick<AgenciaPublica, 'nome' | 'endereco' | 'telefone' | 'emailAdministracao'>;
  /** Informado para que as histórias fiquem estáveis; por padrão, o ano atual. */
  ano?: number;
};

const links = ({ site }: Rotas) => [
  { href: site.inicio, label: MSG_PUBLICO.nav.inicio },
  { href: site.imoveis, label: MSG_PUBLICO.nav.imoveis },
  { href: site.sobre, label: MSG_PUBLICO.nav.sobre },
  { href: site.contato, label: MSG_PUBLICO.nav.contato },
  { href: site.login, label: MSG_PUBLICO.nav.areaCliente },
];

function SiteFooter({ agencia, ano = new Date().getFullYear(), className, ...props }: SiteFooterProps) {
  const nome = agencia?.nome ?? MSG_SITE.marca;
  const rotas = useRotas();
  return (
    <footer
      data-slot="site-footer"
      className={cn('border-t border-border bg-muted/40', className)}
      {...props}
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="grid content-start gap-3">
          <p className="flex items-center gap-2 text-lg font-bold text-primary">
            <Home className="size-5" aria-hidden />
            {nome}
          </p>
          <p className="text-sm text-muted-foreground">{MSG_SITE.rodapeDescricao}</p>
        </div>
        <nav aria-label={MSG_SITE.rodapeNavegacao} className="grid content-start gap-2">
          <h2 className="text-sm font-semibold">{MSG_SITE.rodapeNavegacao}</h2>
          <ul className="grid gap-1.5 text-sm">
            {links(rotas).map((l) => (
              <li key={l.href + l.label}>
                <AppLink href={l.href} className="text-muted-foreground hover:text-primary">
                  {l.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <address className="grid content-start gap-2 text-sm not-italic">
          <h2 className="text-sm font-semibold">{MSG_SITE.rodapeContato}</h2>
          {agencia && (
            <>
              <p className="flex items-start gap-2 text-muted-foreground">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span className="min-w-0 [overflow-wrap:anywhere]">{agencia.endereco}</span>
              </p>
              <a
                href={linkTelefone(agencia.telefone)}
                className="flex items-center gap-2 text-muted-foreground hover:text-primary"
              >
                <Phone className="size-4 shrink-0" aria-hidden />
                <span className="min-w-0 [overflow-wrap:anywhere]">{formatTelefone(agencia.telefone)}</span>
              </a>
              <a
                href={`mailto:${agencia.emailAdministracao}`}
                className="flex items-center gap-2 text-muted-foreground hover:text-primary"
              >
                <Mail className="size-4 shrink-0" aria-hidden />
                {/* A long address must wrap inside its column at 768 px, not widen the page. */}
                <span className="min-w-0 [overflow-wrap:anywhere]">{agencia.emailAdministracao}</span>
              </a>
            </>
          )}
        </address>
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted-foreground">
        {MSG_SITE.copyright(ano, nome)}
      </p>
    </footer>
  );
}

export { SiteFooter };
export type { SiteFooterProps };
