import { MSG_ASSINATURAS_ADMIN_UI, type linkSignatarioSchema } from '@morada/domain';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { cn } from '../../lib/cn';
import { Dialogo } from '../partes/dialogo';

const T = MSG_ASSINATURAS_ADMIN_UI.links;

export type LinkSignatario = z.output<typeof linkSignatarioSchema>;

/** Clipboard API; false where the browser refuses (no permission, not a secure context). */
const copiarParaAreaDeTransferencia = async (texto: string) => {
  try {
    await navigator.clipboard.writeText(texto);
    return true;
  } catch {
    return false;
  }
};

type LinksAssinaturaDialogProps = {
  /** Os links devolvidos uma única vez pelo servidor (sem SMTP); `null` fecha o diálogo. */
  links: readonly LinkSignatario[] | null;
  onOpenChange: (open: boolean) => void;
  /** Resolve `false` quando o texto não pôde ser copiado. Por padrão usa a Clipboard API. */
  onCopiar?: (texto: string) => Promise<boolean>;
};

/**
 * Os links de assinatura que nenhum e-mail levou: aparecem só agora (o servidor guarda apenas o hash
 * do token), como o link de acesso de LinkAcessoDialog; um link perdido exige reenviar outro.
 */
function LinksAssinaturaDialog({
  links,
  onOpenChange,
  onCopiar = copiarParaAreaDeTransferencia,
}: LinksAssinaturaDialogProps) {
  return (
    <Dialogo
      open={links !== null}
      onOpenChange={onOpenChange}
      titulo={T.titulo}
      descricao={T.descricao}
      className="max-h-[90vh] overflow-y-auto sm:max-w-xl"
    >
      <div className="grid gap-4">
        {links?.map((l) => (
          <LinkVisivel key={l.signatarioId} link={l} onCopiar={onCopiar} />
        ))}
        <p className="text-sm text-muted-foreground">{T.mostradoUmaVez}</p>
      </div>
    </Dialogo>
  );
}

function LinkVisivel({
  link,
  onCopiar,
}: {
  link: LinkSignatario;
  onCopiar: (texto: string) => Promise<boolean>;
}) {
  const id = useId();
  const [copia, setCopia] = useState<'ok' | 'erro' | null>(null);
  const copiar = async () => setCopia((await onCopiar(link.link)) ? 'ok' : 'erro');
  return (
    <div className="grid gap-2">
      <div className="flex items-end gap-2">
        <Field label={T.campo(link.nome)} htmlFor={id} className="min-w-0 flex-1">
          <Input
            id={id}
            readOnly
            value={link.link}
            className="font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
        </Field>
        <Button type="button" size="icon" aria-label={T.copiar(link.nome)} onClick={() => void copiar()}>
          <Copy className="size-4" aria-hidden />
        </Button>
      </div>
      <p
        role="status"
        className={cn(
          'min-h-5 text-sm font-medium',
          copia === 'erro' ? 'text-destructive' : 'text-foreground',
        )}
      >
        {copia === 'ok' ? T.copiado : copia === 'erro' ? T.erroCopiar : null}
      </p>
    </div>
  );
}

export { LinksAssinaturaDialog };
export type { LinksAssinaturaDialogProps };
