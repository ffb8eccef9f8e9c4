import {
  CATEGORIAS_CHAMADO,
  MSG_CHAMADOS,
  MSG_CHAMADOS_ADMIN_UI,
  precisaAprovacaoDoProprietario,
  RESPONSAVEIS_CUSTO,
  triagemFormSchema,
  URGENCIAS_CHAMADO,
  valorDigitadoEmCentavos,
  type Chamado,
  type Prestador,
  type TriagemForm as Valores,
  type TriagemFormSaida,
} from '@morada/domain';
import { useId } from 'react';
import { Button } from '../../components/button';
import { FormError } from '../../components/field';
import { SelectField, TextField } from '../../components/field/form-fields';
import { mostrarErrosDoServidor } from '../../lib/erros-servidor';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { formatCentavos } from '../chamados/partes';

const T = MSG_CHAMADOS_ADMIN_UI.triagem;
const C = MSG_CHAMADOS.campos;
const CAMPOS = new Set(['categoria', 'urgencia', 'prestadorId', 'agendadoPara', 'valor', 'responsavel']);

type TriagemFormProps = {
  chamado: Chamado;
  /** Os prestadores cadastrados: os ativos aparecem, os da categoria do chamado primeiro. */
  prestadores: readonly Prestador[];
  /** PATCH /api/admin/chamados/{id}; rejeita quando o servidor recusa. */
  onTriar: (dados: TriagemFormSaida) => Promise<unknown>;
  /** Os erros de campo de uma recusa do servidor (`{ campo: mensagem }`). */
  errosDoErro?: ((erro: unknown) => Record<string, string> | undefined) | undefined;
};

/** The select's prestadores: the active ones (and the one already chosen), those of the category first, by name. */
const opcoesDePrestador = (prestadores: readonly Prestador[], c: Chamado) =>
  prestadores
    .filter((p) => p.ativo || p.id === c.prestadorId)
    .sort(
      (a, b) =>
        Number(b.especialidades.includes(c.categoria)) - Number(a.especialidades.includes(c.categoria)) ||
        a.nome.localeCompare(b.nome, 'pt-BR'),
    );

const valoresDe = (c: Chamado): Valores => ({
  categoria: c.categoria,
  urgencia: c.urgencia,
  prestadorId: c.prestadorId ?? '',
  agendadoPara: c.agendadoPara ?? '',
  valor: c.valorCentavos === null ? '' : (c.valorCentavos / 100).toFixed(2).replace('.', ','),
  responsavel: c.responsavel ?? '',
});

/**
 * O formulário de triagem: categoria, urgência, prestador, data, valor e quem paga. Um valor acima
 * do limite do imóvel (e do que o proprietário já aprovou) avisa, antes de salvar, que ele será consultado.
 */
function TriagemForm({ chamado, prestadores, onTriar, errosDoErro }: TriagemFormProps) {
  const id = useId();
  const form = useFormulario(triagemFormSchema, { defaultValues: valoresDe(chamado) });
  const campos = camposDoFormulario(form, id);
  const { handleSubmit, setError, formState, watch } = form;
  const valor = valorDigitadoEmCentavos(watch('valor'));
  const aprovado = chamado.valorAprovadoCentavos;
  const pedeAprovacao =
    precisaAprovacaoDoProprietario(valor, chamado.limiteAprovacaoCentavos) &&
    (aprovado === null || (valor ?? 0) > aprovado);
  const enviar = handleSubmit(async (dados) => {
    try {
      await onTriar(dados);
    } catch (e) {
      // The server names the value `valorCentavos`; the form's field is `valor`.
      const erros = Object.entries(errosDoErro?.(e) ?? {}).map(([campo, msg]) => [
        campo === 'valorCentavos' ? 'valor' : campo,
        msg,
      ]);
      mostrarErrosDoServidor(setError, Object.fromEntries(erros), CAMPOS);
    }
  });
  const prestadoresOpcoes = opcoesDePrestador(prestadores, chamado);
  return (
    <form noValidate aria-label={T.titulo} onSubmit={enviar} className="grid gap-4 sm:grid-cols-2">
      <SelectField
        campos={campos}
        nome="categoria"
        label={C.categoria}
        opcoes={CATEGORIAS_CHAMADO}
        rotulo={(o) => MSG_CHAMADOS.categorias[o]}
      />
      <SelectField
        campos={campos}
        nome="urgencia"
        label={C.urgencia}
        opcoes={URGENCIAS_CHAMADO}
        rotulo={(o) => MSG_CHAMADOS.urgencias[o]}
      />
      <SelectField
        campos={campos}
        nome="prestadorId"
        label={T.prestador}
        error={campos.erro('prestadorId')}
        opcoes={prestadoresOpcoes.map((p) => p.id)}
        rotulo={(pid) => prestadoresOpcoes.find((p) => p.id === pid)?.nome}
        vazia={T.semPrestador}
      />
      <TextField campos={campos} nome="agendadoPara" label={T.agendadoPara} type="datetime-local" />
      <TextField campos={campos} nome="valor" label={T.valor} inputMode="decimal" placeholder="0,00" />
      <SelectField
        campos={campos}
        nome="responsavel"
        label={T.responsavel}
        error={campos.erro('responsavel')}
        opcoes={RESPONSAVEIS_CUSTO}
        rotulo={(o) => MSG_CHAMADOS.responsaveis[o]}
        vazia={T.semResponsavel}
      />
      {pedeAprovacao && valor !== null ? (
        <p
          role="status"
          className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm sm:col-span-2"
        >
          {T.acimaDoLimite(formatCentavos(valor), formatCentavos(chamado.limiteAprovacaoCentavos))}
        </p>
      ) : null}
      <div className="grid justify-items-start gap-2 sm:col-span-2">
        <FormError message={formState.errors.root?.server?.message} />
        <Button
          type="submit"
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting || undefined}
        >
          {formState.isSubmitting ? T.salvando : T.salvar}
        </Button>
      </div>
    </form>
  );
}

export { TriagemForm };
export type { TriagemFormProps };
