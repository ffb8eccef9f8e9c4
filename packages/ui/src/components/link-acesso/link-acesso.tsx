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
  /** O link recém-gerado; o diálogo fica aberto enquanto ele não é `null`. */
  link: LinkAcesso | null;
  /** O diálogo pediu para fechar. */
  onOpenChange: (open: boolean) => void;
  /** Nome da imobiliária, usado no texto do WhatsApp. */
  agencia: string;
  /** Gera outro link para o mesmo usuário (o anterior deixa de valer); o app mostra os erros. */
  onGerarNovo?: () => Promise<unknown>;
  /** Um novo link está sendo gerado: o diálogo não fecha e “Gerar novo link” fica desabilitado. */
  gerando?: boolean;
  /** Observação acima do link, ex.: `MSG_ACESSO.conviteCriado` depois que um contrato criou o locatário. */
  aviso?: string;
  /** Resolve `false` quando o texto não pôde ser copiado. Por padrão usa a Clipboard API. */
  onCopiar?: (texto: string) => Promise<boolean>;
};

/**
 * Link de acesso gerado pela equipe. Aparece uma única vez, quando o servidor o devolve (sem e-mail, conta de
 * locatário ou de proprietário): copie, ou abra o WhatsApp com a mensagem pronta. Quando foi só por e-mail
 * (`link` nulo) o diálogo diz isso e não oferece cópia. O token nunca fica guardado em claro: um link perdido
 * exige gerar outro.
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
