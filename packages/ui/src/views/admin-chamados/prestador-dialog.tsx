import {
  CATEGORIAS_CHAMADO,
  MSG_CHAMADOS,
  MSG_CHAMADOS_ADMIN_UI,
  prestadorEntradaSchema,
  type Prestador,
  type PrestadorEntrada,
} from '@morada/domain';
import { useId } from 'react';
import type { z } from 'zod';
import { Field } from '../../components/field';
import { TextField } from '../../components/field/form-fields';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Dialogo, RodapeFormulario } from '../partes/dialogo';
import type { ErrosDoErro } from './acoes-dialogos';

const T = MSG_CHAMADOS_ADMIN_UI.prestadores;
const C = MSG_CHAMADOS.campos;
const CAMPOS = new Set(['nome', 'documento', 'telefone', 'email', 'especialidades', 'ativo']);

type PrestadorSaida = z.output<typeof prestadorEntradaSchema>;

type PrestadorDialogProps = {
  /** O prestador em edição, `'novo'` para cadastrar, ou null (fechado). */
  prestador: Prestador | 'novo' | null;
  onFechar: () => void;
  /** POST (novo) ou PUT; rejeita quando o servidor recusa. O diálogo fecha quando ele aceita. */
  onSalvar: (id: string | null, dados: PrestadorSaida) => Promise<unknown>;
  errosDoErro?: ErrosDoErro;
};

const vazio: PrestadorEntrada = {
  nome: '',
  documento: '',
  telefone: '',
  email: '',
  especialidades: [],
  ativo: true,
};

/** The form inside the dialog, mounted per prestador so each opening starts from his data. */
function PrestadorForm({
  prestador,
  onFechar,
  onSalvar,
  errosDoErro,
}: PrestadorDialogProps & { prestador: Prestador | 'novo' }) {
  const id = useId();
  const atual = prestador === 'novo' ? null : prestador;
  const form = useFormulario(prestadorEntradaSchema, {
    defaultValues: atual
      ? {
          nome: atual.nome,
          documento: atual.documento,
          telefone: atual.telefone,
          email: atual.email,
          especialidades: atual.especialidades,
          ativo: atual.ativo,
        }
      : vazio,
    campos: CAMPOS,
  });
  const campos = camposDoFormulario(form, id);
  const { handleSubmit, formState, setError } = form;
  const enviar = handleSubmit(async (dados) => {
    try {
      await onSalvar(atual?.id ?? null, dados);
      onFechar();
    } catch (e) {
      const erros = errosDoErro?.(e) ?? { erro: e instanceof Error ? e.message : String(e) };
      for (const [campo, mensagem] of Object.entries(erros))
        if (campo === 'nome' || campo === 'documento' || campo === 'telefone' || campo === 'email')
          setError(campo, { type: 'server', message: mensagem });
        else setError('root.server', { type: 'server', message: mensagem });
    }
  });
  const erroEspecialidades = campos.erro('especialidades');
  return (
    <form noValidate onSubmit={enviar} className="grid gap-4">
      <TextField campos={campos} nome="nome" label={C.nome} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField campos={campos} nome="documento" label={C.documento} inputMode="numeric" />
        <TextField campos={campos} nome="telefone" label={C.telefone} inputMode="tel" />
      </div>
      <TextField campos={campos} nome="email" label={C.email} type="email" />
      <fieldset className="grid gap-2" aria-describedby={erroEspecialidades ? `${id}-esp-erro` : undefined}>
        <legend className="mb-1 text-sm font-medium">{C.especialidades}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {CATEGORIAS_CHAMADO.map((cat) => (
            <label key={cat} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={cat}
                className="size-4 accent-primary"
                {...campos.reg('especialidades')}
              />
              {MSG_CHAMADOS.categorias[cat]}
            </label>
          ))}
        </div>
        {erroEspecialidades ? (
          <p id={`${id}-esp-erro`} className="text-sm text-destructive">
            {erroEspecialidades}
          </p>
        ) : null}
      </fieldset>
      <Field
        label={T.ativoCampo}
        htmlFor={campos.cid('ativo')}
        className="flex flex-row-reverse items-center justify-end gap-2"
      >
        <input
          id={campos.cid('ativo')}
          type="checkbox"
          className="size-4 accent-primary"
          {...campos.reg('ativo')}
        />
      </Field>
      <RodapeFormulario
        onCancelar={onFechar}
        ocupado={formState.isSubmitting}
        rotulo={T.salvar}
        rotuloOcupado={T.salvando}
        comSpinner
        erroServidor={formState.errors.root?.server?.message}
      />
    </form>
  );
}

/** O cadastro e a edição de um prestador: nome, CPF ou CNPJ, telefone, e-mail, especialidades e ativo. */
function PrestadorDialog(props: PrestadorDialogProps) {
  const { prestador, onFechar } = props;
  return (
    <Dialogo
      open={prestador !== null}
      onOpenChange={(o) => !o && onFechar()}
      titulo={prestador === 'novo' ? T.novoTitulo : T.editarTitulo}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
    >
      {prestador ? (
        <PrestadorForm key={prestador === 'novo' ? 'novo' : prestador.id} {...props} prestador={prestador} />
      ) : null}
    </Dialogo>
  );
}

export { PrestadorDialog };
export type { PrestadorDialogProps, PrestadorSaida };
