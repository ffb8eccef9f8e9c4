import { randomUUID } from 'node:crypto';
import { destinoDoCusto, formatCompetencia, hojeNaAgencia, MSG_CHAMADOS } from '@morada/domain';
import type { Db } from '../../db/database';
import type { Deps, SessionUser } from '../../http/context';
import { conflict } from '../../http/errors';
import { inserirDespesa } from '../repasses';
import { alterarChamado, inserirEventos } from './chamados-escrita.repository';
import type { ChamadoLido } from './chamados.repository';
import { evento, reais } from './chamados.service';
import { somarAoProximoPagamento } from './custos.repository';

const M = MSG_CHAMADOS;

/**
 * Where a concluded chamado's cost goes (destinoDoCusto), written in the conclusion's own
 * transaction: the owner's → an expense of his next repasse (repasses' public face), with the
 * receipt, so it shows once in his repasse and statement; the tenant's → his next open payment
 * (its boleto re-issued after the commit); the agency's → stays on the chamado with the receipt
 * (Morada keeps no ledger of the agency's own expenses yet).
 */
export const destinarCusto = (
  deps: Deps,
  usuario: SessionUser,
  ch: ChamadoLido,
  comprovante: { caminho: string; nome: string } | undefined,
) => {
  const valor = ch.valorCentavos ?? 0;
  let boleto: string | undefined;
  const registrar = async (trx: Db, texto: string, ligacao: { despesaId?: string; pagamentoId?: string }) => {
    await inserirEventos(trx, ch.id, [evento(deps, usuario, 'concluido', texto)]);
    await alterarChamado(trx, ch.id, 'concluido', ligacao, deps.now().toISOString());
  };
  const gravar = async (trx: Db) => {
    switch (destinoDoCusto(ch.responsavel!)) {
      case 'despesa_do_repasse': {
        const despesaId = randomUUID();
        await inserirDespesa(
          trx,
          {
            id: despesaId,
            imovelId: ch.imovelId,
            imovelTitulo: ch.imovelTitulo,
            proprietarioId: ch.proprietarioId!,
            data: hojeNaAgencia(deps.now()),
            descricao: M.despesa(ch.numero, M.categorias[ch.categoria]),
            valor,
          },
          deps.now().toISOString(),
          usuario.id,
          comprovante,
        );
        await registrar(trx, M.eventos.custoNoRepasse(reais(valor)), { despesaId });
        return;
      }
      case 'proximo_boleto': {
        const p = await somarAoProximoPagamento(trx, ch.contratoId, valor, deps.now());
        if (!p) throw conflict(M.api.semPagamentoAberto);
        if (p.temBoleto) boleto = p.id;
        await registrar(trx, M.eventos.custoNoBoleto(reais(valor), formatCompetencia(p.competencia)), {
          pagamentoId: p.id,
        });
        return;
      }
      default:
        await registrar(trx, M.eventos.custoDaImobiliaria(reais(valor)), {});
    }
  };
  return { gravar, boletoAReemitir: () => boleto };
};
