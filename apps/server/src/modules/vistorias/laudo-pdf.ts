import { formatData, hojeNaAgencia, MSG_CICLO_DOC, MSG_VISTORIAS } from '@morada/domain';
import type { Deps } from '../../http/context';
import { abrirDocumentoDoContrato, obterContrato, textoDoImovel } from '../contratos';
import { lerFotoGuardada } from './vistorias.arquivos';
import { arquivoDaFoto, type VistoriaLida } from './vistorias.repository';

const L = MSG_VISTORIAS.laudo;
const M = MSG_VISTORIAS;

/**
 * The laudo of a concluded vistoria, on the agency's letterhead: the property and the parties,
 * each room with its items (state, note and the inspector's photos), the meters and the keys,
 * the review period, then the signature lines.
 */
export const gerarLaudoPdf = async (deps: Deps, v: VistoriaLida): Promise<Uint8Array> => {
  const contrato = await obterContrato(deps.db, v.contratoId, hojeNaAgencia(deps.now()));
  const tipo = M.tipos[v.tipo];
  const { agencia, doc } = await abrirDocumentoDoContrato(
    deps,
    L.titulo(tipo, v.contratoNumero),
    L.tituloDocumento(tipo, v.contratoNumero),
  );
  if (contrato) doc.paragrafo(L.imovel(textoDoImovel(contrato)));
  doc.paragrafo(L.locatario(v.inquilinoNome));
  doc.paragrafo(L.vistoriador(v.vistoriadorNome, formatData(v.concluidaEm ?? v.realizadaEm)));
  if (v.prazoRevisaoAte) doc.paragrafo(L.prazo(formatData(v.prazoRevisaoAte)));
  for (const a of v.ambientes) {
    doc.secao(a.nome);
    for (const i of a.itens) {
      doc.paragrafo(L.item(i.nome, i.estado ? M.estados[i.estado] : M.semEstado), 10.5, true);
      if (i.observacao) doc.paragrafo(L.observacao(i.observacao));
      const jpegs: Uint8Array[] = [];
      for (const f of i.fotos) {
        const guardada = await arquivoDaFoto(deps.db, v.id, f.id);
        const bytes = guardada && (await lerFotoGuardada(deps.armazenamento, guardada.arquivo));
        if (bytes) jpegs.push(bytes);
      }
      await doc.fotos(jpegs);
    }
  }
  doc.secao(L.medidores);
  if (!v.medidores.length) doc.paragrafo(L.nenhum);
  for (const m of v.medidores) doc.paragrafo(L.leitura(M.medidores[m.tipo], m.leitura));
  doc.secao(L.chaves);
  if (!v.chaves.length) doc.paragrafo(L.nenhum);
  for (const k of v.chaves) doc.paragrafo(L.chave(k.descricao, k.quantidade));
  return doc
    .espaco(10)
    .assinaturas([agencia.nome, v.inquilinoNome, `${L.assinaturaVistoriador}: ${v.vistoriadorNome}`])
    .salvar(MSG_CICLO_DOC.pdf.pagina);
};
