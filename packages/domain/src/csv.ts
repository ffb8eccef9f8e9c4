import { formatData, formatTelefone } from './format';
import type { Imovel } from './imovel/imovel.schema';
import { PERFIL_LABEL } from './shared/enums';
import type { Usuario } from './usuario/usuario.schema';
import { MSG } from './messages/pt-BR';

/** What Excel pt-BR splits a .csv on (its list separator: `,` is the decimal one there). */
const SEPARADOR_CSV = ';';

/** A number as Excel pt-BR reads one: decimal comma, no thousands separator (1971,22). */
const numeroCsv = (n: number, casas?: number) =>
  (casas === undefined ? String(n) : n.toFixed(casas)).replace('.', ',');

/**
 * One CSV cell. Text starting with =, +, -, @, tab or CR is neutralised with an apostrophe so a
 * spreadsheet never runs it as a formula (OWASP CSV injection); a cell holding the separator, a
 * quote, CR or LF is quoted with inner quotes doubled. A number is written with a decimal comma
 * (a number is never a formula, so a negative one stays a number).
 */
export const celulaCsv = (valor: unknown): string => {
  if (typeof valor === 'number') return numeroCsv(valor);
  let texto = valor === null || valor === undefined ? '' : String(valor);
  if (/^[=+\-@\t\r]/.test(texto)) texto = `'${texto}`;
  return /[;"\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
};

/**
 * Rows to CSV text as Excel pt-BR opens it in columns: a UTF-8 BOM (accents), `;` between cells,
 * CRLF after each row. The BOM is part of the text, so a download must not add another one.
 */
export const gerarCsv = (cabecalho: readonly string[], linhas: readonly (readonly unknown[])[]) =>
  `\ufeff${[cabecalho, ...linhas].map((l) => l.map(celulaCsv).join(SEPARADOR_CSV)).join('\r\n')}\r\n`;

export const nomeArquivoCsv = (prefixo: 'imoveis' | 'usuarios', hoje: Date = new Date()) => {
  const d = `${hoje.getFullYear()}-${String(hoje.getMonth() + 1).padStart(2, '0')}-${String(hoje.getDate()).padStart(2, '0')}`;
  return `${prefixo}_${d}.csv`;
};

export const CABECALHO_CSV_IMOVEIS = [
  'Título',
  'Tipo',
  'Operação',
  'Preço',
  'Endereço',
  'Bairro',
  'Cidade',
  'Estado',
  'Área',
  'Quartos',
  'Banheiros',
  'Status',
] as const;

const ouNA = (v: number | undefined) => (v === undefined || v === null ? 'N/A' : v);

export const linhaCsvImovel = (i: Imovel) => [
  i.titulo,
  i.tipo,
  i.operacao,
  // Reais with their centavos (3500,50), a number to Excel pt-BR.
  numeroCsv(i.preco, 2),
  i.endereco,
  i.bairro,
  i.cidade,
  i.estado,
  i.areaUtil,
  ouNA(i.quartos),
  ouNA(i.banheiros),
  i.status,
];

export const CABECALHO_CSV_USUARIOS = [
  'Nome',
  'Email',
  'Telefone',
  'Perfil',
  'Status',
  'Data de Cadastro',
  'Último Acesso',
] as const;

export const linhaCsvUsuario = (u: Usuario) => [
  u.nome,
  u.email,
  formatTelefone(u.telefone),
  PERFIL_LABEL[u.perfil],
  u.status,
  formatData(u.dataCadastro),
  u.ultimoAcesso ? formatData(u.ultimoAcesso) : MSG.admin.nuncaAcessou,
];

export const csvImoveis = (lista: readonly Imovel[]) =>
  gerarCsv(CABECALHO_CSV_IMOVEIS, lista.map(linhaCsvImovel));
export const csvUsuarios = (lista: readonly Usuario[]) =>
  gerarCsv(CABECALHO_CSV_USUARIOS, lista.map(linhaCsvUsuario));
