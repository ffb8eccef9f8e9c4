import { useId, useState } from 'react';
import { aprovacaoChamadoSchema, MSG_CHAMADOS_UI, type AprovacaoChamado, type Chamado } from '@morada/domain';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Textarea } from '../../components/textarea';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { CabecalhoChamado } from './chamado-detalhe';
import { FotosChamado, formatCentavos } from './partes';

const T = MSG_CHAMADOS_UI.aprovacao;

type CartaoAprovacaoProps = {
  chamado: Chamado;
  /** Envia a resposta; numa falha, o motivo digitado fica. */
  onResponder: (id: string, resposta: AprovacaoChamado) => Promise<unknown>;
  /** A resposta deste chamado está sendo enviada. */
  enviando: boolean;
};

/** The refusal's reason (required), under the card. */
function FormRecusa({
  chamado,
  onResponder,
  enviando,
  onCancelar,
}: CartaoAprovacaoProps & { onCancelar: () => void }) {
  const id = useId();
  const form = useFormulario(aprovacaoChamadoSchema, {
    defaultValues: { aprovar: false, motivo: '' },
    reValidateMode: 'onSubmit',
  });
  const { cid, reg, erro } = camposDoFormulario(form, id);
  const enviar = form.handleSubmit(async (dados) => {
    try {
      await onResponder(chamado.id, dados);
    } catch {
      // the app says why; the reason stays
    }
  });
  return (
    <form noValidate aria-label={T.recusar} className="grid gap-2" onSubmit={(e) => void enviar(e)}>
      <Field label={T.motivo} htmlFor={cid('motivo')} error={erro('motivo')}>
        <Textarea id={cid('motivo')} rows={3} {...reg('motivo')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancelar} disabled={enviando}>
          {T.cancelar}
        </Button>
        <Button type="submit" variant="destructive" disabled={enviando}>
          {enviando ? T.enviando : T.confirmarRecusa}
        </Button>
      </div>
    </form>
  );
}

/**
 * Um chamado que aguarda o proprietário: o orçamento, a descrição, as fotos e “Aprovar” / “Recusar”
 * (a recusa pede o motivo, obrigatório).
 */
function CartaoAprovacao(props: CartaoAprovacaoProps) {
  const { chamado: c, onResponder, enviando } = props;
  const [recusando, setRecusando] = useState(false);
  return (
    <article
      aria-label={MSG_CHAMADOS_UI.numero(c.numero)}
      className="grid gap-3 rounded-xl border border-warning bg-card p-4"
    >
      <CabecalhoChamado chamado={c} publico="proprietario" />
      {c.valorCentavos !== null ? (
        <p className="text-lg font-semibold">{T.orcamento(formatCentavos(c.valorCentavos))}</p>
      ) : null}
      <FotosChamado fotos={c.fotos} />
      {recusando ? (
        <FormRecusa {...props} onCancelar={() => setRecusando(false)} />
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" disabled={enviando} onClick={() => setRecusando(true)}>
            {T.recusar}
          </Button>
          <Button
            type="button"
            disabled={enviando}
            onClick={() => void onResponder(c.id, { aprovar: true }).catch(() => undefined)}
          >
            {enviando ? T.enviando : T.aprovar}
          </Button>
        </div>
      )}
    </article>
  );
}

export { CartaoAprovacao };
