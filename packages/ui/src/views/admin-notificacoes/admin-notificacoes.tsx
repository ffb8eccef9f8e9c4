import {
  formatTelefone,
  AGENCIA,
  formatDataHora,
  MSG,
  MSG_ACESSO,
  type LinkAcesso,
  type MensagemContato,
  type Notificacao,
  type NotificacaoJuridicaEntrada,
} from '@morada/domain';
import { KeyRound } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { LinkAcessoDialog } from '../../components/link-acesso';
import { Spinner } from '../../components/spinner';
import { TableCell, TableEmail, TableRow } from '../../components/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs';
import { cn } from '../../lib/cn';
import { TabelaAdmin } from '../../components/table/tabela-lista';
import type { FonteCombobox } from '../../components/combobox';
import { EnviarNotificacao } from './enviar-notificacao';

const T = MSG.adminUi.notificacoes;

type Enviada = Notificacao & { destinatario?: string };
type Email = {
  id: string;
  para: string;
  assunto: string;
  criadoEm?: string;
  enviadoEm?: string | null;
  /** 'erro' when SMTP refused it (the error is shown); 'enviado' only once it was really sent. */
  status?: string;
  erro?: string | null;
};

type AdminNotificacoesViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Mensagens de contato recebidas pelo site. */
  mensagens: readonly MensagemContato[];
  /** Notificações já enviadas aos locatários. */
  enviadas: readonly Enviada[];
  /** E-mails enviados ou na fila, com a situação de cada um. */
  emails: readonly Email[];
  /** As listas estão carregando pela primeira vez. */
  loading: boolean;
  /**
   * As listas cuja carga falhou (e que nada leram): cada aba mostra “Erro ao carregar notificações” e
   * “Tentar novamente” no lugar do texto de lista vazia.
   */
  loadFailed?: { mensagens?: boolean; enviadas?: boolean; emails?: boolean };
  /** “Tentar novamente” depois de uma falha ao carregar. */
  onRetry?: () => void;
  /** “Marcar como tratada” numa mensagem. */
  onMarcarTratada: (m: MensagemContato) => void;
  /** Id da mensagem que está sendo marcada, para desabilitar o botão dela. */
  marcando?: string | null;
  /** Locatários para quem um aviso pode ser enviado. */
  destinatarios: FonteCombobox;
  /** “Enviar” uma notificação; resolve `true` quando enviada (o formulário é limpo). */
  onEnviarNotificacao: (dados: NotificacaoJuridicaEntrada) => Promise<boolean>;
  /** A notificação está sendo enviada: o botão mostra “Enviando...”. */
  enviando?: boolean;
  /**
   * Gera um link de acesso para a conta de que a mensagem trata (um pedido de senha feito no site); oferecido
   * nas mensagens com `usuarioId`. O app mostra os erros e define `linkAcesso`.
   */
  onGerarLinkAcesso?: (m: MensagemContato) => Promise<unknown>;
  /** `usuarioId` da conta cujo link está sendo gerado. */
  gerandoLink?: string | null;
  /** O link recém-gerado, mostrado uma única vez no seu diálogo; `null` fecha o diálogo. */
  linkAcesso?: LinkAcesso | null;
  /** O diálogo do link de acesso foi fechado. */
  onFecharLinkAcesso?: () => void;
  /** Nome da imobiliária, usado no texto do WhatsApp do link. */
  agencia?: string;
};

const Carregando = () => (
  <div className="flex min-h-32 items-center justify-center">
    <Spinner label={MSG.guard.carregando} />
  </div>
);

/**
 * Tela /admin/notificacoes: mensagens de contato recebidas, notificações enviadas aos locatários e a fila de
 * e-mails.
 */
