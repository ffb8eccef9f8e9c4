import { useState } from 'react';
import { client, siteApi, type Arquivo } from '@morada/api-client/site';
import {
  ATRASO_DOWNLOAD_MS,
  isBoletoPago,
  MSG_LOCATARIO,
  TOAST_DURACAO,
  type Boleto,
  type DocumentoContrato,
} from '@morada/domain';
import { toast } from '@morada/ui/toast';

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

const salvar = ({ blob, nomeArquivo }: Arquivo, padrao: string) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nomeArquivo ?? padrao;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * Section 4: a 'processing' notice, at least 1500 ms, then 'ready' (3000 ms toasts). The file is
 * fetched with the session's token, so documents are never public URLs.
 */
export const useDownloads = () => {
  const [baixandoId, setBaixandoId] = useState<string | null>(null);

  const baixar = async (id: string, ler: () => Promise<Arquivo>, padrao: string, erro: string) => {
    setBaixandoId(id);
    toast({
      title: MSG_LOCATARIO.locatario.processando,
      description: MSG_LOCATARIO.locatario.processandoDescricao,
      duration: TOAST_DURACAO.download,
    });
    try {
      const [arquivo] = await Promise.all([ler(), esperar(ATRASO_DOWNLOAD_MS)]);
      salvar(arquivo, padrao);
      toast({
        title: MSG_LOCATARIO.locatario.pronto,
        description: MSG_LOCATARIO.locatario.prontoDescricao,
        variant: 'success',
        duration: TOAST_DURACAO.download,
      });
    } catch (e) {
      const mensagem = e instanceof Error ? e.message : undefined;
      toast({ title: erro, description: mensagem, variant: 'destructive', duration: TOAST_DURACAO.download });
    } finally {
      setBaixandoId(null);
    }
  };

  const baixarBoleto = (b: Boleto) =>
    isBoletoPago(b.status)
      ? baixar(
          b.id,
          () => siteApi.financeiro.recibo(b.id),
          `recibo-${b.id}.pdf`,
          MSG_LOCATARIO.locatario.erroBaixarBoleto,
        )
      : baixar(
          b.id,
          () => siteApi.financeiro.boletoPdf(b.id),
          `boleto-${b.id}.pdf`,
          MSG_LOCATARIO.locatario.erroBaixarBoleto,
        );

  const baixarDocumento = (d: DocumentoContrato) => {
    const arquivo = d.arquivo ?? '';
    // The API answers '/api/…' download paths; the client adds the '/api' prefix itself.
    const caminho = arquivo.replace(/^\/api(?=\/)/, '');
    return baixar(
      d.id,
      () => client.arquivo(caminho, { acao: 'baixar o documento' }),
      `${d.titulo}.pdf`,
      MSG_LOCATARIO.locatario.erroBaixarContrato,
    );
  };

  return { baixandoId, baixar, baixarBoleto, baixarDocumento };
};
