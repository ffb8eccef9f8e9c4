import { paraReais, somarDiasData, type RepassesSemana, somarMesesAoMes } from '@morada/domain';
import type { Db } from '../../db/database';
import { repassesEmAberto } from '../repasses';
import type { Periodo } from './dashboard.indicadores';
import { mesesComRepasseAberto, taxasPagasDoMes } from './dashboard.repository';

/** How far ahead 'Repasses da semana' looks (days after today). */
export const DIAS_REPASSES_SEMANA = 7;
/**
 * How far back it looks for overdue ones (this month and the two before): older open receipts
 * are left to /admin/repasses, so the dashboard stays within its budget (DESIGN §9).
 */
export const MESES_REPASSES_ATRASADOS = 2;

/**
 * The owners' side of the dashboard, with the repasses' own rules (repassesEmAberto runs
 * calcularRepasse with each contract's resolved terms), so the figures match /admin/repasses:
 *   receitaAdministracao: the fees on the rent received this month — those of the month's paid
 *   repasses as they were paid, plus those of its unpaid ones;
 *   repassesSemana: unpaid repasses with receipts (liberado) and a balance to pay (not negative),
 *   due by today + 7 days; those of the two months before are overdue, so they count too.
 * Only months with receipts not passed on are computed (usually this one and perhaps the last).
 */
export const repassesDoDashboard = async (
  db: Db,
  p: Periodo,
): Promise<{ receitaAdministracao: number; repassesSemana: RepassesSemana }> => {
  const limite = somarDiasData(p.hoje, DIAS_REPASSES_SEMANA);
  const desde = `${somarMesesAoMes(p.mes, -MESES_REPASSES_ATRASADOS)}-01`;
  const [meses, taxasPagas] = await Promise.all([
    mesesComRepasseAberto(db, desde, p.hoje),
    taxasPagasDoMes(db, p.mes),
  ]);
  let taxasAbertas = 0;
  let quantidade = 0;
  let valor = 0;
  const porMes = await Promise.all(
    meses.map(async (mes) => ({ mes, abertos: await repassesEmAberto(db, mes) })),
  );
  for (const { mes, abertos } of porMes) {
    for (const { repasse: r } of abertos) {
      if (mes === p.mes) taxasAbertas += r.totais.taxaAdministracao + r.totais.taxaIntermediacao;
      if (r.status === 'liberado' && r.totais.liquido >= 0 && r.dataPrevista <= limite) {
        quantidade += 1;
        valor += r.totais.liquido;
      }
    }
  }
  return {
    receitaAdministracao: paraReais(taxasPagas + taxasAbertas),
    repassesSemana: { quantidade, valor: paraReais(valor) },
  };
};
