import { certificadoCamposSchema, certificadoRespostaSchema, MSG_ASSINATURAS } from '@morada/domain';
import { lerMultipartComArquivo } from '../../http/arquivos';
import { endpoint } from '../../http/endpoint';
import { badRequest } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import { configurarCertificado, dadosDoCertificado, removerCertificado } from './certificado';

const E = MSG_ASSINATURAS.api;

/** The agency's A1 certificate that signs the final PDFs (PAdES): admin only. */
export const endpointsCertificado = [
  endpoint('GET /api/admin/assinaturas/certificado', async ({ c, deps }) =>
    c.json(certificadoRespostaSchema.parse({ certificado: await dadosDoCertificado(deps) })),
  ),
  endpoint('PUT /api/admin/assinaturas/certificado', async ({ c, deps }) => {
    const { campos, arquivo } = await lerMultipartComArquivo(c);
    const { senha } = parseOrThrow(certificadoCamposSchema, campos);
    if (!arquivo) throw badRequest(E.certificadoInvalido, [{ arquivo: E.certificadoInvalido }]);
    const certificado = await configurarCertificado(deps, new Uint8Array(await arquivo.arrayBuffer()), senha);
    return c.json({ certificado });
  }),
  endpoint('DELETE /api/admin/assinaturas/certificado', async ({ c, deps }) => {
    await removerCertificado(deps);
    return c.body(null, 204);
  }),
];
