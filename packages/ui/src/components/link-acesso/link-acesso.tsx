import {
  formatDataHora,
  linkWhatsappComTexto,
  MSG_ACESSO as M,
  textoLinkAcesso,
  type LinkAcesso,
} from '@morada/domain';
import { Copy, MessageCircle, RefreshCw } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button, buttonVariants } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../dialog';
import { Field, fieldControlAria } from '../field';
import { Input } from '../input';

/** Clipboard API; false where the browser refuses (no permission, not a secure context). */
const copiarParaAreaDeTransferencia = async (texto: string) => {
  try {
    await navigator.clipboard.writeText(texto);
    return true;
  } catch {
    return false;
  }
};

type LinkAcessoDialogProps = Omit<ComponentProps<typeof DialogContent>, 'children'> & {
  /** The link just issued; the dialog is open while it is not null. */
  link: LinkAcesso | null;
  onOpenChange: (open: boolean) => void;
  /** The agency's name, in the WhatsApp text. */
  agencia: string;
  /** Issues another link for the same user (the previous one stops working); the app toasts errors. */
  onGerarNovo?: () => Promise<unknown>;
  gerando?: boolean;
  /** A note above the link, e.g. MSG_ACESSO.conviteCriado after a contract created its tenant. */
  aviso?: string;
  /** Resolves false when the text could not be copied. Defaults to the Clipboard API. */
  onCopiar?: (texto: string) => Promise<boolean>;
};

/**
 * An access link issued by staff. Shown once when the server answers it (no e-mail, a tenant's or an
 * owner's account): copy it, or open WhatsApp with the message ready. When it went by e-mail only
 * (`link` null) the dialog says so and offers no copy. The token is never stored in clear, so a lost
 * link means generating another one.
 */
function LinkAcessoDialog({
  link,
  onOpenChange,
  agencia,
  onGerarNovo,
  gerando = false,
  aviso,
  onCopiar = copiarParaAreaDeTransferencia,
  className,
  ...props
}: LinkAcessoDialogProps) {
  return (
    <Dialog open={link !== null} onOpenChange={(o) => !gerando && onOpenChange(o)}>
      <DialogContent data-slot="link-acesso" className={cn('sm:max-w-xl', className)} {...props}>
        {link ? (
          // A new link starts without the previous one's 'Link copiado'.
          <Conteudo
            key={link.link ?? link.expiraEm}
            link={link}
            agencia={agencia}
            aviso={aviso}
            onCopiar={onCopiar}
            onGerarNovo={onGerarNovo}
            gerando={gerando}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type ConteudoProps = Required<Pick<LinkAcessoDialogProps, 'agencia' | 'onCopiar' | 'gerando'>> &
  Pick<LinkAcessoDialogProps, 'aviso' | 'onGerarNovo'> & { link: LinkAcesso };

function Conteudo({ link, agencia, aviso, onCopiar, onGerarNovo, gerando }: ConteudoProps) {
  const { usuario } = link;
  const validade = formatDataHora(link.expiraEm);
  const gerarNovo = onGerarNovo ? (
    <Button
      type="button"
      variant="ghost"
      className="sm:mr-auto"
      disabled={gerando}
      onClick={() => void onGerarNovo().catch(() => undefined)}
    >
      <RefreshCw className="size-4" aria-hidden />
      {gerando ? M.gerando : M.gerarNovoLink}
    </Button>
  ) : null;
  return (
    <>
      {aviso ? (
        <p className="mr-6 rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm font-medium">
          {aviso}
        </p>
      ) : null}
      <DialogHeader>
        <DialogTitle>{link.tipo === 'convite' ? M.conviteTitulo : M.redefinicaoTitulo}</DialogTitle>
        <DialogDescription>{M.linkParaUsuario(usuario.nome)}</DialogDescription>
      </DialogHeader>
      {link.link === null ? (
        // E-mailed only: nothing here could be copied or forwarded.
        <>
          <div className="grid gap-2 text-sm">
            <p className="font-medium">{M.enviadoPorEmail(usuario.email)}</p>
            <p className="text-muted-foreground">{M.validoAte(validade)}</p>
          </div>
          {gerarNovo ? <div className="grid gap-2 sm:flex sm:justify-end">{gerarNovo}</div> : null}
        </>
      ) : (
        <LinkVisivel
          url={link.link}
          link={link}
          validade={validade}
          agencia={agencia}
          onCopiar={onCopiar}
          gerarNovo={gerarNovo}
        />
      )}
    </>
  );
}

type LinkVisivelProps = Pick<ConteudoProps, 'link' | 'agencia' | 'onCopiar'> & {
  url: string;
  validade: string;
  gerarNovo: ReactNode;
};

/** The link itself, for staff to copy or send by WhatsApp (no e-mail could carry it). */
function LinkVisivel({ url, link, validade, agencia, onCopiar, gerarNovo }: LinkVisivelProps) {
  const id = useId();
  const campo = useRef<HTMLInputElement>(null);
  const [copia, setCopia] = useState<'ok' | 'erro' | null>(null);
  const { usuario } = link;
  const whatsapp = linkWhatsappComTexto(
    usuario.telefone,
    textoLinkAcesso(link.tipo, { nome: usuario.nome, agencia, link: url, validade }),
  );
  const hint = M.validoAte(validade);

  const copiar = async () => {
    const ok = await onCopiar(url);
    setCopia(ok ? 'ok' : 'erro');
    // Copying by hand is one keystroke away: the link is already selected.
    if (!ok) campo.current?.select();
  };

  return (
    <>
      <Field label={M.campoLink} htmlFor={`${id}-link`} hint={hint} className="min-w-0">
        <Input
          ref={campo}
          id={`${id}-link`}
          readOnly
          value={url}
          className="font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
          {...fieldControlAria(`${id}-link`, { hint })}
        />
      </Field>
      <p className="text-sm text-muted-foreground">{M.mostradoUmaVez}</p>
      <p
        role="status"
        className={cn(
          'min-h-5 text-sm font-medium',
          copia === 'erro' ? 'text-destructive' : 'text-foreground',
        )}
      >
        {copia === 'ok' ? M.linkCopiado : copia === 'erro' ? M.erroCopiar : null}
      </p>
      <div className="grid gap-2 sm:flex sm:flex-wrap sm:justify-end">
        {gerarNovo}
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline' })}
        >
          <MessageCircle className="size-4" aria-hidden />
          {M.enviarWhatsapp}
        </a>
        <Button type="button" onClick={() => void copiar()}>
          <Copy className="size-4" aria-hidden />
          {M.copiarLink}
        </Button>
      </div>
    </>
  );
}

export { LinkAcessoDialog };
export type { LinkAcessoDialogProps };
