import {
  calcularRepasse,
  cepDoEndereco,
  gerarDimob,
  MSG_REPASSE,
  paraReais,
  resolverTermos,
  type InformeRendimentos,
  type LocacaoDimob,
  type MesDimob,
} from '@morada/domain';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { getConfiguracao } from '../configuracoes';
import { proprietariosPorId } from '../repasses';
import { recebimentosDoAno, type RecebimentoDoAno } from './rendimentos.repository';

/** One contract's year: who, where, and per month the owner's income and the agency's fees (centavos). */
export type RendimentoDoContrato = {
  primeiro: RecebimentoDoAno;
  meses: MesDimob[];
};

/**
 * Each contract's year from its receipts: a month's income and fees are what its repasse computes
 * (calcularRepasse over that month's receipts with the contract's terms), whether or not the
 * repasse was paid yet — income counts when the tenant pays the agency.
 */
export const rendimentosDoAno = async (
  db: Db,
  ano: number,
  proprietarioId?: string,
): Promise<RendimentoDoContrato[]> => {
  const cfg = await getConfiguracao(db);
  const porContrato = new Map<string, RecebimentoDoAno[]>();
  for (const r of await recebimentosDoAno(db, ano, proprietarioId))
    porContrato.set(r.contratoId, [...(porContrato.get(r.contratoId) ?? []), r]);
  return [...porContrato.values()].map((rs) => {
    const termos = resolverTermos(rs[0]!, rs[0]!.termosImovel, cfg);
    const meses = Array.from({ length: 12 }, (_, i) => {
      const t = calcularRepasse(
        rs.filter((r) => r.mes === i + 1),
        () => termos,
      ).totais;
      return {
        aluguel: t.aluguel + t.encargos,
        comissao: t.taxaAdministracao + t.taxaIntermediacao,
        imposto: 0,
      };
    });
    return { primeiro: rs[0]!, meses };
  });
};

/**
 * The DIMOB file of `ano`: one R02 per contract with income in the year. The agency's CNPJ, the
 * responsible CPF and its município code must be in Configurações (409 otherwise). A property's
 * CEP is its own cep field, else the one written in its address; its município code is the agency's (no per-property code yet).
 * Morada withholds no income tax, so the tax fields are zero.
 */
export const dimobDoAno = async (db: Db, ano: number): Promise<string> => {
  const cfg = await getConfiguracao(db);
  if (!cfg.cnpj || !cfg.cpfResponsavel || !cfg.codigoMunicipio)
    throw conflict(MSG_REPASSE.erros.dimobSemDeclarante);
  const locacoes: LocacaoDimob[] = (await rendimentosDoAno(db, ano)).map(({ primeiro: r, meses }) => ({
    locadorDocumento: r.proprietarioDocumento,
    locadorNome: r.proprietarioNome,
    locatarioDocumento: r.inquilinoDocumento,
    locatarioNome: r.inquilino,
    contratoNumero: r.numero,
    contratoData: r.dataInicio,
    meses,
    imovel: {
      urbano: true,
      endereco: r.endereco.logradouro,
      cep: cepDoEndereco(r.endereco.logradouro, r.endereco.cep),
      municipio: cfg.codigoMunicipio,
      uf: r.endereco.estado,
    },
  }));
  return gerarDimob(
    ano,
    {
      cnpj: cfg.cnpj,
      nome: cfg.nome,
      cpfResponsavel: cfg.cpfResponsavel,
      endereco: cfg.endereco,
      uf: cfg.uf,
      municipio: cfg.codigoMunicipio,
    },
    locacoes,
  );
};

const mesDoAno = (ano: number, i: number) => `${ano}-${String(i + 1).padStart(2, '0')}`;

/** An owner's informe de rendimentos of `ano` (reais); 404 when the id is not an owner. */
export const informeDoProprietario = async (
  db: Db,
  ano: number,
  proprietarioId: string,
): Promise<InformeRendimentos> => {
  const dono = (await proprietariosPorId(db, [proprietarioId])).get(proprietarioId);
  if (!dono) throw notFound(MSG_REPASSE.erros.proprietarioInvalido);
  const proprietario = { _id: dono._id, nome: dono.nome, documento: dono.documento };
  const contratos = await rendimentosDoAno(db, ano, proprietarioId);
  const somar = (ms: readonly MesDimob[]) => {
    const aluguel = ms.reduce((s, m) => s + m.aluguel, 0);
    const taxas = ms.reduce((s, m) => s + m.comissao, 0);
    return { aluguel: paraReais(aluguel), taxas: paraReais(taxas), liquido: paraReais(aluguel - taxas) };
  };
  return {
    ano,
    proprietario,
    meses: Array.from({ length: 12 }, (_, i) => ({
      mes: mesDoAno(ano, i),
      ...somar(contratos.map((c) => c.meses[i]!)),
    })),
    fontes: contratos.map(({ primeiro: r, meses }) => ({
      contrato: r.numero,
      imovel: r.imovel,
      inquilino: r.inquilino,
      inquilinoDocumento: r.inquilinoDocumento,
      ...somar(meses),
    })),
    totais: somar(contratos.flatMap((c) => c.meses)),
  };
};
