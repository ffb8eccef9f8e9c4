import { api, criarEnvioIdempotente, invalidar, useBuscaOpcoes, useRepasses } from '@morada/api-client';
import {
  ACOES_API,
  hojeNaAgencia,
  mesNaAgencia,
  MSG,
  MSG_REPASSE,
  type DespesaEntrada,
  type Despesa,
  type MeioRepasse,
  type Repasse,
} from '@morada/domain';
import { AdminRepassesView } from '@morada/ui/views/admin-repasses';
import { chaveComprovante, chaveExtrato } from '@morada/ui/views/proprietario';
import { useEffect, useState } from 'react';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';
import { useArquivo } from '../../lib/use-arquivo';

const F = MSG_REPASSE.falhas;

/** /admin/repasses: what each owner is owed this month, paying it, and the expenses deducted. */
export function RepassesPage() {
  const [mes, setMes] = useState(mesNaAgencia);
  // One Idempotency-Key per money form submission (the same one when that submission is resent).
  const [enviarPagamento] = useState(criarEnvioIdempotente);
  const [enviarDespesa] = useState(criarEnvioIdempotente);
  const repasses = useRepasses(mes);
  // The expense's property is searched on the server (100k properties), not loaded whole.
  const imoveis = useBuscaOpcoes('imoveis');
  useEffect(() => {
    if (repasses.error)
      toastErro(repasses.error, MSG.detalhe.erroTitulo, F.carregar, ACOES_API.listarRepasses);
  }, [repasses.error]);

  const pagar = async (ids: string[], dados: { data: string; meio: MeioRepasse; comprovante: string }) => {
    try {
      const corpo = { repasses: ids, ...dados };
      const pagos = await enviarPagamento(corpo, (chave) => api.repasses.pagar(corpo, chave));
      toastSucesso(MSG_REPASSE.avisos.pagos(pagos.length));
      await Promise.all([invalidar('repasses'), invalidar('dashboard')]);
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, F.pagar, ACOES_API.pagarRepasses);
      throw e;
    }
  };

  const registrarDespesa = async (d: DespesaEntrada, arquivo?: File) => {
    try {
      await enviarDespesa([d, arquivo], (chave) => api.repasses.despesas.registrar(d, arquivo, chave));
      toastSucesso(MSG_REPASSE.avisos.despesaRegistrada, d.descricao);
      await invalidar('repasses');
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, F.registrarDespesa, ACOES_API.registrarDespesa);
      throw e;
    }
  };

  const removerDespesa = async (id: string) => {
    try {
      await api.repasses.despesas.remover(id);
      toastSucesso(MSG_REPASSE.avisos.despesaRemovida);
      await invalidar('repasses');
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, F.removerDespesa, ACOES_API.removerDespesa);
      throw e;
    }
  };

  const extrato = useArquivo();
  const baixarExtrato = (r: Repasse, f: 'pdf' | 'csv') =>
    extrato.baixar(
      chaveExtrato(r._id, f),
      () => api.repasses.extrato(r._id, f),
      `extrato_${r.mes}.${f}`,
      F.baixarExtrato,
      ACOES_API.baixarExtratoRepasse,
    );

  const baixarComprovante = (d: Despesa) =>
    extrato.baixar(
      chaveComprovante(d._id),
      () => api.repasses.despesas.comprovante(d._id),
      d.arquivoNome ?? 'comprovante',
      F.baixarComprovante,
      ACOES_API.baixarComprovante,
    );

  return (
    <AdminRepassesView
      mes={mes}
      onMesChange={setMes}
      repasses={repasses.data}
      erro={repasses.error && !repasses.data ? repasses.error.mensagem : null}
      onRetry={() => void repasses.mutate()}
      hoje={hojeNaAgencia()}
      imoveis={imoveis}
      onPagar={pagar}
      onRegistrarDespesa={registrarDespesa}
      onRemoverDespesa={removerDespesa}
      errosDoErro={errosDoServidor}
      onBaixarExtrato={baixarExtrato}
      baixando={extrato.baixando}
      onBaixarComprovante={baixarComprovante}
    />
  );
}
