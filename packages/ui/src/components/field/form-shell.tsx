import { MSG } from '@morada/domain';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';

type FormActionsProps = {
  /** “Cancelar”: sem ele, só o botão de enviar aparece. */
  onCancel?: () => void;
  /** Salvando: o botão mostra “Salvando...” e os botões ficam desabilitados. */
  busy?: boolean;
  /** O texto do botão de enviar quando não está salvando (“Salvar” sem ele). */
  submitLabel?: ReactNode;
};

/** The buttons under a form: “Cancelar” (when it can be cancelled) and the submit button. */
function FormActions({ onCancel, busy = false, submitLabel = MSG.admin.salvar }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {onCancel ? (
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {MSG.admin.cancelar}
        </Button>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? MSG.admin.salvando : submitLabel}
      </Button>
    </div>
  );
}

type FormShellProps = Omit<ComponentProps<'form'>, 'onSubmit'> &
  FormActionsProps & {
    /** The form's `data-slot`. */
    slot: string;
    onSubmit: FormEventHandler<HTMLFormElement>;
  };

/**
 * A form with no browser validation (the schema validates), its fields spaced one under the other and
 * {@link FormActions} at the end.
 */
function FormShell({
  slot,
  onSubmit,
  onCancel,
  busy,
  submitLabel,
  className,
  children,
  ...props
}: FormShellProps) {
  return (
    <form data-slot={slot} noValidate onSubmit={onSubmit} className={cn('space-y-4', className)} {...props}>
      {children}
      <FormActions onCancel={onCancel} busy={busy} submitLabel={submitLabel} />
    </form>
  );
}

/**
 * What every form widget takes besides its own data: `onSubmit` with the valid data, “Cancelar”,
 * “Salvando...” and the server's errors.
 */
type FormWidgetProps<Dados> = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** “Salvar” com os dados válidos. */
  onSubmit: (dados: Dados) => void;
  /** “Cancelar”: fecha o formulário sem salvar. */
  onCancel?: () => void;
  /** Salvando: o botão mostra “Salvando...” e os botões ficam desabilitados. */
  busy?: boolean;
  /** `{ campo: mensagem }` devolvidos pelo servidor, mostrados sob os campos. */
  errosServidor?: Record<string, string>;
};

export { FormActions, FormShell };
export type { FormActionsProps, FormShellProps, FormWidgetProps };
