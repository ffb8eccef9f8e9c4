import { MSG_ACERTO } from './messages/acerto-rescisao';
/** Module-level Intl instances: one place formats money, dates and percentages. */
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const milhar = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const dataBR = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' });
const dataAgenciaBR = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' });
const dataHoraBR = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const horaBR = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** R$ 1.234,56 (the NBSP that Intl puts after R$ is kept as a plain space for stable text). */
export const formatBRL = (valor: number) => brl.format(valor).replace(/\u00a0/g, ' ');

/** 'R$ 12 mil' style ticks of the revenue chart (y in R$ thousands). */
export const formatMilharesBRL = (valor: number) => `R$ ${milhar.format(valor / 1000)}k`;

export const formatNumero = (valor: number) => numero.format(valor);

/** 12,5% */
export const formatPercent = (valor: number) => `${numero.format(valor)}%`;

/** Signed change with one decimal: +2,5% / -1,0%. */
export const formatVariacao = (valor: number) => `${valor >= 0 ? '+' : ''}${numero.format(valor)}%`;

/**
 * dd/mm/aaaa from 'YYYY-MM-DD' (that calendar day, as is) or from an ISO date-time, which is an
 * instant: its day in São Paulo (DESIGN §10), so a notice sent at 22:00 there is not dated the next
 * day. A Date is read as a calendar date at UTC midnight.
 */
export const formatData = (valor: string | Date | null | undefined) => {
  if (!valor) return '';
  if (typeof valor === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(valor)) {
    const instante = new Date(valor);
    return Number.isNaN(instante.getTime()) ? '' : dataAgenciaBR.format(instante);
  }
  const d = new Date(typeof valor === 'string' ? `${valor}T00:00:00Z` : valor);
  return Number.isNaN(d.getTime()) ? '' : dataBR.format(d);
};

export const formatDataHora = (valor: string | null | undefined) => {
  if (!valor) return '';
  const d = new Date(valor);
  return Number.isNaN(d.getTime()) ? '' : dataHoraBR.format(d).replace(',', '');
};

/** hh:mm of an ISO date-time, in the agency's time zone ('' when unreadable). */
export const formatHora = (valor: string | null | undefined) => {
  if (!valor) return '';
  const d = new Date(valor);
  return Number.isNaN(d.getTime()) ? '' : horaBR.format(d);
};

/** 'YYYY-MM' → 'MM/AAAA', the way pt-BR readers write a billing month; other text is kept. */
export const formatCompetencia = (competencia: string) => {
  const m = /^(\d{4})-(\d{2})(-R)?$/.exec(competencia);
  if (!m) return competencia;
  // 'YYYY-MM-R' is a rescisão's settlement charge (competenciaDoAcerto).
  return m[3] ? MSG_ACERTO.competencia(`${m[2]}/${m[1]}`) : `${m[2]}/${m[1]}`;
};

/** YYYY-MM-DD of a date in UTC (file names, API dates). */
export const dataISO = (d: Date = new Date()) => d.toISOString().slice(0, 10);

/** 'jan', 'fev' … month label of the revenue chart. */
const mesCurto = new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' });
export const formatMesCurto = (anoMes: string) => {
  const d = new Date(`${anoMes}-01T00:00:00Z`);
  return mesCurto.format(d).replace('.', '');
};

const mesLongo = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'YYYY-MM' → 'outubro de 2026' (a month heading); other text is kept. */
export const formatMesPorExtenso = (anoMes: string) =>
  /^\d{4}-(0[1-9]|1[0-2])$/.test(anoMes) ? mesLongo.format(new Date(`${anoMes}-01T00:00:00Z`)) : anoMes;

/** A CPF (000.000.000-00) or CNPJ (00.000.000/0000-00) from its digits; anything else as given. */
export const formatDocumento = (documento: string) => {
  const d = documento.replace(/\D/g, '');
  if (d.length === 11) return d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (d.length === 14) return d.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return documento;
};

/** Only mask characters around the digits: anything else (legacy free text) is shown as stored. */
const SO_NUMERO = /^[\d\s().+/-]+$/;
const digitosDe = (valor: string) => (SO_NUMERO.test(valor.trim()) ? valor.replace(/\D/g, '') : '');

/** 000.000.000-00 from a CPF's 11 digits; anything else as given. */
export const formatCpf = (cpf: string) =>
  digitosDe(cpf).length === 11 ? formatDocumento(digitosDe(cpf)) : cpf;

/** 00.000.000/0000-00 from a CNPJ's 14 digits; anything else as given. */
export const formatCnpj = (cnpj: string) =>
  digitosDe(cnpj).length === 14 ? formatDocumento(digitosDe(cnpj)) : cnpj;

/**
 * '(11) 91234-5678' (celular) or '(11) 3456-7890' (fixo) from the national digits, a leading +55
 * dropped; anything else as given.
 */
export const formatTelefone = (telefone: string) => {
  let d = digitosDe(telefone);
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2);
  const m = /^(\d{2})(\d{4,5})(\d{4})$/.exec(d);
  return m && (d.length === 10 || d.length === 11) ? `(${m[1]}) ${m[2]}-${m[3]}` : telefone;
};

/** 01310-100 from a CEP's 8 digits; anything else as given. */
export const formatCep = (cep: string) => {
  const d = digitosDe(cep).length === 8 ? digitosDe(cep) : '';
  return d ? `${d.slice(0, 5)}-${d.slice(5)}` : cep;
};
