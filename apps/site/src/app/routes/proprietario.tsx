import { isApiError, siteApi, useNotificacoes, usePainelProprietario } from '@morada/api-client/site';
import { hojeNaAgencia, MSG_LOCATARIO, MSG_REPASSE, type Repasse } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import { chaveContrato, chaveExtrato, chaveInforme, ProprietarioView } from '@morada/ui/views/proprietario';
import { useState } from 'react';
import { RequirePerfil } from '../../features/auth/require-perfil';
import {
  AbaChamadosProprietarioSobDemanda,
  ContadorChamadosProprietarioSobDemanda,
} from '../../features/chamados/sob-demanda';
import { useDownloads } from '../../features/downloads/use-downloads';
import { AssinaturasPendentesSobDemanda } from '../../features/assinaturas/sob-demanda';

type Formato = 'pdf' | 'csv';

/** The owner's portal: their properties, contracts, payments, repasses and notifications. */
function AreaProprietario() {
  const painel = usePainelProprietario();
  const notificacoes = useNotificacoes();
  const erro = painel.error ?? notificacoes.error;
  const { baixandoId, baixar } = useDownloads();
  // Told by a lazily loaded counter: the chamados' hooks stay out of the portal's first chunk.
  const [chamadosAguardando, setChamadosAguardando] = useState(0);

  const baixarExtrato = (r: Repasse, f: Formato) =>
    baixar(
      chaveExtrato(r._id, f),
      () => siteApi.proprietario.extrato(r._id, f),
      `extrato_${r.mes}.${f}`,
      MSG_REPASSE.falhas.baixarExtrato,
    );
  const baixarContrato = (contrato: { _id: string; numero: string }) =>
    baixar(
      chaveContrato(contrato._id),
      () => siteApi.proprietario.contrato(contrato._id),
      `contrato_${contrato.numero}.pdf`,
      MSG_LOCATARIO.locatario.erroBaixarContrato,
    );
  const baixarInforme = (ano: number, f: Formato) =>
    baixar(
      chaveInforme(ano, f),
      () => siteApi.proprietario.informe(ano, f),
      `informe_rendimentos_${ano}.${f}`,
      MSG_REPASSE.falhas.baixarInforme,
    );

  const marcarLida = async (id: string) => {
    // Optimistic: the highlight goes at once; the server's answer then confirms it.
    const atual = notificacoes.data;
    if (atual) {
      void notificacoes.mutate(
        atual.map((n) => (n.id === id ? { ...n, lida: true } : n)),
        { revalidate: false },
      );
    }
    try {
      await siteApi.notificacoes.marcarLida(id);
    } catch (e) {
      toast({
        title: isApiError(e) ? e.mensagem : MSG_LOCATARIO.locatario.erroCarregar,
        variant: 'destructive',
      });
    } finally {
      void notificacoes.mutate();
    }
  };

  return (
    <>
      <ContadorChamadosProprietarioSobDemanda onContar={setChamadosAguardando} />
      <ProprietarioView
        painel={painel.data}
        erro={erro && erro.status !== 401 ? erro.mensagem : null}
        onRetry={() => {
          void painel.mutate();
          void notificacoes.mutate();
        }}
        notificacoes={notificacoes.data}
        onMarcarLida={(id) => void marcarLida(id)}
        hoje={hojeNaAgencia()}
        onBaixarExtrato={baixarExtrato}
        onBaixarInforme={baixarInforme}
        onBaixarContrato={baixarContrato}
        baixando={baixandoId}
        abaChamados={<AbaChamadosProprietarioSobDemanda />}
        chamadosAguardando={chamadosAguardando}
        assinaturasPendentes={<AssinaturasPendentesSobDemanda />}
      />
    </>
  );
}

export function Component() {
  return (
    <RequirePerfil perfil="proprietario">
      <AreaProprietario />
    </RequirePerfil>
  );
}
