import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { MSG_SITE } from '@morada/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../components/button';

/** How long 'Copiado' stays beside the button. */
const COPIADO_MS = 2000;

/** Clipboard API; false where the browser refuses (no permission, not a secure context). */
const copiarParaAreaDeTransferencia = async (texto: string) => {
  try {
    await navigator.clipboard.writeText(texto);
    return true;
  } catch {
    return false;
  }
};

type CopiarBotaoProps = {
  texto: string;
  /** The button's accessible name: 'Copiar linha digitável', 'Copiar PIX copia e cola'. */
  rotulo: string;
  /** Resolves false when nothing reached the clipboard (the app then shows the text). */
  onCopiar?: (texto: string) => Promise<boolean>;
  /** 'icone' in table cells; 'texto' (icon + 'Copiar') on the phone cards. */
  compacto?: boolean;
  className?: string;
};

/** Copies a payment code and says so: 'Copiado' appears beside it (and is announced) for two seconds. */
function CopiarBotao({
  texto,
  rotulo,
  onCopiar = copiarParaAreaDeTransferencia,
  compacto = false,
  className,
}: CopiarBotaoProps) {
  const [copiado, setCopiado] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copiar = async () => {
    if (!(await onCopiar(texto))) return;
    setCopiado(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopiado(false), COPIADO_MS);
  };

  const Icone = copiado ? Check : Copy;
  return (
    <span data-slot="copiar-botao" className={cn('inline-flex shrink-0 items-center gap-1.5', className)}>
      <Button
        type="button"
        variant={compacto ? 'ghost' : 'outline'}
        size={compacto ? 'icon' : 'sm'}
        className={compacto ? 'size-7' : undefined}
        aria-label={rotulo}
        title={rotulo}
        onClick={() => void copiar()}
      >
        <Icone className={cn('size-3.5', copiado && 'text-success')} aria-hidden />
        {compacto ? null : MSG_SITE.copiar}
      </Button>
      {/* Always in the DOM, so screen readers announce the text when it appears. */}
      <span role="status" className="text-xs font-medium">
        {copiado ? MSG_SITE.copiado : ''}
      </span>
    </span>
  );
}

export { CopiarBotao };
export type { CopiarBotaoProps };
