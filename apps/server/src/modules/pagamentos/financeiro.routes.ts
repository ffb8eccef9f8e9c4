import { MSG, MSG_SERVIDOR, paraReais } from '@morada/domain';
import type { Context } from 'hono';
import type { AppEnv, Deps, SessionUser } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { diaDaAgencia } from '../configuracoes';
import { principalAberto } from './pagamentos.repository';
import { getBillingProvider } from './boletos/billing';
import { pdfBoletoLocal, pdfRecibo } from './documentos';
import {
  descricaoPagamento,
  obterPagamentoCobranca,
  pagamentosDoInquilino,
  paraBoleto,
  salvarBoletoEmitido,
  type PagamentoCobranca,
} from './financeiro.repository';
import { buscarUsuarioRow } from '../usuarios';

/** The provider failed: 502 with the spec's service message, the cause only in the log. */
const falhaProvider = (mensagem: string, causa: unknown) => {
  console.error(mensagem, causa);
  return new HttpError(502, 'ERRO_PROVEDOR', mensagem);
};

/** Admin sees every payment; anyone else only payments of their own contracts. */
const pagamentoVisivel = async (deps: Deps, u: SessionUser, id: string): Promise<PagamentoCobranca> => {
  const p = await obterPagamentoCobranca(deps.db, id);
  if (!p || p.status === 'CANCELLED') throw notFound(MSG.api.boletoNaoEncontrado);
  if (u.perfil !== 'admin' && p.inquilino.id !== u.id) throw forbidden();
  return p;
};

const pdf = (c: Context<AppEnv>, bytes: Uint8Array, nome: string) =>
  c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${nome}"`,
    'Cache-Control': 'private, no-store',
  });

const recibo = async (c: Context<AppEnv>, p: PagamentoCobranca) => {
  if (p.status !== 'RECEIVED') throw conflict(MSG_SERVIDOR.financeiro.reciboIndisponivel);
  return pdf(c, await pdfRecibo(c.var.deps, p), `recibo-${p.competencia}.pdf`);
};

/** DESIGN §6: the spec's /{billing-provider}/... calls, under /api/financeiro. */
export const endpointsFinanceiro = [
  endpoint('GET /api/financeiro/boletos/pdf/{id}', async ({ c, deps, usuario, params, query }) => {
    const p = await pagamentoVisivel(deps, usuario, params.id);
    if (query.tipo === 'recibo') return recibo(c, p);
    if (!p.linhaDigitavel || !p.providerId) throw conflict(MSG_SERVIDOR.financeiro.boletoNaoEmitido);
    const provider = getBillingProvider(deps);
    if (provider.baixarBoletoPdf && !p.providerId.startsWith('local_')) {
      try {
        return pdf(c, await provider.baixarBoletoPdf(p.providerId), `boleto-${p.competencia}.pdf`);
      } catch (e) {
        throw falhaProvider(MSG.locatario.naoFoiPossivelBaixarBoleto, e);
      }
    }
    return pdf(c, await pdfBoletoLocal(deps, p), `boleto-${p.competencia}.pdf`);
  }),
  endpoint('GET /api/financeiro/recibos/{id}', async ({ c, deps, usuario, params }) =>
    recibo(c, await pagamentoVisivel(deps, usuario, params.id)),
  ),
  endpoint(
    'GET /api/financeiro/boletos/{customerId}',
    async ({ c, deps, usuario, params: { customerId } }) => {
      if (usuario.perfil !== 'admin' && customerId !== usuario.id) throw forbidden();
      if (!(await buscarUsuarioRow(deps.db, customerId))) throw notFound(MSG.api.usuarioNaoEncontrado);
      const { hoje, feriados } = await diaDaAgencia(deps);
      const boletos = (await pagamentosDoInquilino(deps.db, customerId)).map((p) =>
        paraBoleto(p, hoje, feriados),
      );
      c.header('X-Total-Count', String(boletos.length));
      return c.json(boletos);
    },
  ),
  endpoint('POST /api/financeiro/clientes', async ({ c, deps, body: { usuarioId } }) => {
    const u = await buscarUsuarioRow(deps.db, usuarioId);
    if (!u) throw notFound(MSG.api.usuarioNaoEncontrado);
    const { id, nome, email, cpf, telefone } = u;
    try {
      return c.json(
        { id: await getBillingProvider(deps).garantirCliente({ id, nome, email, cpf, telefone }) },
        201,
      );
    } catch (e) {
      throw falhaProvider(MSG.locatario.erroCriarCliente, e);
    }
  }),
  endpoint('POST /api/financeiro/cobrancas', async ({ c, deps, body: { pagamentoId } }) => {
    const p = await obterPagamentoCobranca(deps.db, pagamentoId);
    if (!p) throw notFound(MSG.api.pagamentoNaoEncontrado);
    if (p.status === 'CANCELLED') throw conflict(MSG_SERVIDOR.pagamentoCancelado);
    if (p.status === 'RECEIVED') throw conflict(MSG.api.pagamentoJaPago);
    const provider = getBillingProvider(deps);
    try {
      // Re-issuing replaces the old boleto: cancel it at the provider so only one can be paid.
      if (p.providerId) await provider.cancelar(p.providerId);
      // After a partial payment the new boleto is for what is still open of the month.
      const aberto = paraReais(await principalAberto(deps.db, p.id));
      const emitido = await provider.emitir({
        pagamentoId: p.id,
        valor: aberto,
        vencimento: p.vencimento,
        descricao: descricaoPagamento(p),
        pagador: p.inquilino,
      });
      await salvarBoletoEmitido(deps.db, p.id, emitido);
    } catch (e) {
      throw falhaProvider(MSG.locatario.erroCriarCobranca, e);
    }
    const atualizado = (await obterPagamentoCobranca(deps.db, p.id))!;
    const { hoje, feriados } = await diaDaAgencia(deps);
    return c.json(paraBoleto(atualizado, hoje, feriados), 201);
  }),
];
