import { formatData, MSG_ASSINATURAS_ADMIN_UI, type certificadoSchema } from '@morada/domain';
import { ShieldCheck, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps } from 'react';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { Spinner } from '../../components/spinner';
import { ConfirmarAcao } from '../partes/confirmacao';
import { FalhaComRetry } from '../partes/falha-com-retry';
import { useAcaoConfirmada } from '../partes/use-acao-confirmada';

const T = MSG_ASSINATURAS_ADMIN_UI.certificado;

export type CertificadoA1 = z.output<typeof certificadoSchema>;
export type CertificadoEnvio = { arquivo: File; senha: string };

type CertificadoCardProps = Omit<ComponentProps<typeof Card>, 'children'> & {
  /** GET /api/admin/assinaturas/certificado: o certificado, `null` sem nenhum, `undefined` carregando. */
  certificado: CertificadoA1 | null | undefined;
  loading?: boolean;
  loadFailed?: boolean;
  onRetry?: (() => void) | undefined;
  /** PUT multipart (`arquivo` + `senha`); rejeita quando recusado (senha errada, não é PKCS#12: 400). */
  onSalvar: (envio: CertificadoEnvio) => Promise<unknown>;
  /** `{ campo: mensagem }` de uma recusa (o app conhece o tipo do erro), mostrados sob os campos. */
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  /** DELETE, depois da confirmação; rejeita quando recusado (o app mostra o erro). */
  onRemover: () => Promise<unknown>;
};

/**
 * Configurações → “Certificado digital A1”: titular, emissor e validade do certificado que assina os
 * PDFs finais (ou que não há nenhum), o envio do .pfx/.p12 com a senha e a remoção confirmada.
 */
function CertificadoCard({
  certificado,
  loading = false,
  loadFailed = false,
  onRetry,
  onSalvar,
  errosDoErro,
  onRemover,
  ...props
}: CertificadoCardProps) {
  const titulo = useId();
  const remocao = useAcaoConfirmada(async (_: CertificadoA1) => onRemover());
  return (
    <Card role="region" aria-labelledby={titulo} {...props}>
      <CardHeader>
        <CardTitle id={titulo}>{T.titulo}</CardTitle>
        <CardDescription>{T.descricao}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {loadFailed ? (
          <FalhaComRetry mensagem={T.erroCarregar} onRetry={onRetry} />
        ) : loading || certificado === undefined ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {T.carregando}
          </p>
        ) : (
          <>
            {certificado ? (
              <div className="grid gap-3 rounded-md border p-3">
                <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
                  <dt className="text-muted-foreground">{T.titular}</dt>
                  <dd className="font-medium break-words">{certificado.titular}</dd>
                  <dt className="text-muted-foreground">{T.emissor}</dt>
                  <dd className="break-words">{certificado.emissor}</dd>
                  <dt className="text-muted-foreground">{T.validade}</dt>
                  <dd>{T.periodo(formatData(certificado.validoDe), formatData(certificado.validoAte))}</dd>
                </dl>
                <Button
                  type="button"
                  variant="outline"
                  className="justify-self-start text-destructive"
                  onClick={() => remocao.setAlvo(certificado)}
                >
                  <Trash2 className="size-4" aria-hidden />
                  {T.remover}
                </Button>
              </div>
            ) : (
              <p className="flex items-start gap-2 text-sm text-muted-foreground">
                <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
                {T.nenhum}
              </p>
            )}
            <EnvioForm comCertificado={certificado !== null} onSalvar={onSalvar} errosDoErro={errosDoErro} />
          </>
        )}
      </CardContent>
      <ConfirmarAcao
        acao={remocao}
        titulo={T.confirmarRemover}
        descricao={(c) => (c ? T.confirmarRemoverDescricao(c.titular) : '')}
      />
    </Card>
  );
}

type EnvioFormProps = Pick<CertificadoCardProps, 'onSalvar' | 'errosDoErro'> & { comCertificado: boolean };

function EnvioForm({ comCertificado, onSalvar, errosDoErro }: EnvioFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [senha, setSenha] = useState('');
  const [salvando, setSalvando] = useState(false);
  const [erros, setErros] = useState<Record<string, string>>({});

  const salvar = async () => {
    if (!arquivo) {
      setErros({ arquivo: T.arquivoObrigatorio });
      return;
    }
    setSalvando(true);
    setErros({});
    try {
      await onSalvar({ arquivo, senha });
      // Saved: the file and its password leave the form (the server keeps them).
      form.current?.reset();
      setArquivo(null);
      setSenha('');
    } catch (e) {
      setErros(errosDoErro?.(e) ?? {});
    } finally {
      setSalvando(false);
    }
  };

  return (
    <form
      ref={form}
      noValidate
      className="grid gap-3 sm:grid-cols-2 sm:items-start"
      onSubmit={(e) => {
        e.preventDefault();
        void salvar();
      }}
    >
      <Field label={T.arquivo} htmlFor={`${id}-arquivo`} error={erros.arquivo}>
        <Input
          id={`${id}-arquivo`}
          type="file"
          accept=".pfx,.p12,application/x-pkcs12"
          onChange={(e) => setArquivo(e.currentTarget.files?.[0] ?? null)}
        />
      </Field>
      <Field label={T.senha} htmlFor={`${id}-senha`} error={erros.senha}>
        <Input
          id={`${id}-senha`}
          type="password"
          autoComplete="off"
          value={senha}
          onChange={(e) => setSenha(e.currentTarget.value)}
        />
      </Field>
      <Button
        type="submit"
        className="justify-self-start"
        disabled={salvando}
        aria-busy={salvando || undefined}
      >
        {salvando ? <Spinner className="size-4" /> : <Upload className="size-4" aria-hidden />}
        {salvando ? T.salvando : comCertificado ? T.trocar : T.salvar}
      </Button>
    </form>
  );
}

export { CertificadoCard };
export type { CertificadoCardProps };
