import type { ContratoEntrada } from '@morada/domain';
import type { ReactNode } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { CampoMascarado, ligarCampos } from '../field/campo-mascarado';
import type { MaskedControllerProps } from '../masked-input';

type Fieldset = {
  form: Pick<UseFormReturn<ContratoEntrada, unknown, unknown>, 'control' | 'clearErrors'>;
  erro: (campo: Path<ContratoEntrada>) => string | undefined;
  /** The form's id of a field (`${useId()}-campo`). */
  cid: (campo: string) => string;
};

/**
 * The masked fields of a contract-form fieldset: `mascarado(nome, label, as, { hint, className })` puts
 * the field's masked input under its label, described by its hint and error; editing clears the error.
 */
const camposMascarados = ({ form: { control, clearErrors }, erro, cid }: Fieldset) => {
  const campo = ligarCampos(control, cid, erro, clearErrors);
  return (
    nome: Path<ContratoEntrada>,
    label: ReactNode,
    as: MaskedControllerProps<ContratoEntrada>['as'],
    { hint, className }: { hint?: ReactNode; className?: string } = {},
  ) => <CampoMascarado campo={campo(nome)} label={label} as={as} dica={hint} classeCampo={className} />;
};

export { camposMascarados };
