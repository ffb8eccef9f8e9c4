import { hojeNaAgencia, MSG_VISTORIAS, type DocumentoContrato } from '@morada/domain';
import type { Db } from '../../db/database';
import { laudosDoContrato, urlLaudo } from './vistorias.repository';

/**
 * The contract's laudos as documents of the contract (the tenant's area lists them, where the
 * greyed "Vistoria" used to be the only trace): one per concluded vistoria, dated by its conclusion.
 */
export const documentosDeLaudo = async (
  db: Db,
  contrato: { id: string; numero: string },
): Promise<DocumentoContrato[]> =>
  (await laudosDoContrato(db, contrato.id)).map((l) => ({
    id: `vistoria-${l.id}`,
    titulo: MSG_VISTORIAS.laudo.tituloDocumento(MSG_VISTORIAS.tipos[l.tipo], contrato.numero),
    data: hojeNaAgencia(new Date(l.concluidaEm)),
    arquivo: urlLaudo(l.id),
  }));
