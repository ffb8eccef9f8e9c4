import {
  hojeNaAgencia,
  MSG_ASSINATURAS,
  MSG_CICLO_DOC,
  MSG_VISTORIAS,
  type Contrato,
  type TipoDocumentoAssinatura,
} from '@morada/domain';
import type { Deps } from '../../http/context';
import { notFound } from '../../http/errors';
import { gerarTermoAditivoPdf } from '../aditivos';
import { gerarContratoPdf, listarAditivos, obterAditivo, obterGarantia } from '../contratos';
import { gerarTermoRescisaoPdf, obterRescisao, paraRescisao } from '../rescisoes';
import { laudoParaAssinar } from '../vistorias';

const E = MSG_ASSINATURAS.api;

/** The PDF of a contract's document as its own producer draws it, with its title. */
export const gerarDocumentoParaAssinar = async (
  deps: Deps,
  contrato: Contrato,
  tipo: TipoDocumentoAssinatura,
  ids: { aditivoId?: string | undefined; vistoriaId?: string | undefined },
): Promise<{ titulo: string; bytes: Uint8Array; referenciaId: string | null }> => {
  const garantia = async () =>
    (await obterGarantia(deps.db, contrato._id, hojeNaAgencia(deps.now()))) ?? null;
  switch (tipo) {
    case 'contrato':
      return {
        titulo: MSG_CICLO_DOC.contrato.tituloDocumento(contrato.numero),
        bytes: await gerarContratoPdf(
          deps,
          contrato,
          await garantia(),
          await listarAditivos(deps.db, contrato._id),
        ),
        referenciaId: null,
      };
    case 'aditivo': {
      const { aditivoId } = ids;
      const aditivo = aditivoId ? await obterAditivo(deps.db, contrato._id, aditivoId) : undefined;
      if (!aditivo) throw notFound(E.aditivoNaoEncontrado);
      return {
        titulo: MSG_CICLO_DOC.aditivo.tituloDocumento(aditivo.ordem, contrato.numero),
        bytes: await gerarTermoAditivoPdf(deps, contrato, aditivo, await garantia()),
        referenciaId: aditivo.id,
      };
    }
    case 'termo_rescisao': {
      const r = await obterRescisao(deps.db, contrato._id);
      if (!r) throw notFound(E.rescisaoNaoEncontrada);
      return {
        titulo: MSG_CICLO_DOC.termo.tituloDocumento(contrato.numero),
        bytes: await gerarTermoRescisaoPdf(deps, contrato, paraRescisao(r)),
        referenciaId: null,
      };
    }
    case 'laudo_vistoria': {
      // The laudo the vistorias module stored at conclusion, byte for byte (not drawn again here).
      const { vistoriaId } = ids;
      const laudo = vistoriaId ? await laudoParaAssinar(deps, contrato._id, vistoriaId) : undefined;
      if (!laudo || !vistoriaId) throw notFound(E.laudoNaoEncontrado);
      return {
        titulo: MSG_VISTORIAS.laudo.tituloDocumento(MSG_VISTORIAS.tipos[laudo.tipo], contrato.numero),
        bytes: laudo.bytes,
        referenciaId: vistoriaId,
      };
    }
  }
};
