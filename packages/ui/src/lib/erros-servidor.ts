import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts each field error the server sent under its field; one naming no field of the form (its
 * first path segment not in `campos`) goes to `root.server`, shown above the form's buttons.
 */
export const mostrarErrosDoServidor = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  erros: Record<string, string> | undefined,
  campos: ReadonlySet<string>,
) => {
  for (const [campo, mensagem] of Object.entries(erros ?? {}))
    setError(campos.has(campo.split('.')[0] ?? '') ? (campo as Path<T>) : 'root.server', {
      type: 'server',
      message: mensagem,
    });
};
