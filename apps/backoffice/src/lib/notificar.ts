import { isApiError } from '@morada/api-client';
import {
  MSG,
  mensagemDoEnvio,
  type AvisosEnviados,
  type RelatorioDashboardEnviado,
  type TipoDeAviso,
} from '@morada/domain';
import { toast } from '@morada/ui/toast';

/**
 * Section 8 for admin screens: a destructive toast with the server's message when it sent one,
 * otherwise the screen's fallback; errors that are not HTTP matters read 'Erro inesperado'.
 */
export const toastErro = (erro: unknown, titulo: string, fallback: string, acao?: string) => {
  if (isApiError(erro) && erro.codigo !== 'INESPERADO') {
    const doServidor = erro.status !== undefined ? servidor(erro.corpo) : undefined;
    toast({ title: titulo, description: doServidor ?? fallback, variant: 'destructive' });
    return;
  }
  toast({
    title: MSG.admin.erroInesperado,
    description: acao ? MSG.admin.erroInesperadoDescricao(acao) : fallback,
    variant: 'destructive',
  });
};

export const servidor = (corpo: unknown): string | undefined => {
  if (!corpo || typeof corpo !== 'object') return undefined;
  const c = corpo as { message?: unknown; erro?: unknown };
  if (typeof c.message === 'string' && c.message) return c.message;
  if (typeof c.erro === 'string' && c.erro) return c.erro;
  return undefined;
};

export const toastSucesso = (title: string, description?: string) =>
  toast({ title, description, variant: 'success' });

/** Field errors the server sent ({ campo: mensagem }), for the forms' errosServidor prop. */
export const errosDoServidor = (erro: unknown): Record<string, string> | undefined =>
  isApiError(erro) && Object.keys(erro.errosPorCampo).length > 0 ? erro.errosPorCampo : undefined;

/**
 * The monthly report's e-mail as the server saw it (DESIGN §11): 'Relatório enviado' only once
 * SMTP accepted it; otherwise that it waits in the outbox, or that SMTP refused it and why.
 */
export const avisarEnvioDoRelatorio = ({ estado, motivo = '', destinatario }: RelatorioDashboardEnviado) => {
  const D = MSG.dashboard;
  if (estado === 'enviado') toastSucesso(D.relatorioEnviado, D.relatorioEnviadoDescricao(destinatario));
  else if (estado === 'na-fila')
    toast({ title: D.relatorioNaFila, description: D.relatorioNaFilaDescricao(destinatario, motivo) });
  else
    toast({
      title: D.relatorioFalhou,
      description: D.relatorioFalhouDescricao(destinatario, motivo),
      variant: 'destructive',
    });
};

/**
 * Notices just posted (cobranças, lembretes, notificações), as the server saw their e-mails: the
 * screen's 'enviado' sentence only when SMTP accepted every one (DESIGN §11).
 */
export const avisarEnvioDosAvisos = (
  tipo: TipoDeAviso,
  resposta: AvisosEnviados,
  descricaoEnviado: string,
) => {
  const { estado, titulo, descricao } = mensagemDoEnvio(tipo, resposta, descricaoEnviado);
  if (estado === 'enviado') toastSucesso(titulo, descricao);
  else
    toast({
      title: titulo,
      description: descricao,
      variant: estado === 'falhou' ? 'destructive' : undefined,
    });
};
