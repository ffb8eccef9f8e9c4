/**
 * DIMOB (Declaração de Informações sobre Atividades Imobiliárias, IN RFB nº 1.115/2010): the
 * yearly fixed-width text file an agency imports into the Receita Federal's program. Only the
 * records of rentals are produced: Header, R01 (declarant), one R02 per contract/owner/tenant with
 * the twelve months of rent, commission and tax withheld, and the T9 trailer; lines end in CRLF.
 *
 * Rules the layout imposes: text fields in upper case without accents, left-aligned and padded
 * with spaces; numbers right-aligned with zeros; money in centavos without separators (14 digits);
 * dates DDMMAAAA; a CPF takes the first 11 of its 14 positions.
 */

/** The agency that declares (Configurações). */
export type DeclaranteDimob = {
  cnpj: string;
  nome: string;
  cpfResponsavel: string;
  endereco: string;
  uf: string;
  /** Município code of the Receita Federal (SIAFI, 4 digits): São Paulo is 7107. */
  municipio: string;
};

/** One month of a rental in centavos: rent paid to the owner, the agency's commission, IRRF. */
export type MesDimob = { aluguel: number; comissao: number; imposto: number };

export type LocacaoDimob = {
  locadorDocumento: string;
  locadorNome: string;
  locatarioDocumento: string;
  locatarioNome: string;
  contratoNumero: string;
  /** 'YYYY-MM-DD' */
  contratoData: string;
  /** Twelve months, January first. */
  meses: readonly MesDimob[];
  imovel: { urbano: boolean; endereco: string; cep: string; municipio: string; uf: string };
};

type Campo = { nome: string; inicio: number; tamanho: number };

/** R01 and R02 both start with the record type, the declarant's CNPJ and the calendar year. */
const DECLARANTE = [
  { nome: 'tipo', inicio: 1, tamanho: 3 },
  { nome: 'cnpjDeclarante', inicio: 4, tamanho: 14 },
  { nome: 'anoCalendario', inicio: 18, tamanho: 4 },
] as const;

/** Field positions (1-based, as the layout lists them), the source the tests check against. */
export const LEIAUTE_DIMOB = {
  header: [
    { nome: 'sistema', inicio: 1, tamanho: 5 },
    { nome: 'reservado', inicio: 6, tamanho: 369 },
  ],
  r01: [
    ...DECLARANTE,
    { nome: 'retificadora', inicio: 22, tamanho: 1 },
    { nome: 'numeroRecibo', inicio: 23, tamanho: 10 },
    { nome: 'situacaoEspecial', inicio: 33, tamanho: 1 },
    { nome: 'dataEvento', inicio: 34, tamanho: 8 },
    { nome: 'codigoSituacao', inicio: 42, tamanho: 2 },
    { nome: 'nomeEmpresarial', inicio: 44, tamanho: 60 },
    { nome: 'cpfResponsavel', inicio: 104, tamanho: 11 },
    { nome: 'endereco', inicio: 115, tamanho: 120 },
    { nome: 'uf', inicio: 235, tamanho: 2 },
    { nome: 'municipio', inicio: 237, tamanho: 4 },
    { nome: 'reservado1', inicio: 241, tamanho: 20 },
    { nome: 'reservado2', inicio: 261, tamanho: 10 },
  ],
  r02: [
    ...DECLARANTE,
    { nome: 'sequencial', inicio: 22, tamanho: 5 },
    { nome: 'locadorDocumento', inicio: 27, tamanho: 14 },
    { nome: 'locadorNome', inicio: 41, tamanho: 60 },
    { nome: 'locatarioDocumento', inicio: 101, tamanho: 14 },
    { nome: 'locatarioNome', inicio: 115, tamanho: 60 },
    { nome: 'contratoNumero', inicio: 175, tamanho: 6 },
    { nome: 'contratoData', inicio: 181, tamanho: 8 },
    // 12 × (aluguel, comissão, imposto), 14 positions each: 189–692.
    ...Array.from({ length: 36 }, (_, i) => ({
      nome: `${['aluguel', 'comissao', 'imposto'][i % 3]}${Math.floor(i / 3) + 1}`,
      inicio: 189 + i * 14,
      tamanho: 14,
    })),
    { nome: 'tipoImovel', inicio: 693, tamanho: 1 },
    { nome: 'enderecoImovel', inicio: 694, tamanho: 60 },
    { nome: 'cep', inicio: 754, tamanho: 8 },
    { nome: 'municipioImovel', inicio: 762, tamanho: 4 },
    { nome: 'reservado1', inicio: 766, tamanho: 20 },
    { nome: 'ufImovel', inicio: 786, tamanho: 2 },
    { nome: 'reservado2', inicio: 788, tamanho: 10 },
  ],
  trailer: [
    { nome: 'tipo', inicio: 1, tamanho: 2 },
    { nome: 'reservado', inicio: 3, tamanho: 100 },
  ],
} as const satisfies Record<string, readonly Campo[]>;

