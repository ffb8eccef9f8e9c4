import { MSG_LEADS_UI, notaLeadSchema } from '@morada/domain';
import { useId } from 'react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Textarea } from '../../components/textarea';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';

const T = MSG_LEADS_UI.nota;

type NotaFormProps = {
  /** Adiciona a nota; quando a promessa cumpre, o campo se esvazia (numa recusa, o texto fica). */
  onAdicionar: (texto: string) => Promise<unknown>;
  /** Salvando: o botão mostra “Adicionando...”. */
  salvando: boolean;
};

/** “Adicionar nota” ao histórico do lead (a nota não pode ficar vazia). */
function NotaForm({ onAdicionar, salvando }: NotaFormProps) {
  const id = useId();
  const form = useFormulario(notaLeadSchema, { defaultValues: { texto: '' }, reValidateMode: 'onSubmit' });
  const { reg, erro, cid } = camposDoFormulario(form, id);
  const enviar = form.handleSubmit(async ({ texto }) => {
    try {
      await onAdicionar(texto);
      form.reset({ texto: '' });
    } catch {
      // The app shows the refusal; the text stays for another try.
    }
  });
  return (
    <form noValidate aria-label={T.titulo} className="grid gap-2" onSubmit={(e) => void enviar(e)}>
      <Field label={T.campo} htmlFor={cid('texto')} error={erro('texto')}>
        <Textarea
          id={cid('texto')}
          placeholder={T.placeholder}
          aria-invalid={!!erro('texto')}
          {...reg('texto')}
        />
      </Field>
      <Button type="submit" className="justify-self-start" disabled={salvando}>
        {salvando ? T.salvando : T.salvar}
      </Button>
    </form>
  );
}

export { NotaForm };
