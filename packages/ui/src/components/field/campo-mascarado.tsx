import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { Field, fieldControlAria } from './field';
import { MaskedController, type MaskedControllerProps } from '../masked-input';

/** O que liga um campo mascarado ao seu formulário: o valor, o id do controle, o erro e a edição. */
type LigacaoCampo<Entrada extends FieldValues> = Pick<MaskedControllerProps<Entrada>, 'control' | 'name'> & {
  id: string;
  erro: string | undefined;
  onEdit: () => void;
};

/**
 * `campo(nome, chave)` de um formulário: o `control`, o id `cid(chave)` (a chave é o nome, se omitida), o
 * erro do campo e a edição, que chama `editado(nome)` (limpar o erro do campo, e o do servidor se for o caso).
 */
function ligarCampos<Entrada extends FieldValues>(
  control: LigacaoCampo<Entrada>['control'],
  cid: (chave: string) => string,
  erro: (nome: Path<Entrada>) => string | undefined,
  editado: (nome: Path<Entrada>) => void,
) {
  return (nome: Path<Entrada>, chave: string = nome): LigacaoCampo<Entrada> => ({
    control,
    name: nome,
    id: cid(chave),
    erro: erro(nome),
    onEdit: () => editado(nome),
  });
}

type CampoMascaradoProps<Entrada extends FieldValues> = Omit<
  MaskedControllerProps<Entrada>,
  'control' | 'name' | 'id' | 'onEdit' | 'aria-invalid' | 'aria-describedby'
> & {
  /** `ligarCampos(...)(nome)` do formulário. */
  campo: LigacaoCampo<Entrada>;
  label: ReactNode;
  dica?: ReactNode;
  /** Classes do Field (ex.: `content-start` numa grade). */
  classeCampo?: string;
};

/**
 * Um campo mascarado (data, dinheiro…) sob o seu rótulo: a dica e o erro abaixo, e o controle descrito por
 * eles e inválido enquanto houver erro.
 */
function CampoMascarado<Entrada extends FieldValues>({
  campo: { id, erro, ...ligacao },
  label,
  dica,
  classeCampo,
  ...props
}: CampoMascaradoProps<Entrada>) {
  return (
    <Field className={classeCampo} label={label} htmlFor={id} error={erro} hint={dica}>
      <MaskedController
        id={id}
        {...ligacao}
        {...props}
        {...fieldControlAria(id, { error: erro, hint: dica })}
      />
    </Field>
  );
}

export { CampoMascarado, ligarCampos };
export type { CampoMascaradoProps, LigacaoCampo };
