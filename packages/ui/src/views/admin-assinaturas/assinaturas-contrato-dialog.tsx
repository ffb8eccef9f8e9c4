import {
  formatData,
  MSG_ASSINATURAS,
  MSG_ASSINATURAS_ADMIN_UI,
  type Aditivo,
  type Contrato,
  type DocumentoParaAssinar,
  type pedidoAssinaturaSchema,
  type Signatario,
  type TipoDocumentoAssinatura,
} from '@morada/domain';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { Field, FormError } from '../../components/field';
import { NativeSelect } from '../../components/select';
import { Spinner } from '../../components/spinner';
import { Dialogo } from '../partes/dialogo';
import { FalhaComRetry } from '../partes/falha-com-retry';
import { DocumentoAssinatura } from './documento-assinatura';

const T = MSG_ASSINATURAS_ADMIN_UI.contrato;

export type PedidoAssinatura = z.input<typeof pedidoAssinaturaSchema>;

type AssinaturasContratoDialogProps = {
  /** O contrato cujas assinaturas são mostradas; `null` fecha o diálogo. */
  contrato: Pick<Contrato, '_id' | 'numero' | 'rescisao'> | null;
  onOpenChange: (open: boolean) => void;
  /** GET /api/contratos/{id}/assinaturas; `undefined` enquanto carrega. */
  documentos: readonly DocumentoParaAssinar[] | undefined;
  loading?: boolean;
  /** A leitura falhou: a mensagem e “Tentar novamente”. */
  loadFailed?: boolean;
  onRetry?: (() => void) | undefined;
  /** Os termos aditivos do contrato, oferecidos como documento a assinar. */
  aditivos?: readonly Aditivo[] | undefined;
  /** POST …/assinaturas; rejeita quando recusado (ex.: 409, o mesmo PDF ainda pendente). */
  onEnviar: (pedido: PedidoAssinatura) => Promise<unknown>;
  /** A frase do servidor numa recusa, mostrada sob o botão (o app conhece o tipo do erro). */
  mensagemDoErro?: (erro: unknown) => string | undefined;
  /** POST …/signatarios/{sid}/link; o app mostra o link (sem SMTP) ou avisa do e-mail. */
  onReenviarLink: (documento: DocumentoParaAssinar, signatario: Signatario) => Promise<unknown>;
  /** Baixa o PDF final de um documento concluído. */
  onBaixarFinal: (documento: DocumentoParaAssinar) => void;
};

/**
 * “Assinaturas” de um contrato: enviar o contrato, um termo aditivo ou o termo de rescisão para
 * assinatura eletrônica, e cada documento enviado com a situação de cada signatário, o reenvio do link
 * a quem falta e, concluído, o PDF assinado com o código de verificação.
 */
function AssinaturasContratoDialog({
  contrato,
  onOpenChange,
  documentos,
  loading = false,
  loadFailed = false,
  onRetry,
  aditivos = [],
  onEnviar,
  mensagemDoErro,
  onReenviarLink,
  onBaixarFinal,
}: AssinaturasContratoDialogProps) {
  const [reenviando, setReenviando] = useState<string | null>(null);
  const reenviar = async (d: DocumentoParaAssinar, s: Signatario) => {
    setReenviando(s.id);
    try {
      await onReenviarLink(d, s);
    } catch {
      // The app shows why (toast).
    } finally {
      setReenviando(null);
    }
  };
  return (
    <Dialogo
      open={contrato !== null}
      onOpenChange={onOpenChange}
      titulo={contrato ? T.titulo(contrato.numero) : ''}
      descricao={T.descricao}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
    >
      {contrato ? (
        <div className="grid gap-4">
          <EnviarForm
            key={contrato._id}
            comRescisao={Boolean(contrato.rescisao)}
            aditivos={aditivos}
            onEnviar={onEnviar}
            mensagemDoErro={mensagemDoErro}
          />
          {loadFailed ? (
            <FalhaComRetry mensagem={T.erroCarregar} onRetry={onRetry} aparencia="pequena" />
          ) : loading || !documentos ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="size-4" />
              {T.carregando}
            </p>
          ) : documentos.length === 0 ? (
            <p className="text-sm text-muted-foreground">{T.vazio}</p>
          ) : (
            documentos.map((d) => (
              <DocumentoAssinatura
                key={d.id}
                documento={d}
                reenviando={reenviando}
                onReenviarLink={(s) => void reenviar(d, s)}
                onBaixarFinal={() => onBaixarFinal(d)}
              />
            ))
          )}
        </div>
      ) : null}
    </Dialogo>
  );
}

type EnviarFormProps = Pick<AssinaturasContratoDialogProps, 'onEnviar' | 'mensagemDoErro'> & {
  comRescisao: boolean;
  aditivos: readonly Aditivo[];
};

/** The document to send: the lease, one of its aditivos (when any) or the termo de rescisão (once ended). */
function EnviarForm({ comRescisao, aditivos, onEnviar, mensagemDoErro }: EnviarFormProps) {
  const id = useId();
  const tipos: TipoDocumentoAssinatura[] = [
    'contrato',
    ...(aditivos.length > 0 ? (['aditivo'] as const) : []),
    ...(comRescisao ? (['termo_rescisao'] as const) : []),
  ];
  const [tipo, setTipo] = useState<TipoDocumentoAssinatura>('contrato');
  const [aditivoId, setAditivoId] = useState(aditivos.at(-1)?.id ?? '');
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string | undefined>();

  const enviar = async () => {
    setEnviando(true);
    setErro(undefined);
    try {
      await onEnviar(tipo === 'aditivo' ? { tipo, aditivoId } : { tipo });
    } catch (e) {
      setErro(mensagemDoErro?.(e));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <form
      className="grid gap-3 rounded-md bg-muted/40 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        void enviar();
      }}
    >
      <Field label={T.documentoCampo} htmlFor={`${id}-tipo`}>
        <NativeSelect
          id={`${id}-tipo`}
          value={tipo}
          onChange={(e) => setTipo(e.currentTarget.value as TipoDocumentoAssinatura)}
        >
          {tipos.map((t) => (
            <option key={t} value={t}>
              {MSG_ASSINATURAS.tipos[t]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {tipo === 'aditivo' ? (
        <Field label={T.aditivoCampo} htmlFor={`${id}-aditivo`}>
          <NativeSelect
            id={`${id}-aditivo`}
            value={aditivoId}
            onChange={(e) => setAditivoId(e.currentTarget.value)}
          >
            {aditivos.map((a) => (
              <option key={a.id} value={a.id}>
                {T.aditivoOpcao(a.ordem, formatData(a.novaDataFim))}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : (
        <span className="hidden sm:block" />
      )}
      <Button type="submit" disabled={enviando} aria-busy={enviando || undefined}>
        {enviando ? <Spinner className="size-4" /> : <Send className="size-4" aria-hidden />}
        {enviando ? T.enviando : T.enviar}
      </Button>
      <div className="sm:col-span-3">
        <FormError message={erro} />
      </div>
    </form>
  );
}

export { AssinaturasContratoDialog };
export type { AssinaturasContratoDialogProps };
