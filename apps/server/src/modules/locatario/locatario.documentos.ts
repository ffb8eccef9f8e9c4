import { hojeNaAgencia, MSG, MSG_CICLO_DOC, type Aditivo, type DocumentoContrato } from '@morada/domain';
import { caminhoDownload } from '../juridico';

/** A legal document filed under the tenant's contract, as listarDocumentosDoContrato reads it. */
type Arquivado = {
  id: string;
  titulo: string;
  tipo: string;
  created_at: string;
  arquivo_path: string | null;
};

const L = MSG.locatario;

const semAcentos = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A filed document that is the lease itself — a 'Contrato' titled as one ("Contrato de Locação
 * CT-…", the demo's signed copy) — rather than another paper filed as 'Contrato' (the legal form's
 * default type: an aditivo filed that way keeps its own entry).
 */
const eOContrato = (d: Arquivado) =>
  d.tipo === 'Contrato' && semAcentos(d.titulo).startsWith('contrato de locacao');

/**
 * The tenant's documents, each once: first the lease, the PDF Morada draws from the contract (a
 * filed copy of the same lease is not listed again); then its termos aditivos; then the termo de rescisão, once the contract
 * ended; then the laudos of its vistorias; then the other documents of the contract, newest first. One without a file says why.
 */
export const documentosDoLocatario = (
  ct: { id: string; numero: string; data_inicio: string } | undefined,
  rescisao: { id: string; dataSaida: string } | undefined,
  arquivados: readonly Arquivado[],
  aditivos: readonly Pick<Aditivo, 'id' | 'ordem' | 'criadoEm'>[] = [],
  /** The laudos of the contract's vistorias (the vistorias module's documents). */
  laudos: readonly DocumentoContrato[] = [],
): DocumentoContrato[] => {
  if (!ct) return [];
  const contrato: DocumentoContrato = {
    id: `contrato-${ct.id}`,
    titulo: MSG_CICLO_DOC.contrato.tituloDocumento(ct.numero),
    data: ct.data_inicio,
    arquivo: `/api/contratos/${ct.id}/documento.pdf`,
  };
  const termo: DocumentoContrato[] = rescisao
    ? [
        {
          id: `rescisao-${rescisao.id}`,
          titulo: MSG_CICLO_DOC.termo.tituloDocumento(ct.numero),
          data: rescisao.dataSaida,
          arquivo: `/api/contratos/${ct.id}/rescisao/termo.pdf`,
        },
      ]
    : [];
  // Each termo aditivo right after the lease it amends, oldest first.
  const termosAditivos: DocumentoContrato[] = aditivos.map((a) => ({
    id: `aditivo-${a.id}`,
    titulo: MSG_CICLO_DOC.aditivo.tituloDocumento(a.ordem, ct.numero),
    data: hojeNaAgencia(new Date(a.criadoEm)),
    arquivo: `/api/contratos/${ct.id}/aditivos/${a.id}/termo.pdf`,
  }));
  return [
    contrato,
    ...termosAditivos,
    ...termo,
    ...laudos,
    ...arquivados
      .filter((d) => !eOContrato(d))
      .map((d) =>
        d.arquivo_path
          ? { id: d.id, titulo: d.titulo, data: d.created_at.slice(0, 10), arquivo: caminhoDownload(d.id) }
          : {
              id: d.id,
              titulo: d.titulo,
              data: d.created_at.slice(0, 10),
              arquivo: null,
              indisponivel:
                d.tipo === 'Vistoria' ? L.documentoIndisponivel.vistoria : L.documentoIndisponivel.outro,
            },
      ),
  ];
};
