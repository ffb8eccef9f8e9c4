import { MSG_COBRANCA_BANCARIA } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { obterArquivoRemessa } from './remessas.repository';
import { gerarRemessaDaConta, remessasDaConta } from './remessas.service';

export const endpointsRemessas = [
  endpoint('GET /api/cobranca/contas/{id}/remessas', async ({ c, deps, params }) =>
    c.json(await remessasDaConta(deps, params.id)),
  ),
  endpoint('POST /api/cobranca/contas/{id}/remessas', async ({ c, deps, params, usuario }) =>
    c.json(await gerarRemessaDaConta(deps, params.id, usuario.id), 201),
  ),
  endpoint('GET /api/cobranca/remessas/{id}/arquivo', async ({ c, deps, params }) => {
    const arquivo = await obterArquivoRemessa(deps.db, params.id);
    if (!arquivo) throw notFound(MSG_COBRANCA_BANCARIA.api.remessaNaoEncontrada);
    // Bank files are plain ASCII (the writer strips accents): sent byte for byte as generated.
    return c.body(arquivo.conteudo, 200, {
      'Content-Type': 'text/plain; charset=us-ascii',
      'Content-Disposition': `attachment; filename="${arquivo.nomeArquivo}"`,
      'Cache-Control': 'no-store',
    });
  }),
];
