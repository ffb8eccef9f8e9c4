import type { ComponentProps, ReactNode } from 'react';
import { Clock, Globe, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import {
  formatTelefone,
  DEPARTAMENTOS,
  linkTelefone,
  linkWhatsapp,
  MSG_PUBLICO,
  MSG_SITE,
  type ContatoFormValues,
} from '@morada/domain';
import type { AgenciaPublica } from '../../lib/agencia';
import { ContactForm } from '../../components/contact-form';
import { CabecalhoPagina, PaginaSite } from '../partes/pagina-site';

type ContatoViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Dados da imobiliária (endereço, telefones, horário); sem eles, os do catálogo. */
  agencia?: AgenciaPublica;
  /** Envia a mensagem de contato; rejeita quando falha (o que foi digitado fica). */
  onSend: (valores: ContatoFormValues) => Promise<void>;
};

const EMAIL_DEPARTAMENTO = {
  cadastros: 'emailCadastros',
  financeiro: 'emailFinanceiro',
  juridico: 'emailJuridico',
  administracao: 'emailAdministracao',
} as const;

/** Um grupo de contatos: o título com o seu ícone e, recuado sob ele, os contatos. */
function GrupoContato({
  icone: Icone,
  titulo,
  children,
}: {
  icone: LucideIcon;
  titulo: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <h3 className="flex items-center gap-2 font-medium">
        <Icone className="size-4 text-primary" aria-hidden />
        {titulo}
      </h3>
      {children}
    </div>
  );
}

function ContatoView({ agencia, onSend, ...props }: ContatoViewProps) {
  const S = MSG_SITE;
  const emails = agencia
    ? ([
        [S.emailDepartamento.administracao, agencia.emailAdministracao],
        [S.emailDepartamento.cadastros, agencia.emailCadastros],
        [S.emailDepartamento.documentacao, agencia.emailDocumentacao],
        [S.emailDepartamento.financeiro, agencia.emailFinanceiro],
      ] as const)
    : [];
  // Hours come from the agency settings; the catalogue's §9 hours stand in until they load or when blank.
  const horarioSemana = agencia?.horarioSemana.trim() || MSG_PUBLICO.contato.horarioSemana;
  const horarioSabado = agencia?.horarioSabado.trim() || MSG_PUBLICO.contato.horarioSabado;
  return (
    <PaginaSite slot="contato-view" classes="mx-auto grid max-w-7xl gap-8 px-4 py-12" {...props}>
      <CabecalhoPagina titulo={S.contatoTitulo}>
        <p className="text-muted-foreground">{S.contatoSubtitulo}</p>
      </CabecalhoPagina>
      <div className="grid gap-8 lg:grid-cols-[1fr_380px]">
        <section className="h-fit rounded-xl border border-border bg-card p-6 shadow-sm">
          <ContactForm onSend={onSend} />
        </section>
        <div className="grid content-start gap-6">
          <section className="grid gap-4 rounded-xl border border-border bg-card p-6 text-sm">
            <h2 className="text-lg font-semibold">{S.contatoInfoTitulo}</h2>
            {agencia && (
              <>
                <p className="flex items-center gap-2">
                  <Globe className="size-4 text-primary" aria-hidden />
                  <span className="sr-only">{S.site}: </span>
                  <a
                    href={`https://${agencia.site.replace(/^https?:\/\//, '')}`}
                    className="hover:text-primary"
                  >
                    {agencia.site}
                  </a>
                </p>
                <GrupoContato icone={Mail} titulo={S.emails}>
                  <ul className="grid gap-1 pl-6">
                    {emails.map(([rotulo, email]) => (
                      <li key={rotulo}>
                        {rotulo}:{' '}
                        <a href={`mailto:${email}`} className="text-primary hover:underline">
                          {email}
                        </a>
                      </li>
                    ))}
                  </ul>
                </GrupoContato>
                <GrupoContato icone={Phone} titulo={S.telefones}>
                  <ul className="grid gap-1 pl-6">
                    <li>
                      <a href={linkTelefone(agencia.telefone)} className="hover:text-primary">
                        {formatTelefone(agencia.telefone)}
                      </a>
                    </li>
                    <li>
                      <a
                        href={linkWhatsapp(agencia.whatsapp)}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 hover:text-primary"
                      >
                        <MessageCircle className="size-4" aria-hidden />
                        {MSG_PUBLICO.detalhe.whatsapp}: {formatTelefone(agencia.whatsapp)}
                      </a>
                    </li>
                  </ul>
                </GrupoContato>
                <p className="flex items-start gap-2">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  <span>
                    <span className="sr-only">{S.endereco}: </span>
                    {agencia.endereco}
                  </span>
                </p>
              </>
            )}
            <GrupoContato icone={Clock} titulo={MSG_PUBLICO.contato.horario}>
              <p className="pl-6">{horarioSemana}</p>
              <p className="pl-6">{horarioSabado}</p>
            </GrupoContato>
          </section>
          <section className="grid gap-3 rounded-xl border border-border bg-card p-6 text-sm">
            <h2 className="text-lg font-semibold">{MSG_PUBLICO.contato.departamentos}</h2>
            <ul className="grid gap-3">
              {DEPARTAMENTOS.map((d) => (
                <li key={d.chave}>
                  <p className="font-medium">{d.nome}</p>
                  {agencia && (
                    <a
                      href={`mailto:${agencia[EMAIL_DEPARTAMENTO[d.chave]]}`}
                      className="text-muted-foreground hover:text-primary"
                    >
                      {agencia[EMAIL_DEPARTAMENTO[d.chave]]}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </PaginaSite>
  );
}

export { ContatoView };
export type { ContatoViewProps };
