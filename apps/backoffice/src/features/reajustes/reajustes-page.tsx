import { api, invalidar, useIndices, useReajustesPendentes } from '@morada/api-client';
import {
  ACOES_API,
  formatCompetencia,
  MSG,
  MSG_REAJUSTE,
  type IndiceSerie,
  type ReajustePendente,
} from '@morada/domain';
import { toast } from '@morada/ui/toast';
import {
  AdminReajustesView,
  linhasDoResultado,
  resumoAtualizacaoIndices,
} from '@morada/ui/views/admin-reajustes';
import { useEffect, useState } from 'react';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';

const T = MSG_REAJUSTE.adminUi;

export function ReajustesPage() {
  const { data: pendentes, error, isLoading, mutate } = useReajustesPendentes();
  const [indice, setIndice] = useState<IndiceSerie>('IGP-M');
  const indices = useIndices(indice);
  useEffect(() => {
    if (error) toastErro(error, MSG.detalhe.erroTitulo, T.pendentes.falhaCarregar, ACOES_API.listarReajustes);
  }, [error]);
  useEffect(() => {
    if (indices.error)
      toastErro(indices.error, MSG.detalhe.erroTitulo, T.indices.falhaCarregar, ACOES_API.listarIndices);
  }, [indices.error]);

  const aplicar = async (contratoIds: string[]) => {
    try {
      const resposta = await api.reajustes.aplicar(contratoIds);
      for (const linha of linhasDoResultado(resposta, pendentes ?? []))
        toast({
          title: linha.titulo,
          description: linha.descricao,
          variant: linha.tipo === 'aplicado' ? 'success' : 'default',
        });
      await Promise.all([invalidar('reajustes'), invalidar('contratos'), invalidar('dashboard')]);
      return resposta;
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, T.resultado.erroAplicar, ACOES_API.aplicarReajustes);
      throw e;
    }
  };

  const dispensar = async (r: ReajustePendente) => {
    try {
      const { dispensados } = await api.reajustes.dispensar(r.contratoId, r.aniversario);
      toastSucesso(T.pendentes.dispensados(dispensados), r.contratoNumero);
      await Promise.all([invalidar('reajustes'), invalidar('contratos')]);
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, T.pendentes.erroDispensar, ACOES_API.dispensarReajuste);
      throw e;
    }
  };

  const salvarIndice = async (serie: IndiceSerie, mes: string, variacao: string) => {
    try {
      await api.indices.salvar(serie, mes, variacao);
      toastSucesso(T.indices.salvo(serie, formatCompetencia(mes)));
      // A month that arrived may turn an 'Aguardando índice' into 'Pronto'.
      await Promise.all([invalidar('indices'), invalidar('reajustes')]);
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, T.indices.erroSalvar, ACOES_API.salvarIndice);
      throw e;
    }
  };

  const atualizarIndices = async () => {
    try {
      const resposta = await api.indices.atualizar();
      toastSucesso(T.indices.atualizados, resumoAtualizacaoIndices(resposta));
      await Promise.all([invalidar('indices'), invalidar('reajustes')]);
    } catch (e) {
      // The Banco Central out of reach answers 502 with its own pt-BR sentence.
      toastErro(e, T.indices.erroAtualizar, MSG_REAJUSTE.erros.sgsIndisponivel, ACOES_API.atualizarIndices);
      throw e;
    }
  };

  return (
    <AdminReajustesView
      pendentes={pendentes ?? []}
      loading={isLoading}
      loadFailed={!!error && !pendentes}
      onRetry={() => void mutate()}
      onAplicar={aplicar}
      onDispensar={dispensar}
      indice={indice}
      onIndiceChange={setIndice}
      indices={indices.data ?? []}
      indicesLoading={indices.isLoading}
      indicesLoadFailed={!!indices.error && !indices.data}
      onIndicesRetry={() => void indices.mutate()}
      onSalvarIndice={salvarIndice}
      errosDoErro={errosDoServidor}
      onAtualizarIndices={atualizarIndices}
    />
  );
}
