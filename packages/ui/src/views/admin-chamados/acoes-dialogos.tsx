import {
  cancelamentoFormSchema,
  MSG_CHAMADOS,
  MSG_CHAMADOS_ADMIN_UI,
  type CancelamentoForm,
} from '@morada/domain';
import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { Textarea } from '../../components/textarea';
import { mostrarErrosDoServidor } from '../../lib/erros-servidor';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Dialogo, RodapeFormulario } from '../partes/dialogo';

const T = MSG_CHAMADOS_ADMIN_UI;
const TIPOS_COMPROVANTE = ['application/pdf', 'image/jpeg', 'image/png'];

/** The server's refusal as a message: the mapped one, or the error's own text. */
type ErrosDoErro = ((erro: unknown) => Record<string, string> | undefined) | undefined;
const mensagemDe = (e: unknown, errosDoErro: ErrosDoErro) =>
  Object.values(errosDoErro?.(e) ?? {})[0] ?? (e instanceof Error ? e.message : String(e));

type DialogoAcaoProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  errosDoErro?: ErrosDoErro;
};

/**
 * “Concluir”: o comprovante do serviço (PDF, JPG ou PNG, obrigatório) e uma observação. Fecha quando
 * o servidor aceita; uma recusa aparece acima dos botões.
 */
function ConcluirDialog({
  open,
  onOpenChange,
  onConcluir,
  errosDoErro,
}: DialogoAcaoProps & { onConcluir: (dados: { arquivo: File; observacao: string }) => Promise<unknown> }) {
  const id = useId();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [observacao, setObservacao] = useState('');
  const [erroArquivo, setErroArquivo] = useState<string>();
  const [erro, setErro] = useState<string>();
  const [ocupado, setOcupado] = useState(false);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!arquivo) return setErroArquivo(T.conclusao.arquivoObrigatorio);
    if (!TIPOS_COMPROVANTE.includes(arquivo.type)) return setErroArquivo(T.conclusao.arquivoInvalido);
    setOcupado(true);
    setErro(undefined);
    try {
      await onConcluir({ arquivo, observacao: observacao.trim() });
      onOpenChange(false);
    } catch (falha) {
      setErro(mensagemDe(falha, errosDoErro));
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Dialogo
      open={open}
      onOpenChange={(o) => !ocupado && onOpenChange(o)}
      titulo={T.conclusao.titulo}
      descricao={T.conclusao.descricao}
    >
      <form noValidate onSubmit={(e) => void enviar(e)} className="grid gap-4">
        <Field label={T.conclusao.arquivo} htmlFor={`${id}-arquivo`} error={erroArquivo}>
          <Input
            id={`${id}-arquivo`}
            type="file"
            accept={TIPOS_COMPROVANTE.join(',')}
            aria-invalid={!!erroArquivo}
            onChange={(e) => {
              setArquivo(e.target.files?.[0] ?? null);
              setErroArquivo(undefined);
            }}
          />
        </Field>
        <Field label={T.conclusao.observacao} htmlFor={`${id}-observacao`}>
          <Textarea
            id={`${id}-observacao`}
            maxLength={500}
            value={observacao}
            onChange={(e) => setObservacao(e.target.value)}
          />
        </Field>
        <RodapeFormulario
          onCancelar={() => onOpenChange(false)}
          ocupado={ocupado}
          rotulo={T.conclusao.confirmar}
          rotuloOcupado={T.conclusao.concluindo}
          comSpinner
          erroServidor={erro}
        />
      </form>
    </Dialogo>
  );
}

/** “Cancelar chamado”: o motivo é obrigatório; o inquilino e o proprietário são avisados. */
function CancelarDialog({
  open,
  onOpenChange,
  onCancelar,
  errosDoErro,
}: DialogoAcaoProps & { onCancelar: (motivo: string) => Promise<unknown> }) {
  const id = useId();
  const form = useFormulario(cancelamentoFormSchema, {
    defaultValues: { motivo: '' } satisfies CancelamentoForm,
  });
  const campos = camposDoFormulario(form, id);
  const { handleSubmit, setError, formState, reset } = form;
  const enviar = handleSubmit(async ({ motivo }) => {
    try {
      await onCancelar(motivo);
      reset();
      onOpenChange(false);
    } catch (e) {
      mostrarErrosDoServidor(
        setError,
        errosDoErro?.(e) ?? { erro: mensagemDe(e, undefined) },
        new Set(['motivo']),
      );
    }
  });
  return (
    <Dialogo
      open={open}
      onOpenChange={(o) => !formState.isSubmitting && onOpenChange(o)}
      titulo={T.cancelamento.titulo}
      descricao={T.cancelamento.descricao}
    >
      <form noValidate onSubmit={enviar} className="grid gap-4">
        <Field
          label={MSG_CHAMADOS.campos.motivo}
          htmlFor={campos.cid('motivo')}
          error={campos.erro('motivo')}
        >
          <Textarea
            id={campos.cid('motivo')}
            maxLength={500}
            aria-invalid={!!campos.erro('motivo')}
            {...campos.reg('motivo')}
          />
        </Field>
        <RodapeFormulario
          onCancelar={() => onOpenChange(false)}
          ocupado={formState.isSubmitting}
          rotulo={T.cancelamento.confirmar}
          rotuloOcupado={T.cancelamento.cancelando}
          comSpinner
          erroServidor={formState.errors.root?.server?.message}
        />
      </form>
    </Dialogo>
  );
}

export { CancelarDialog, ConcluirDialog };
export type { ErrosDoErro };
