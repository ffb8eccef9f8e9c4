import { Download } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/button';
import { Spinner } from '../../components/spinner';

type BotaoDownloadProps = Omit<ButtonProps, 'asChild'> & {
  /** This file is downloading: a spinner replaces the icon and the button waits. */
  baixando?: boolean;
};

/**
 * A download that goes through a callback (the file needs the bearer token, so no href). Its name
 * stays the same while busy; aria-busy tells assistive technology it is working.
 */
function BotaoDownload({
  baixando = false,
  disabled,
  children,
  variant = 'outline',
  size = 'sm',
  ...props
}: BotaoDownloadProps) {
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      disabled={disabled || baixando}
      aria-busy={baixando || undefined}
      {...props}
    >
      {baixando ? <Spinner className="text-current" /> : <Download className="size-4" aria-hidden />}
      {children}
    </Button>
  );
}

/** Keys of `baixando`: what is downloading, so the app and the view name it the same way. */
const chaveExtrato = (repasseId: string, formato: 'pdf' | 'csv') => `extrato:${repasseId}:${formato}`;
const chaveInforme = (ano: number, formato: 'pdf' | 'csv') => `informe:${ano}:${formato}`;
const chaveComprovante = (despesaId: string) => `comprovante:${despesaId}`;
const chaveContrato = (contratoId: string) => `contrato:${contratoId}`;

export { BotaoDownload, chaveComprovante, chaveContrato, chaveExtrato, chaveInforme };
export type { BotaoDownloadProps };
