import {
  documentoEntradaSchema,
  EXTENSOES_DOCUMENTO,
  MSG,
  STATUS_DOCUMENTO,
  TIPOS_DOCUMENTO,
  type DocumentoJuridico,
} from '@morada/domain';
import { useEffect, useId, useState, type ComponentProps } from 'react';
import { z } from 'zod';
import { cn } from '../../lib/cn';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import { NativeSelect } from '../select';
import { Textarea } from '../textarea';

const T = MSG.adminUi.documentoForm;

/** Tags are typed as comma-separated text and travel as a list. */
const formSchema = documentoEntradaSchema.extend({
  tags: z
    .string()
    .optional()
    .transform((s) => [
      ...new Set(
        (s ?? '')
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ]),
});
type Entrada = z.input<typeof formSchema>;
type Saida = z.output<typeof formSchema>;
type Campo = keyof Entrada;

/** .pdf, .doc and .docx only (section 5). */
const arquivoPermitido = (f: File) => EXTENSOES_DOCUMENTO.some((ext) => f.name.toLowerCase().endsWith(ext));

type LegalDocumentFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** O documento em edição (preenche o formulário); `null` ou ausente para um novo. */
  documento?: DocumentoJuridico | null;
  /** “Criar” ou “Atualizar” com os dados válidos e o arquivo escolhido (ou `null`). */
  onSubmit: (dados: Saida, arquivo: File | null) => void;
  /** “Cancelar”: fecha o formulário sem salvar. */
  onCancel: () => void;
  /** Salvando: o botão mostra “Salvando...” e fica desabilitado. */
  busy?: boolean;
  /** `{ campo: mensagem }` devolvidos pelo servidor, mostrados sob os campos. */
  errosServidor?: Record<string, string>;
};

function LegalDocumentForm({
  documento,
  onSubmit,
  onCancel,
  busy = false,
  errosServidor,
  className,
  ...props
}: LegalDocumentFormProps) {
  const id = useId();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erroArquivo, setErroArquivo] = useState<string | undefined>();
  const form = useFormulario(formSchema, {
    defaultValues: {
      titulo: documento?.titulo ?? '',
      tipo: documento?.tipo ?? 'Contrato',
      descricao: documento?.descricao ?? '',
      autor: documento?.autor ?? '',
      contratoRelacionado: documento?.contratoRelacionado ?? '',
      imovelRelacionado: documento?.imovelRelacionado ?? '',
      status: documento?.status ?? 'Ativo',
      tags: documento?.tags.join(', ') ?? '',
      observacoes: documento?.observacoes ?? '',
    },
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, formState, setError } = form;
  useEffect(() => {
    for (const [c, m] of Object.entries(errosServidor ?? {})) {
      if (c === 'arquivo') setErroArquivo(m);
      else setError(c as Campo, { type: 'server', message: m });
    }
  }, [errosServidor, setError]);
  const e = formState.errors;
  const { cid, reg } = camposDoFormulario(form, id);
  const texto = (c: Campo, label: string) => (
    <Field label={label} htmlFor={cid(c)} error={e[c]?.message}>
      <Input id={cid(c)} aria-invalid={!!e[c]} {...reg(c)} />
    </Field>
  );
  const enviar = handleSubmit((dados) => {
    if (erroArquivo) return;
    onSubmit(dados, arquivo);
  });
  return (
    <form
      data-slot="legal-document-form"
      noValidate
      onSubmit={enviar}
      className={cn('space-y-4', className)}
      {...props}
    >
      {texto('titulo', T.titulo)}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={T.tipo} htmlFor={cid('tipo')}>
          <NativeSelect id={cid('tipo')} {...reg('tipo')}>
            {TIPOS_DOCUMENTO.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={T.status} htmlFor={cid('status')}>
          <NativeSelect id={cid('status')} {...reg('status')}>
            {STATUS_DOCUMENTO.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {texto('autor', T.autor)}
      <Field label={T.descricao} htmlFor={cid('descricao')} error={e.descricao?.message}>
        <Textarea id={cid('descricao')} rows={3} {...reg('descricao')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {texto('contratoRelacionado', T.contratoRelacionado)}
        {texto('imovelRelacionado', T.imovelRelacionado)}
      </div>
      {texto('tags', T.tags)}
      <Field label={T.observacoes} htmlFor={cid('observacoes')}>
        <Textarea id={cid('observacoes')} rows={2} {...reg('observacoes')} />
      </Field>
      {documento ? null : (
        <Field label={T.arquivo} htmlFor={cid('arquivo')} error={erroArquivo} hint={T.arquivoDica}>
          <Input
            id={cid('arquivo')}
            type="file"
            accept={EXTENSOES_DOCUMENTO.join(',')}
            aria-invalid={!!erroArquivo}
            onChange={(ev) => {
              const f = ev.target.files?.[0] ?? null;
              setErroArquivo(f && !arquivoPermitido(f) ? MSG.api.arquivoInvalido : undefined);
              setArquivo(f && arquivoPermitido(f) ? f : null);
            }}
          />
        </Field>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {MSG.admin.cancelar}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? MSG.admin.salvando : documento ? MSG.admin.atualizar : MSG.admin.criar}
        </Button>
      </div>
    </form>
  );
}

export { arquivoPermitido, LegalDocumentForm };
export type { LegalDocumentFormProps };
