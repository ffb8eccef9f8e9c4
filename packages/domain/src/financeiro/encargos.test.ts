import { describe, expect, it } from 'vitest';
import { calcularSituacao, type Cobranca } from './encargos';

const regra = { multaPercentual: 2, jurosMensalPercentual: 1 };
const aluguel = (vencimento: string, valor = 250000, feriadosLocais: string[] = []): Cobranca => ({
  valor,
  vencimento,
  regra,
  feriadosLocais,
});

describe('multa e juros', () => {
  it('vencimento no sábado pago na segunda-feira não tem multa nem juros', () => {
    const s = calcularSituacao(aluguel('2026-11-21'), [{ data: '2026-11-23', valor: 250000 }], '2026-11-23');
    expect(s).toMatchObject({ prazo: '2026-11-23', quitado: true, totalAberto: 0, diasAtraso: 0 });
    expect(s.imputacoes[0]).toMatchObject({ juros: 0, multa: 0, principal: 250000 });
  });
  it('vencimento em feriado nacional ou local também vai ao próximo dia útil', () => {
    expect(calcularSituacao(aluguel('2026-11-20'), [], '2026-11-23').totalAberto).toBe(250000);
    expect(
      calcularSituacao(aluguel('2026-07-09', 250000, ['2026-07-09']), [], '2026-07-10').totalAberto,
    ).toBe(250000);
  });
  it('depois do prazo cobra multa uma vez e juros pro rata die desde o vencimento', () => {
    const s = calcularSituacao(aluguel('2026-11-21'), [], '2026-11-24');
    // 2 % de 2.500,00 = 50,00; 1 % a.m. por 3 dias = 2,50.
    expect(s).toMatchObject({ multaAberta: 5000, jurosAberto: 250, totalAberto: 255250, diasAtraso: 3 });
  });
  it('atravessa fim de mês de ano bissexto contando os dias de calendário', () => {
    const s = calcularSituacao(aluguel('2024-02-29', 300000), [], '2024-03-04');
    expect(s).toMatchObject({ diasAtraso: 4, multaAberta: 6000, jurosAberto: 400 });
  });
  it('arredonda meio centavo para cima', () => {
    // 2 % de 100,25 = 2,005 → 2,01.
    expect(calcularSituacao(aluguel('2026-11-10', 10025), [], '2026-11-11').multaAberta).toBe(201);
  });
  it('pagamento parcial deixa o restante em aberto e o restante continua rendendo juros', () => {
    const c = aluguel('2026-11-10');
    const parcial = calcularSituacao(c, [{ data: '2026-11-10', valor: 100000 }], '2026-11-20');
    expect(parcial).toMatchObject({
      quitado: false,
      principalAberto: 150000,
      multaAberta: 3000,
      jurosAberto: 500,
      totalAberto: 153500,
      recebido: 100000,
    });
    // Um segundo valor paga primeiro os juros, depois a multa, depois o principal.
    const depois = calcularSituacao(
      c,
      [
        { data: '2026-11-10', valor: 100000 },
        { data: '2026-11-20', valor: 100000 },
      ],
      '2026-11-30',
    );
    expect(depois.imputacoes[1]).toMatchObject({ juros: 500, multa: 3000, principal: 96500, excedente: 0 });
    // 53.500 em aberto por mais 10 dias: 1 % × 10/30 = 178,33 centavos → 178; sem nova multa.
    expect(depois).toMatchObject({
      principalAberto: 53500,
      multaAberta: 0,
      jurosAberto: 178,
      totalAberto: 53678,
    });
  });
  it('ignora recebimentos posteriores à data avaliada e aponta excedentes', () => {
    const c = aluguel('2026-11-10', 1000);
    expect(calcularSituacao(c, [{ data: '2026-12-01', valor: 1000 }], '2026-11-10').totalAberto).toBe(1000);
    expect(
      calcularSituacao(c, [{ data: '2026-11-10', valor: 1500 }], '2026-11-10').imputacoes[0]?.excedente,
    ).toBe(500);
  });
});