function AdminNotificacoesView({
  mensagens,
  enviadas,
  emails,
  loading,
  loadFailed = {},
  onRetry,
  onMarcarTratada,
  marcando = null,
  destinatarios,
  onEnviarNotificacao,
  enviando = false,
  onGerarLinkAcesso,
  gerandoLink = null,
  linkAcesso = null,
  onFecharLinkAcesso,
  agencia = AGENCIA.nome,
  className,
  ...props
}: AdminNotificacoesViewProps) {
  const gerarLink = (m: MensagemContato) => void onGerarLinkAcesso?.(m).catch(() => undefined);
  const mensagemDoLink = linkAcesso && mensagens.find((m) => m.usuarioId === linkAcesso.usuario.id);
  return (
    <div data-slot="admin-notificacoes" className={cn('space-y-6', className)} {...props}>
      <h1 className="text-2xl font-bold tracking-tight">{MSG.adminUi.menu.notificacoes}</h1>
      <Tabs defaultValue="mensagens">
        <TabsList quebra>
          <TabsTrigger value="mensagens">{T.mensagens}</TabsTrigger>
          <TabsTrigger value="enviadas">{T.enviadas}</TabsTrigger>
          <TabsTrigger value="emails">{T.emails}</TabsTrigger>
        </TabsList>
        <TabsContent value="mensagens" className="mt-4">
          {loading && mensagens.length === 0 ? (
            <Carregando />
          ) : loadFailed.mensagens && mensagens.length === 0 ? (
            <div
              role="alert"
              className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground"
            >
              <p>{T.erroCarregar}</p>
              <Button type="button" size="sm" variant="outline" onClick={onRetry}>
                {MSG.dashboard.tentarNovamente}
              </Button>
            </div>
          ) : mensagens.length === 0 ? (
            <p className="py-10 text-center text-muted-foreground">{T.semMensagens}</p>
          ) : (
            <ul className="space-y-3">
              {mensagens.map((m) => (
                <li
                  key={m.id}
                  className={cn(
                    'rounded-lg border border-border p-4',
                    !m.tratada && 'border-primary/50 bg-primary/5',
                  )}
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <p className="font-semibold">{m.assunto}</p>
                      <p className="text-sm text-muted-foreground">
                        {m.nome} · {m.email} · {formatTelefone(m.telefone)}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="text-xs text-muted-foreground">{formatDataHora(m.recebidaEm)}</span>
                      {m.usuarioId && onGerarLinkAcesso ? (
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          disabled={gerandoLink === m.usuarioId}
                          onClick={() => gerarLink(m)}
                        >
                          <KeyRound className="size-4" aria-hidden />
                          {gerandoLink === m.usuarioId ? MSG_ACESSO.gerando : MSG_ACESSO.gerarLink}
                        </Button>
                      ) : null}
                      {m.tratada ? (
                        <Badge variant="green">{T.tratada}</Badge>
                      ) : (
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          disabled={marcando === m.id}
                          onClick={() => onMarcarTratada(m)}
                        >
                          {T.marcarTratada}
                        </Button>
                      )}
                    </div>
                  </div>
                  <p className="mt-2 text-sm whitespace-pre-line">{m.mensagem}</p>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="enviadas" className="mt-4 space-y-4">
          <EnviarNotificacao
            destinatarios={destinatarios}
            onEnviar={onEnviarNotificacao}
            enviando={enviando}
          />
          <TabelaAdmin
            carregando={loading}
            altura="min-h-32"
            colunas={[
              { titulo: T.titulo },
              { titulo: T.destinatario },
              { titulo: T.data },
              { titulo: T.situacao },
            ]}
            quantidade={enviadas.length}
            vazio={T.semEnviadas}
            falha={{ ativo: Boolean(loadFailed.enviadas), mensagem: T.erroCarregar, onRetry }}
          >
            {enviadas.map((n) => (
              <TableRow key={n.id}>
                <TableCell>
                  <p className="font-medium">{n.titulo}</p>
                  <p className="text-xs text-muted-foreground">{n.mensagem}</p>
                </TableCell>
                <TableCell>{n.destinatario ?? '—'}</TableCell>
                <TableCell className="whitespace-nowrap">{formatDataHora(n.data)}</TableCell>
                <TableCell>
                  <Badge variant={n.lida ? 'green' : 'yellow'}>{n.lida ? T.lida : T.naoLida}</Badge>
                </TableCell>
              </TableRow>
            ))}
          </TabelaAdmin>
        </TabsContent>
        <TabsContent value="emails" className="mt-4">
          <TabelaAdmin
            carregando={loading}
            altura="min-h-32"
            colunas={[{ titulo: T.para }, { titulo: T.assunto }, { titulo: T.data }, { titulo: T.situacao }]}
            quantidade={emails.length}
            vazio={T.semEmails}
            falha={{ ativo: Boolean(loadFailed.emails), mensagem: T.erroCarregar, onRetry }}
          >
            {emails.map((e) => (
              <TableRow key={e.id}>
                <TableCell className="min-w-40">
                  <TableEmail email={e.para} />
                </TableCell>
                <TableCell>{e.assunto}</TableCell>
                <TableCell className="whitespace-nowrap">{formatDataHora(e.criadoEm)}</TableCell>
                <TableCell>
                  {e.status === 'erro' ? (
                    <Badge variant="red" title={e.erro ?? undefined}>
                      {T.falhou}
                    </Badge>
                  ) : (
                    <Badge variant={e.enviadoEm ? 'green' : 'yellow'}>
                      {e.enviadoEm ? T.enviado : T.naFila}
                    </Badge>
                  )}
                  {e.status === 'erro' && e.erro ? (
                    <span className="mt-1 block text-xs text-muted-foreground">{e.erro}</span>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TabelaAdmin>
        </TabsContent>
      </Tabs>
      <LinkAcessoDialog
        link={linkAcesso}
        onOpenChange={(o) => !o && onFecharLinkAcesso?.()}
        agencia={agencia}
        gerando={gerandoLink !== null && gerandoLink === linkAcesso?.usuario.id}
        onGerarNovo={
          mensagemDoLink && onGerarLinkAcesso ? () => onGerarLinkAcesso(mensagemDoLink) : undefined
        }
      />
    </div>
  );
}

export { AdminNotificacoesView };
export type { AdminNotificacoesViewProps };
