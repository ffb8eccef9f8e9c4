import { randomBytes } from 'node:crypto';
import { codigoDeVerificacao, formatDataHora, MSG_ASSINATURAS, urlDeVerificacao } from '@morada/domain';
import type { Deps } from '../../http/context';
import { DocumentoPdf } from '../../lib/pdf/documento-pdf';
import { assinarPades } from '../../lib/pdf/pades';
import { getConfiguracao } from '../configuracoes';
import { concluirDocumento, type DocumentoInterno } from './assinaturas.repository';
import { evidenciasDoDocumento } from './links.repository';
import { certificadoParaAssinar } from './certificado';
import { sha256 } from './assinaturas.service';

const P = MSG_ASSINATURAS.pagina;
export const arquivoFinal = (docId: string) => `assinatura-${docId}-final.pdf`;

/** The signed original followed by a page with every signature's evidence, the hash and the verification code. */
const comPaginaDeAssinaturas = async (
  deps: Deps,
  doc: DocumentoInterno,
  original: Uint8Array,
  codigo: string,
) => {
  const pdf = await DocumentoPdf.continuar(original);
  pdf
    .titulo(P.titulo)
    .paragrafo(P.documento(doc.titulo))
    .paragrafo(P.hash)
    .paragrafo(doc.sha256, 9)
    .paragrafo(P.codigo(codigo), 10.5, true)
    .paragrafo(P.verifique(urlDeVerificacao(deps.env.PUBLIC_URL, codigo)));
  for (const e of await evidenciasDoDocumento(deps.db, doc.id)) {
    pdf
      .secao(P.signatario(MSG_ASSINATURAS.papeis[e.papel], e.nome))
      .paragrafo(P.email(e.email))
      .paragrafo(P.quando(formatDataHora(e.assinadoEm)))
      .paragrafo(P.ip(e.ip, P.metodos[e.metodo]))
      .paragrafo(P.agente(e.userAgent), 9);
  }
  pdf.espaco().paragrafo(P.base, 9);
  return pdf.salvarSemNumerar();
};

/**
 * When the last signatory signs: the final PDF (with the agency's PAdES signature when an A1
 * certificate is configured) is kept beside the original, with its SHA-256 and a verification code.
 */
export const concluirSeCompleto = async (deps: Deps, doc: DocumentoInterno): Promise<void> => {
  if (doc.status !== 'pendente' || doc.signatarios.some((s) => s.status !== 'assinado')) return;
  const original = await deps.armazenamento.ler('documentos', doc.arquivo);
  if (!original) throw new Error(`PDF do documento ${doc.id} ausente`);
  const codigo = codigoDeVerificacao(randomBytes(12));
  let bytes = await comPaginaDeAssinaturas(deps, doc, original, codigo);
  const cert = await certificadoParaAssinar(deps);
  if (cert) {
    const agencia = await getConfiguracao(deps.db);
    bytes = await assinarPades(bytes, cert.p12, cert.senha, {
      nome: cert.titular,
      motivo: P.titulo,
      local: agencia.endereco || agencia.nome,
      contato: agencia.emailAdministracao,
      quando: deps.now(),
    });
  }
  await deps.armazenamento.gravar('documentos', arquivoFinal(doc.id), bytes, 'application/pdf');
  await concluirDocumento(deps.db, doc.id, {
    concluidoEm: deps.now().toISOString(),
    codigo,
    arquivoFinal: arquivoFinal(doc.id),
    sha256Final: sha256(bytes),
  });
};
