import { clienteCobrancaSchema, cobrancaSchema, MSG, MSG_SERVIDOR, paraReais } from '@morada/domain';
import { Hono, type Context } from 'hono';
import { requireAdmin, requireAuth } from '../../http/auth';
import type { AppEnv, SessionUser } from '../../http/context';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { idDoParametro, readJson } from '../../http/validate';
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
const pagamentoVisivel = async (c: Context<AppEnv>, id: string): Promise<PagamentoCobranca> => {
  const p = await obterPagamentoCobranca(c.var.deps.db, idDoParametro(id));
  if (!p || p.status === 'CANCELLED') throw notFound(MSG.api.boletoNaoEncontrado);
  const u: SessionUser = c.var.usuario;
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

// Mounted at /api/financeiro (DESIGN §6): the spec's /{billing-provider}/... calls.
export const financeiroRoutes = new Hono<AppEnv>()
  .get('/boletos/pdf/:id', requireAuth, async (c) => {
    const p = await pagamentoVisivel(c, c.req.param('id'));
    if (c.req.query('tipo') === 'recibo') return recibo(c, p);
    if (!p.linhaDigitavel || !p.providerId) throw conflict(MSG_SERVIDOR.financeiro.boletoNaoEmitido);
    const provider = getBillingProvider(c.var.deps);
    if (provider.baixarBoletoPdf && !p.providerId.startsWith('local_')) {
      try {
        return pdf(c, await provider.baixarBoletoPdf(p.providerId), `boleto-${p.competencia}.pdf`);
      } catch (e) {
        throw falhaProvider(MSG.locatario.naoFoiPossivelBaixarBoleto, e);
      }
    }
    return pdf(c, await pdfBoletoLocal(c.var.deps, p), `boleto-${p.competencia}.pdf`);
  })
  .get('/recibos/:id', requireAuth, async (c) => recibo(c, await pagamentoVisivel(c, c.req.param('id'))))
  .get('/boletos/:customerId', requireAuth, async (c) => {
    const deps = c.var.deps;
    const customerId = idDoParametro(c.req.param('customerId'));
    const u = c.var.usuario;
    if (u.perfil !== 'admin' && customerId !== u.id) throw forbidden();
    if (!(await buscarUsuarioRow(deps.db, customerId))) throw notFound(MSG.api.usuarioNaoEncontrado);
    const { hoje, feriados } = await diaDaAgencia(deps);
    const boletos = (await pagamentosDoInquilino(deps.db, customerId)).map((p) =>
      paraBoleto(p, hoje, feriados),
    );
    c.header('X-Total-Count', String(boletos.length));
    return c.json(boletos);
  })
  .post('/clientes', requireAdmin, async (c) => {
    const deps = c.var.deps;
    const { usuarioId } = await readJson(c, clienteCobrancaSchema);
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
  })
  .post('/cobrancas', requireAdmin, async (c) => {
    const deps = c.var.deps;
    const { pagamentoId } = await readJson(c, cobrancaSchema);
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
  });
