import { randomUUID } from 'node:crypto';
import { hojeNaAgencia, somarMesesAoMes } from '@morada/domain';
import type { Deps } from '../../http/context';
import {
  inserirDespesa,
  mesesComRecebimentosAbertos,
  pagarRepasses,
  repassesEmAberto,
} from '../../modules/repasses';
import { salvarDadosRepasse } from '../../modules/usuarios';

/**
 * The demo owner's side: where their repasse goes (PIX), every month before the current one
 * passed on through the same service the admin uses (so the figures are the real ones, paid on
 * the 5th of the following month and recorded that day), and one open expense this month. The
 * current month stays liberado or previsto. Skipped without the demo owner or their contracts.
 */
export const seedRepasses = async (deps: Deps): Promise<void> => {
  const { db } = deps;
  const agora = deps.now();
  const hoje = hojeNaAgencia(agora);
  const mesAtual = hoje.slice(0, 7);
  const dono = await db
    .selectFrom('usuarios')
    .select(['id', 'nome'])
    .where('email', '=', 'proprietario@morada.com.br')
    .executeTakeFirst();
  const admin = await db
    .selectFrom('usuarios')
    .select('id')
    .where('perfil', '=', 'admin')
    .orderBy('data_cadastro')
    .executeTakeFirst();
  if (!dono) return;
  await salvarDadosRepasse(
    db,
    dono.id,
    {
      // The CPF as the agency verified it for paying the owner (valid check digits).
      documento: '32165498791',
      titular: dono.nome,
      banco: '001 - Banco do Brasil',
      agencia: '1234-5',
      conta: '67890-1',
      chavePix: 'proprietario@morada.com.br',
    },
    agora.toISOString(),
  );

  const meses = (await mesesComRecebimentosAbertos(db, dono.id, mesAtual)).sort();
  for (const mes of meses) {
    const [aberto] = await repassesEmAberto(db, mes, dono.id);
    if (!aberto?.recebimentos.length || aberto.repasse.totais.liquido < 0) continue;
    const dia5 = `${somarMesesAoMes(mes, 1)}-05`;
    // Recorded on the day it was paid (10:00 in São Paulo), so the owner's 'Repasse pago' notice
    // and the paid-at time are that day's, not the moment the demo was seeded.
    const pagoEm = dia5 < hoje ? new Date(`${dia5}T10:00:00-03:00`) : agora;
    await pagarRepasses(
      { ...deps, now: () => pagoEm },
      {
        repasses: [aberto.repasse._id],
        data: dia5 < hoje ? dia5 : hoje,
        meio: 'pix',
        comprovante: `PIX ${mes.replace('-', '')}-${dono.nome.split(' ')[0]!.toUpperCase()}`,
      },
      admin?.id ?? null,
    );
  }

  // The agency paid a repair on the first contract's property this month: it comes off the
  // current repasse.
  const imovel = await db
    .selectFrom('contratos as c')
    .innerJoin('imoveis as i', 'i.id', 'c.imovel_id')
    .select(['i.id', 'i.titulo'])
    .where('i.proprietario_id', '=', dono.id)
    .orderBy('c.numero', 'desc')
    .executeTakeFirst();
  if (!imovel) return;
  await inserirDespesa(
    db,
    {
      id: randomUUID(),
      imovelId: imovel.id,
      imovelTitulo: imovel.titulo,
      proprietarioId: dono.id,
      data: hoje,
      descricao: 'Conserto do aquecedor',
      valor: 180_00,
    },
    agora.toISOString(),
    admin?.id ?? null,
  );
};
