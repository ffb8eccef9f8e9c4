import { useId, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import { MSG_PUBLICO, type ContatoFormValues } from '@morada/domain';
import { cn } from '../../lib/cn';
import { lazyResolver } from '../../lib/lazy-resolver';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import { MaskedController, TelefoneInput } from '../masked-input';
import { Textarea } from '../textarea';

const VAZIO: ContatoFormValues = { nome: '', email: '', telefone: '', assunto: '', mensagem: '' };

// zod and contatoFormSchema load on the first submit, not with the page (lib/lazy-resolver).
const resolver = lazyResolver(() => import('./contact-resolver').then((m) => m.contatoResolver));

type ContactFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** Resolve quando a mensagem foi enviada (o formulário é limpo); rejeita para manter o que foi digitado. */
  onSend: (valores: ContatoFormValues) => Promise<void>;
};

function ContactForm({ onSend, className, ...props }: ContactFormProps) {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContatoFormValues>({ resolver, defaultValues: VAZIO });

  const enviar = handleSubmit(async (valores) => {
    try {
      await onSend(valores);
      reset(VAZIO);
    } catch {
      // The caller shows the error toast; the typed message stays so the visitor can retry.
    }
  });

  const campo = (nome: keyof ContatoFormValues) => ({
    id: `${id}-${nome}`,
    'aria-invalid': errors[nome] ? true : undefined,
    ...register(nome),
  });
  const erro = (nome: keyof ContatoFormValues) => errors[nome]?.message;

  return (
    <form
      data-slot="contact-form"
      noValidate
      onSubmit={enviar}
      className={cn('grid gap-4', className)}
      {...props}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={MSG_PUBLICO.contato.nome} htmlFor={`${id}-nome`} error={erro('nome')}>
          <Input autoComplete="name" {...campo('nome')} />
        </Field>
        <Field label={MSG_PUBLICO.contato.email} htmlFor={`${id}-email`} error={erro('email')}>
          <Input type="email" autoComplete="email" {...campo('email')} />
        </Field>
        <Field label={MSG_PUBLICO.contato.telefone} htmlFor={`${id}-telefone`} error={erro('telefone')}>
          <MaskedController
            control={control}
            name="telefone"
            as={TelefoneInput}
            id={`${id}-telefone`}
            aria-invalid={errors.telefone ? true : undefined}
            placeholder={MSG_PUBLICO.contato.telefonePlaceholder}
          />
        </Field>
        <Field label={MSG_PUBLICO.contato.assunto} htmlFor={`${id}-assunto`} error={erro('assunto')}>
          <Input {...campo('assunto')} />
        </Field>
      </div>
      <Field label={MSG_PUBLICO.contato.mensagem} htmlFor={`${id}-mensagem`} error={erro('mensagem')}>
        <Textarea className="min-h-[150px]" {...campo('mensagem')} />
      </Field>
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        <Send className="size-4" aria-hidden />
        {isSubmitting ? MSG_PUBLICO.contato.enviando : MSG_PUBLICO.contato.enviar}
      </Button>
    </form>
  );
}

export { ContactForm };
export type { ContactFormProps };
