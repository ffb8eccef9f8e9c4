import { formatData, MSG_CICLO_DOC, type Contrato, type Garantia } from '@morada/domain';
import type { Deps } from '../../http/context';
import { DocumentoPdf } from '../../lib/pdf/documento-pdf';
import { getConfiguracao } from '../configuracoes';
import { cidadeDoEndereco } from '../pagamentos';

const P = MSG_CICLO_DOC.pdf;

/** The agency as a contract's documents name it: on the letterhead, as locador and at the end. */
type Agencia = { nome: string; endereco: string };

/**
 * Opens a document of a contract (the contract itself, a termo aditivo): the agency's letterhead,
 * then the title.
 */
export const abrirDocumentoDoContrato = async (
  deps: Deps,
  titulo: string,
  tituloDocumento: string,
): Promise<{ agencia: Agencia; doc: DocumentoPdf }> => {
  const agencia = await getConfiguracao(deps.db);
  const doc = await DocumentoPdf.criar({ titulo: tituloDocumento, autor: agencia.nome, assunto: titulo });
  doc.cabecalho(agencia.nome, agencia.endereco).titulo(titulo);
  return { agencia, doc };
};

/** The property's line: title, address and city. */
export const textoDoImovel = (c: Contrato): string =>
  `${c.imovel.titulo} — ${c.imovel.endereco}, ${c.imovel.cidade}`;

/**
 * Closes the document: place and date (YYYY-MM-DD), then the lines to sign — the agency, the tenant,
 * a guarantor (who answers for the term only if they sign it too: Lei 8.245, art. 39) and two
 * witnesses.
 */
export const assinarDocumentoDoContrato = (
  doc: DocumentoPdf,
  agencia: Agencia,
  contrato: Contrato,
  garantia: Garantia | null,
  data: string,
): Promise<Uint8Array> => {
  const assinaturas = [agencia.nome, contrato.inquilino.nome];
  if (garantia?.tipo === 'fiador') assinaturas.push(`${P.assinaturaFiador}: ${garantia.nome}`);
  return doc
    .espaco(10)
    .paragrafo(P.localData(cidadeDoEndereco(agencia.endereco), formatData(data)))
    .assinaturas([...assinaturas, P.testemunha(1), P.testemunha(2)])
    .salvar(P.pagina);
};
