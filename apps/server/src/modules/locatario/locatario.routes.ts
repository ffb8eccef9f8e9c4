import {
  type AcertoLocatario,
  hojeNaAgencia,
  MSG,
  paraReais,
  type ContratoResumo,
  type Evento,
  type LocatarioResumo,
  somarMesesAoMes,
  vencimentoDoMes,
} from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { listarAditivos } from '../contratos';
import { diaDaAgencia } from '../configuracoes';
import { listarDocumentosDoContrato } from '../juridico';
import { listarDoUsuario } from '../notificacoes';
import { listarPorInquilino, paraPagamento } from '../pagamentos';
import { obterRescisao, paraRescisao } from '../rescisoes';
import { documentosDeLaudo } from '../vistorias';
import { documentosDoLocatario } from './locatario.documentos';
import { contratoDoInquilino, proximoVencimentoEmAberto } from './locatario.repository';

/** The tenant's area: tenants only, and only their own data (DESIGN §2). */
export const endpointsLocatario = [
  endpoint('GET /api/locatario/resumo', async ({ c, deps: { db, now }, usuario }) => {
    const usuarioId = usuario.id;
    const hoje = hojeNaAgencia(now());
    // The active contract first; otherwise the most recent one, so a finished tenant still sees it.
    const ct = await contratoDoInquilino(db, usuarioId);

    const contrato: ContratoResumo | null = ct
      ? {
          id: ct.id,
          numero: ct.numero,
          endereco: ct.endereco,
          bairro: ct.bairro,
          cidade: ct.cidade,
          dataInicio: ct.data_inicio,
          dataFim: ct.data_fim,
          valor: paraReais(ct.aluguel_centavos),
          status: ct.status,
          diaVencimento: ct.dia_vencimento,
        }
      : null;

    const [docs, notificacoes, proximo, rescisao] = await Promise.all([
      // Bound by the contract's id: a número typed on a document grants nothing.
      ct ? listarDocumentosDoContrato(db, ct.id) : Promise.resolve([]),
      listarDoUsuario(db, usuarioId),
      ct ? proximoVencimentoEmAberto(db, ct.id, hoje) : Promise.resolve(undefined),
      ct ? obterRescisao(db, ct.id) : Promise.resolve(undefined),
    ]);

    const proximosEventos: Evento[] = [];
    if (ct && ct.status === 'Ativo') {
      // Without generated payments the next due date still follows the contract's due day.
      let data = proximo;
      if (!data) {
        const desteMes = vencimentoDoMes(hoje.slice(0, 7), ct.dia_vencimento);
        data =
          desteMes >= hoje
            ? desteMes
            : vencimentoDoMes(somarMesesAoMes(hoje.slice(0, 7), 1), ct.dia_vencimento);
      }
      if (data <= ct.data_fim) proximosEventos.push({ titulo: MSG.locatario.vencimentoAluguel, data });
    }
    for (const d of docs) {
      const data = d.created_at.slice(0, 10);
      if (d.tipo === 'Vistoria' && data >= hoje)
        proximosEventos.push({ titulo: MSG.locatario.vistoriaAgendada, data });
    }
    proximosEventos.sort((a, b) => a.data.localeCompare(b.data));

    const resumo: LocatarioResumo = {
      contrato,
      documentos: documentosDoLocatario(
        ct,
        rescisao,
        docs,
        ct ? await listarAditivos(db, ct.id) : [],
        ct ? await documentosDeLaudo(db, ct) : [],
      ),
      notificacoes,
      proximosEventos,
    };
    return c.json(resumo);
  }),
  endpoint('GET /api/locatario/pagamentos', async ({ c, deps, usuario }) => {
    const { hoje, feriados } = await diaDaAgencia(deps);
    const lista = (await listarPorInquilino(deps.db, usuario.id)).map((p) =>
      paraPagamento(p, hoje, feriados),
    );
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  }),
  // The settlement of the tenant's ended contract in money: the charge (also in /pagamentos) and
  // what the administration gives back ("a receber"); null without a rescisão.
  endpoint('GET /api/locatario/acerto', async ({ c, deps: { db }, usuario }) => {
    const ct = await contratoDoInquilino(db, usuario.id);
    const gravada = ct ? await obterRescisao(db, ct.id) : undefined;
    if (!gravada) return c.json(null);
    const r = paraRescisao(gravada);
    const acerto: AcertoLocatario = {
      contratoNumero: r.contratoNumero,
      dataSaida: r.dataSaida,
      cobranca: r.cobranca,
      devolucao: r.devolucao,
    };
    return c.json(acerto);
  }),
];
