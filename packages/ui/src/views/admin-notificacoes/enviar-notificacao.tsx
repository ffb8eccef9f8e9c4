import { MSG, notificacaoJuridicaSchema, type NotificacaoJuridicaEntrada } from '@morada/domain';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Button } from '../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { Combobox, type FonteCombobox } from '../../components/combobox';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { Textarea } from '../../components/textarea';

const T = MSG.adminUi.notificacoes;

type EnviarNotificacaoProps = {
  /** Onde o inquilino é buscado (a busca da página no servidor: nome, e-mail ou telefone). */
  destinatarios: FonteCombobox;
  /** Resolves true when sent, so the form clears only then. */
  onEnviar: (dados: NotificacaoJuridicaEntrada) => Promise<boolean>;
  enviando?: boolean;
};

/** Sends a notice to one tenant: it shows in their área do locatário and goes out by e-mail. */
export function EnviarNotificacao({ destinatarios, onEnviar, enviando = false }: EnviarNotificacaoProps) {
  const id = useId();
  const form = useFormulario(notificacaoJuridicaSchema, {
    defaultValues: { destinatarioId: '', titulo: '', mensagem: '' },
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, formState, reset, control } = form;
  const e = formState.errors;
  const { cid, reg } = camposDoFormulario(form, id);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{T.nova}</CardTitle>
        <CardDescription>{T.novaDescricao}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="space-y-4"
          onSubmit={handleSubmit(async (dados) => {
            if (await onEnviar(dados)) reset();
          })}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={T.destinatario} htmlFor={cid('destinatarioId')} error={e.destinatarioId?.message}>
              <Controller
                control={control}
                name="destinatarioId"
                render={({ field }) => (
                  <Combobox
                    id={cid('destinatarioId')}
                    aria-invalid={!!e.destinatarioId}
                    placeholder={T.selecioneDestinatario}
                    value={field.value}
                    fonte={destinatarios}
                    onBlur={field.onBlur}
                    onChange={(o) => field.onChange(o?.id ?? '')}
                  />
                )}
              />
            </Field>
            <Field label={T.titulo} htmlFor={cid('titulo')} error={e.titulo?.message}>
              <Input id={cid('titulo')} aria-invalid={!!e.titulo} {...reg('titulo')} />
            </Field>
          </div>
          <Field label={T.mensagem} htmlFor={cid('mensagem')} error={e.mensagem?.message}>
            <Textarea id={cid('mensagem')} rows={4} aria-invalid={!!e.mensagem} {...reg('mensagem')} />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={enviando}>
              <Send className="size-4" aria-hidden />
              {enviando ? T.enviando : T.enviar}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
