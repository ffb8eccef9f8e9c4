import {
  isPdf,
  MAX_PDF_VERIFICACAO_BYTES,
  MSG_ASSINATURAS,
  normalizarCodigoVerificacao,
  type Verificacao,
} from '@morada/domain';
import { lerMultipartComArquivo } from '../../http/arquivos';
import { endpoint } from '../../http/endpoint';
import { limitePorIp } from './limite';
import { badRequest, notFound, tooLarge } from '../../http/errors';
import { documentoPorCodigo, documentoPorShaFinal, type DocumentoInterno } from './assinaturas.repository';
import { sha256 } from './assinaturas.service';

const E = MSG_ASSINATURAS.api;

/** Verifications per IP, like the other public reads that could be used to guess: 30 per 10 minutes. */
const limite = limitePorIp('verificacao-ip', 30);

/** What anyone may see of a signed document: names and times, never e-mails or IPs. */
const valido = (d: DocumentoInterno): Verificacao => ({
  valido: true,
  mensagem: E.valido,
  documento: {
    titulo: d.titulo,
    codigoVerificacao: d.codigoVerificacao!,
    concluidoEm: d.concluidoEm!,
    sha256: d.sha256Final!,
    partes: d.signatarios.map((s) => ({ nome: s.nome, papel: s.papel, assinadoEm: s.assinadoEm! })),
  },
});

export const endpointsVerificacao = [
  endpoint('GET /api/verificacao/{codigo}', async ({ c, deps, params }) => {
    await limite(c);
    const codigo = normalizarCodigoVerificacao(params.codigo);
    const doc = codigo ? await documentoPorCodigo(deps.db, codigo) : undefined;
    if (!doc || doc.status !== 'concluido') throw notFound(E.verificacaoNaoEncontrada);
    return c.json(valido(doc));
  }),
  endpoint('POST /api/verificacao', async ({ c, deps }) => {
    await limite(c);
    const { arquivo } = await lerMultipartComArquivo(c);
    if (!arquivo)
      throw badRequest(MSG_ASSINATURAS.campos.arquivo, [{ arquivo: MSG_ASSINATURAS.campos.arquivo }]);
    if (arquivo.size > MAX_PDF_VERIFICACAO_BYTES) throw tooLarge();
    const bytes = new Uint8Array(await arquivo.arrayBuffer());
    if (!isPdf(bytes)) throw badRequest(E.naoPdf, [{ arquivo: E.naoPdf }]);
    const doc = await documentoPorShaFinal(deps.db, sha256(bytes));
    return c.json(
      doc ? valido(doc) : ({ valido: false, mensagem: E.invalido, documento: null } as Verificacao),
    );
  }),
];
