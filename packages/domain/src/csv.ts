import { formatData, formatTelefone } from './format';
import type { Imovel } from './imovel/imovel.schema';
import { PERFIL_LABEL } from './shared/enums';
import type { Usuario } from './usuario/usuario.schema';
import { MSG } from './messages/pt-BR';

/**
 * One CSV cell: quoted, inner quotes doubled, and a leading =, +, -, @, tab or CR neutralised with
 * an apostrophe so a spreadsheet never runs it as a formula (OWASP CSV injection).
 */
export const celulaCsv = (valor: unknown): string => {
  let texto = valor === null || valor === undefined ? '' : String(valor);
  if (/^[=+\-@\t\r]/.test(texto)) texto = `'${texto}`;
  return `"${texto.replace(/"/g, '""')}"`;
};

/** Rows to CSV text with a BOM so Excel opens the accents right; ; is not used, , is. */
export const gerarCsv = (cabecalho: readonly string[], linhas: readonly (readonly unknown[])[]) =>
  `\ufeff${[cabecalho, ...linhas].map((l) => l.map(celulaCsv).join(',')).join('\r\n')}\r\n`;

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
  i.preco,
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
