import { api, useBuscaOpcoes, useRelatorio } from '@morada/api-client';
import { ACOES_API, MSG, MSG_REPASSE, type TipoRelatorio } from '@morada/domain';
import { baixarArquivo } from '@morada/ui/data-toolbar';
import {
  AdminRelatoriosView,
  chaveDimob,
  chaveInformeProprietario,
  type AbaRelatorio,
  type DadosRelatorio,
} from '@morada/ui/views/admin-relatorios';
import { useEffect, useState } from 'react';
import { avisarEnvioDoRelatorio, toastErro } from '../../lib/notificar';
import { useArquivo } from '../../lib/use-arquivo';

const R = MSG.adminUi.relatorios;

/** Which server report (and which side of the annual statement) each tab shows. */
const FONTE: Record<AbaRelatorio, { tipo: TipoRelatorio; parte?: 'inquilino' | 'proprietario' }> = {
  receita: { tipo: 'receita' },
  inadimplencia: { tipo: 'inadimplencia' },
  ocupacao: { tipo: 'ocupacao' },
  extratoInquilinos: { tipo: 'extrato-anual', parte: 'inquilino' },
  extratoProprietarios: { tipo: 'extrato-anual', parte: 'proprietario' },
};

const ANO_ATUAL = new Date().getFullYear();
/** The current year and the five before it: what an agency's yearly statements look back on. */
const ANOS = Array.from({ length: 6 }, (_, i) => ANO_ATUAL - i);

export function RelatoriosPage() {
  const [aba, setAba] = useState<AbaRelatorio>('receita');
  const [ano, setAno] = useState(ANO_ATUAL);
  const [baixando, setBaixando] = useState<'csv' | 'pdf' | null>(null);
  const [enviando, setEnviando] = useState(false);
  const fonte = FONTE[aba];
  const filtro = { ano, parte: fonte.parte };
  const { data, error, isLoading, mutate } = useRelatorio(fonte.tipo, filtro);

  useEffect(() => {
    if (error) toastErro(error, R.erroCarregar, R.erroCarregar);
  }, [error]);

  // The owners' yearly documents: the DIMOB and each owner's informe de rendimentos.
  const documentos = useArquivo();
  // The informe's owner is searched on the server (100k users), not loaded whole.
  const proprietarios = useBuscaOpcoes('proprietario');
  const baixarDimob = (a: number) =>
    documentos.baixar(
      chaveDimob(a),
      () => api.repasses.dimob(a),
      `DIMOB_${a}.txt`,
      MSG_REPASSE.falhas.gerarDimob,
      ACOES_API.gerarDimob,
    );
  const baixarInforme = (id: string, a: number, f: 'pdf' | 'csv') =>
    documentos.baixar(
      chaveInformeProprietario(id, a, f),
      () => api.repasses.informe(id, a, f),
      `informe_rendimentos_${a}.${f}`,
      MSG_REPASSE.falhas.baixarInforme,
      ACOES_API.baixarInforme,
    );

  const relatorio = data ? ({ aba, dados: data } as DadosRelatorio) : undefined;

  const baixar = async (formato: 'csv' | 'pdf') => {
    setBaixando(formato);
    try {
      const { blob, nomeArquivo } = await api.relatorios.baixar(fonte.tipo, formato, filtro);
      baixarArquivo(blob, nomeArquivo ?? `relatorio.${formato}`);
    } catch (e) {
      toastErro(e, R.erroBaixar, R.erroBaixar);
    } finally {
      setBaixando(null);
    }
  };

  const enviar = async () => {
    setEnviando(true);
    try {
      const r = await api.dashboard.relatorio();
      avisarEnvioDoRelatorio(r);
    } catch (e) {
      toastErro(e, MSG.adminUi.dashboard.erroRelatorio, MSG.adminUi.dashboard.erroRelatorio);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <AdminRelatoriosView
      aba={aba}
      onAbaChange={setAba}
      ano={ano}
      anos={ANOS}
      onAnoChange={setAno}
      relatorio={relatorio}
      loading={isLoading}
      erro={error ? (error.mensagem ?? R.erroCarregar) : null}
      onRetry={() => void mutate()}
      onBaixar={(f) => void baixar(f)}
      baixando={baixando ?? documentos.baixando}
      onBaixarDimob={baixarDimob}
      proprietarios={proprietarios}
      onBaixarInforme={baixarInforme}
      onEnviar={() => void enviar()}
      enviando={enviando}
    />
  );
}