const FIM_DE_LINHA = '\r\n';

/** Upper case, no accents, only what the layout's character set takes. */
const textoDimob = (v: string, tamanho: number) =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ,.\-/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, tamanho)
    .padEnd(tamanho, ' ');

const digitos = (v: string) => v.replace(/\D/g, '');
const numeroDimob = (v: number | string, tamanho: number) =>
  digitos(String(v)).slice(-tamanho).padStart(tamanho, '0');
/** A CPF (11 digits) takes the first positions of the 14; a CNPJ fills them. */
const documentoDimob = (v: string) => digitos(v).slice(0, 14).padEnd(14, ' ');
const dataDimob = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
/** The contract's número in 6 alphanumeric positions: its last six letters and digits. */
const contratoDimob = (numero: string) =>
  numero
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(-6)
    .padEnd(6, ' ');

/** A whole line from its fields, checked against the layout's length. */
const linha = (campos: readonly Campo[], valores: Record<string, string>) => {
  const texto = campos
    .map((c) => {
      const v = valores[c.nome] ?? '';
      if (v.length !== c.tamanho) throw new RangeError(`DIMOB: ${c.nome} com ${v.length} posições`);
      return v;
    })
    .join('');
  return texto + FIM_DE_LINHA;
};

const brancos = (n: number) => ' '.repeat(n);

const r02 = (ano: number, cnpj: string, sequencial: number, l: LocacaoDimob) => {
  const valores: Record<string, string> = {
    tipo: 'R02',
    cnpjDeclarante: numeroDimob(cnpj, 14),
    anoCalendario: String(ano),
    sequencial: numeroDimob(sequencial, 5),
    locadorDocumento: documentoDimob(l.locadorDocumento),
    locadorNome: textoDimob(l.locadorNome, 60),
    locatarioDocumento: documentoDimob(l.locatarioDocumento),
    locatarioNome: textoDimob(l.locatarioNome, 60),
    contratoNumero: contratoDimob(l.contratoNumero),
    contratoData: dataDimob(l.contratoData),
    tipoImovel: l.imovel.urbano ? 'U' : 'R',
    enderecoImovel: textoDimob(l.imovel.endereco, 60),
    cep: numeroDimob(l.imovel.cep, 8),
    municipioImovel: numeroDimob(l.imovel.municipio, 4),
    reservado1: brancos(20),
    ufImovel: textoDimob(l.imovel.uf, 2),
    reservado2: brancos(10),
  };
  for (let m = 0; m < 12; m++) {
    const mes = l.meses[m] ?? { aluguel: 0, comissao: 0, imposto: 0 };
    valores[`aluguel${m + 1}`] = numeroDimob(mes.aluguel, 14);
    valores[`comissao${m + 1}`] = numeroDimob(mes.comissao, 14);
    valores[`imposto${m + 1}`] = numeroDimob(mes.imposto, 14);
  }
  return linha(LEIAUTE_DIMOB.r02, valores);
};

/** The DIMOB file of `ano` (an original declaration, no special situation). */
export const gerarDimob = (ano: number, d: DeclaranteDimob, locacoes: readonly LocacaoDimob[]): string =>
  linha(LEIAUTE_DIMOB.header, { sistema: 'DIMOB', reservado: brancos(369) }) +
  linha(LEIAUTE_DIMOB.r01, {
    tipo: 'R01',
    cnpjDeclarante: numeroDimob(d.cnpj, 14),
    anoCalendario: String(ano),
    retificadora: '0',
    numeroRecibo: '0'.repeat(10),
    situacaoEspecial: '0',
    dataEvento: '0'.repeat(8),
    codigoSituacao: '00',
    nomeEmpresarial: textoDimob(d.nome, 60),
    cpfResponsavel: numeroDimob(d.cpfResponsavel, 11),
    endereco: textoDimob(d.endereco, 120),
    uf: textoDimob(d.uf, 2),
    municipio: numeroDimob(d.municipio, 4),
    reservado1: brancos(20),
    reservado2: brancos(10),
  }) +
  locacoes.map((l, i) => r02(ano, d.cnpj, i + 1, l)).join('') +
  linha(LEIAUTE_DIMOB.trailer, { tipo: 'T9', reservado: brancos(100) });

/**
 * A property's CEP for the DIMOB, digits only: its own `cep` field when informed, else the CEP
 * written in its address ('… 01310-100'), else ''.
 */
export const cepDoEndereco = (endereco: string, cep?: string | null): string => {
  const proprio = (cep ?? '').replace(/\D/g, '');
  if (proprio.length === 8) return proprio;
  const m = /\b(\d{5})-?(\d{3})\b/.exec(endereco);
  return m ? `${m[1]}${m[2]}` : '';
};
