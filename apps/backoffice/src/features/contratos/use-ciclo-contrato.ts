import {
  api,
  criarEnvioIdempotente,
  invalidar,
  useAditivos,
  useGarantia,
  type Arquivo,
} from '@morada/api-client';
import {
  ACOES_API,
  MSG,
  MSG_ACERTO,
  MSG_CICLO_UI,
  type AditivoEntradaValida,
  type Contrato,
  type DevolucaoEntrada,
  type GarantiaEntradaValida,
  type JanelaVencimento,
  type RescisaoEntradaValida,
} from '@morada/domain';
import { baixarArquivo } from '@morada/ui/data-toolbar';
import type { CicloContratoProps } from '@morada/ui/views/admin-contratos';
import { useEffect, useState } from 'react';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';

const T = MSG_CICLO_UI.avisos;

/** What the contract changes reach: its list (and guarantee), the free properties, the dashboard. */
const atualizarTelas = () =>
  Promise.all([invalidar('contratos'), invalidar('anuncios'), invalidar('dashboard')]);

/**
 * The contract list's guarantee, renewal, rescisão and PDF actions, wired to the API: state of the
 * open dialogs, their fetches, toasts and the refresh of what each change touches. `vencendoEm`
 * is the 'A vencer' window the page lists.
 */
export const useCicloContrato = (
  vencendoEm: JanelaVencimento | null,
  onVencendoEmChange: (janela: JanelaVencimento | null) => void,
): CicloContratoProps => {
  const [garantiaDe, setGarantiaDe] = useState<Contrato | null>(null);
  // One Idempotency-Key per rescisão submission (the same one when that submission is resent).
  const [enviarRescisao] = useState(criarEnvioIdempotente);
  const [enviarDevolucao] = useState(criarEnvioIdempotente);
  const garantia = useGarantia(garantiaDe?._id);
  const [salvandoGarantia, setSalvandoGarantia] = useState(false);
  const [errosGarantia, setErrosGarantia] = useState<Record<string, string> | undefined>();
  const [renovandoDe, setRenovandoDe] = useState<Contrato | null>(null);
  const aditivos = useAditivos(renovandoDe?._id);

  useEffect(() => {
    if (garantia.error)
      toastErro(garantia.error, T.erroCarregarGarantia, T.erroCarregarGarantia, ACOES_API.obterGarantia);
  }, [garantia.error]);
  useEffect(() => {
    if (aditivos.error)
      toastErro(aditivos.error, T.erroCarregarAditivos, T.erroCarregarAditivos, ACOES_API.listarAditivos);
  }, [aditivos.error]);

  const salvarGarantia = async (contrato: Contrato, dados: GarantiaEntradaValida) => {
    setSalvandoGarantia(true);
    setErrosGarantia(undefined);
    try {
      await api.ciclo.garantia.salvar(contrato._id, dados);
      toastSucesso(T.garantiaSalva, contrato.numero);
      await atualizarTelas();
    } catch (e) {
      setErrosGarantia(errosDoServidor(e));
      toastErro(e, MSG.detalhe.erroTitulo, T.erroGarantia, ACOES_API.salvarGarantia);
      throw e;
    } finally {
      setSalvandoGarantia(false);
    }
  };

  const removerGarantia = async (contrato: Contrato) => {
    try {
      await api.ciclo.garantia.remover(contrato._id);
      toastSucesso(T.garantiaRemovida, contrato.numero);
      await atualizarTelas();
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, T.erroRemoverGarantia, ACOES_API.removerGarantia);
      throw e;
    }
  };

  const renovar = async (contrato: Contrato, dados: AditivoEntradaValida) => {
    try {
      const aditivo = await api.ciclo.aditivos.criar(contrato._id, dados);
      toastSucesso(T.contratoRenovado(aditivo.ordem), contrato.numero);
      await atualizarTelas();
      return aditivo;
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, T.erroRenovar, ACOES_API.renovarContrato);
      throw e;
    }
  };

  const simular = async (contrato: Contrato, dados: RescisaoEntradaValida) => {
    try {
      return await api.ciclo.rescisao.simular(contrato._id, dados);
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, T.erroSimular, ACOES_API.simularRescisao);
      throw e;
    }
  };

  const rescindir = async (contrato: Contrato, dados: RescisaoEntradaValida) => {
    try {
      const rescisao = await enviarRescisao([contrato._id, dados], (chave) =>
        api.ciclo.rescisao.registrar(contrato._id, dados, chave),
      );
      toastSucesso(T.contratoRescindido, contrato.numero);
      await atualizarTelas();
      return rescisao;
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, T.erroRescindir, ACOES_API.registrarRescisao);
      throw e;
    }
  };

  const devolver = async (contrato: Contrato, dados: DevolucaoEntrada) => {
    try {
      const rescisao = await enviarDevolucao([contrato._id, dados], (chave) =>
        api.ciclo.rescisao.devolver(contrato._id, dados, chave),
      );
      await atualizarTelas();
      return rescisao;
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, MSG_ACERTO.ui.erroDevolver, ACOES_API.registrarDevolucaoRescisao);
      throw e;
    }
  };

  const baixar = (ler: () => Promise<Arquivo>, padrao: string, acao: string) =>
    void ler()
      .then(({ blob, nomeArquivo }) => baixarArquivo(blob, nomeArquivo ?? padrao))
      .catch((e: unknown) => toastErro(e, MSG.detalhe.erroTitulo, T.erroBaixar, acao));

  return {
    vencendoEm,
    onVencendoEmChange,
    garantiaDe,
    onGarantiaDeChange: (c) => {
      setErrosGarantia(undefined);
      setGarantiaDe(c);
    },
    garantia: garantia.data,
    garantiaLoading: garantia.isLoading,
    garantiaLoadFailed: !!garantia.error && garantia.data === undefined,
    onGarantiaRetry: () => void garantia.mutate(),
    salvandoGarantia,
    errosGarantia,
    onSalvarGarantia: salvarGarantia,
    onRemoverGarantia: removerGarantia,
    renovandoDe,
    onRenovandoDeChange: setRenovandoDe,
    aditivos: aditivos.data,
    aditivosLoading: aditivos.isLoading,
    onRenovar: renovar,
    onSimularRescisao: simular,
    onConfirmarRescisao: rescindir,
    onDevolverRescisao: devolver,
    onBaixarDocumento: (c) =>
      baixar(() => api.ciclo.documento(c._id), `contrato-${c.numero}.pdf`, ACOES_API.baixarContrato),
    onBaixarTermoAditivo: (c, a) =>
      baixar(
        () => api.ciclo.aditivos.termo(c._id, a.id),
        `termo-aditivo-${a.ordem}-${c.numero}.pdf`,
        ACOES_API.baixarTermoAditivo,
      ),
    onBaixarTermoRescisao: (c) =>
      baixar(
        () => api.ciclo.rescisao.termo(c._id),
        `termo-rescisao-${c.numero}.pdf`,
        ACOES_API.baixarTermoRescisao,
      ),
  };
};
