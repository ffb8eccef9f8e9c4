import { isApiError, useVistoriasLocatario, vistoriasRevisaoSite } from '@morada/api-client/site';
import { hojeNaAgencia, MSG_VISTORIAS_REVISAO_UI, type ItemVistoria, type Vistoria } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import {
  comprimirFoto,
  LaudoRevisao,
  VistoriasLocatario,
  type LerFoto,
} from '@morada/ui/views/vistoria-revisao';
import { useCallback, useState } from 'react';

const T = MSG_VISTORIAS_REVISAO_UI;

/** The server's message (a 409 after the period says which day it ended), else the generic one. */
const mensagem = (e: unknown, padrao: string) => (isApiError(e) ? e.mensagem : padrao);

/** Opens the laudo PDF, read with the session (never a public address), in a new tab. */
const abrirLaudo = async (v: Vistoria) => {
  try {
    const { blob } = await vistoriasRevisaoSite.laudo(v.id);
    const url = URL.createObjectURL(blob);
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (e) {
    toast({ title: mensagem(e, T.laudoPdf), variant: 'destructive' });
  }
};

/** The tenant's Vistoria tab: his concluded laudos, and the review of one (accept or contest items). */
export function AbaVistoriasLocatario() {
  const lista = useVistoriasLocatario();
  const [abertaId, setAbertaId] = useState<string>();
  const [erro, setErro] = useState<string>();
  const hoje = hojeNaAgencia();
  const aberta = lista.data?.find((v) => v.id === abertaId);

  const lerFoto = useCallback<LerFoto>(
    async (foto) => (await vistoriasRevisaoSite.foto(aberta?.id ?? '', foto.id)).blob,
    [aberta?.id],
  );

  if (!aberta)
    return (
      <VistoriasLocatario
        vistorias={lista.data}
        hoje={hoje}
        erro={lista.error?.mensagem}
        onRetry={() => void lista.mutate()}
        onAbrir={(v) => {
          setErro(undefined);
          setAbertaId(v.id);
        }}
      />
    );

  /** Puts the server's answer in the list, so the screen shows the vistoria as the server has it. */
  const trocar = (nova: Vistoria) =>
    lista.mutate((atual) => atual?.map((v) => (v.id === nova.id ? nova : v)), { revalidate: false });

  const aceitar = async () => {
    setErro(undefined);
    try {
      await trocar(await vistoriasRevisaoSite.aceitar(aberta.id));
      toast({ title: T.aceito, variant: 'success' });
    } catch (e) {
      setErro(mensagem(e, T.falhaAceitar));
      void lista.mutate();
      throw e;
    }
  };

  const contestar = async (item: ItemVistoria, texto: string, fotos: File[]) => {
    setErro(undefined);
    try {
      await trocar(await vistoriasRevisaoSite.contestar(aberta.id, item.id, texto, fotos));
      toast({ title: T.enviada, variant: 'success' });
    } catch (e) {
      if (isApiError(e) && e.status === 409) {
        setErro(e.mensagem);
        void lista.mutate();
      }
      // The dialog shows the message under the text and keeps what was typed.
      throw new Error(mensagem(e, T.falhaContestar));
    }
  };

  return (
    <LaudoRevisao
      vistoria={aberta}
      hoje={hoje}
      erro={erro}
      onAceitar={aceitar}
      onContestar={contestar}
      onBaixarLaudo={() => void abrirLaudo(aberta)}
      onVoltar={() => setAbertaId(undefined)}
      lerFoto={lerFoto}
      comprimir={(f) => comprimirFoto(f)}
    />
  );
}
