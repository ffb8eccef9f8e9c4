import {
  formatDataHora,
  formatTelefone,
  linkTelefone,
  linkWhatsapp,
  MSG_LEADS,
  MSG_LEADS_UI,
  type Lead,
} from '@morada/domain';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '../../components/button';
import { AppLink } from '../../components/link';

const T = MSG_LEADS_UI.detalhe;

function Dado({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{rotulo}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * O contato do lead, para o celular: ligar (tel:), conversar no WhatsApp e enviar e-mail, em botões
 * grandes; abaixo, o imóvel de interesse, a origem, o corretor e quando chegou.
 */
function ContatoLead({
  lead,
  hrefImovel,
}: {
  lead: Lead;
  hrefImovel?: ((id: string) => string) | undefined;
}) {
  const botao = buttonVariants({ variant: 'outline', className: 'justify-start' });
  return (
    <section aria-label={T.contato} className="grid gap-4 rounded-xl border p-4">
      <div className="grid gap-2 sm:grid-cols-3">
        {lead.telefone ? (
          <>
            <a
              href={linkTelefone(lead.telefone)}
              className={botao}
              aria-label={T.ligar(formatTelefone(lead.telefone))}
            >
              <Phone className="size-4" aria-hidden />
              {formatTelefone(lead.telefone)}
            </a>
            <a href={linkWhatsapp(lead.telefone)} className={botao} target="_blank" rel="noreferrer">
              <MessageCircle className="size-4" aria-hidden />
              {T.whatsapp}
            </a>
          </>
        ) : null}
        {lead.email ? (
          <a href={`mailto:${lead.email}`} className={botao} aria-label={T.email(lead.email)}>
            <Mail className="size-4" aria-hidden />
            <span className="truncate">{lead.email}</span>
          </a>
        ) : null}
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Dado rotulo={T.imovel}>
          {lead.imovelId && lead.imovelTitulo && hrefImovel ? (
            <AppLink href={hrefImovel(lead.imovelId)} className="underline underline-offset-4">
              {lead.imovelTitulo}
            </AppLink>
          ) : (
            (lead.imovelTitulo ?? MSG_LEADS_UI.semImovel)
          )}
        </Dado>
        <Dado rotulo={T.origem}>{MSG_LEADS.origens[lead.origem]}</Dado>
        <Dado rotulo={T.corretor}>{lead.corretorNome ?? MSG_LEADS_UI.semCorretor}</Dado>
        <Dado rotulo={T.criadoEm}>
          <time dateTime={lead.criadoEm}>{formatDataHora(lead.criadoEm)}</time>
        </Dado>
      </dl>
    </section>
  );
}

export { ContatoLead };
