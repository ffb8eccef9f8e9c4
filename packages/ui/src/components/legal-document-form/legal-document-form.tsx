import {
  documentoEntradaSchema,
  EXTENSOES_DOCUMENTO,
  MSG,
  STATUS_DOCUMENTO,
  TIPOS_DOCUMENTO,
  type DocumentoJuridico,
} from '@morada/domain';
import { useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Field, FormShell, SelectField, TextField, type FormWidgetProps } from '../field';
import { Input } from '../input';
import { Textarea } from '../textarea';
import { valoresPadrao } from '../field/valores-padrao';

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

type LegalDocumentFormProps = Omit<FormWidgetProps<Saida>, 'onSubmit'> & {
  /** O documento em edição (preenche o formulário); `null` ou ausente para um novo. */
  documento?: DocumentoJuridico | null;
  /** “Criar” ou “Atualizar” com os dados válidos e o arquivo escolhido (ou `null`). */
  onSubmit: (dados: Saida, arquivo: File | null) => void;
  /** “Cancelar”: fecha o formulário sem salvar. */
  onCancel: () => void;
};

function LegalDocumentForm({ documento, onSubmit, errosServidor, ...props }: LegalDocumentFormProps) {
  const id = useId();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erroArquivo, setErroArquivo] = useState<string | undefined>();
  const form = useFormulario(formSchema, {
    defaultValues: {
      ...valoresPadrao(documento, {
        titulo: '',
        tipo: 'Contrato',
        descricao: '',
        autor: '',
        contratoRelacionado: '',
        imovelRelacionado: '',
        status: 'Ativo',
        observacoes: '',
      }),
      tags: documento?.tags.join(', ') ?? '',
    },
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, setError } = form;
  useEffect(() => {
    for (const [c, m] of Object.entries(errosServidor ?? {})) {
      if (c === 'arquivo') setErroArquivo(m);
      else setError(c as Campo, { type: 'server', message: m });
    }
  }, [errosServidor, setError]);
  const campos = camposDoFormulario(form, id);
  const { cid, reg, erro } = campos;
  const texto = (c: Campo, label: string) => <TextField campos={campos} nome={c} label={label} />;
  const enviar = handleSubmit((dados) => {
    if (erroArquivo) return;
    onSubmit(dados, arquivo);
  });
  return (
    <FormShell
      slot="legal-document-form"
      onSubmit={enviar}
      submitLabel={documento ? MSG.admin.atualizar : MSG.admin.criar}
      {...props}
    >
      {texto('titulo', T.titulo)}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField campos={campos} nome="tipo" label={T.tipo} opcoes={TIPOS_DOCUMENTO} />
        <SelectField campos={campos} nome="status" label={T.status} opcoes={STATUS_DOCUMENTO} />
      </div>
      {texto('autor', T.autor)}
      <Field label={T.descricao} htmlFor={cid('descricao')} error={erro('descricao')}>
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
    </FormShell>
  );
}

export { arquivoPermitido, LegalDocumentForm };
export type { LegalDocumentFormProps };
