import type { Operacao, TipoImovel } from '../shared/enum-values';

/** VRSync's TransactionType per operation (a property both for sale and rent would be 'Sale/Rent'). */
export const TRANSACAO_VRSYNC: Record<Operacao, 'For Sale' | 'For Rent'> = {
  Venda: 'For Sale',
  Aluguel: 'For Rent',
};

/** VRSync's UsageType and PropertyType per kind of property. */
export const TIPO_VRSYNC: Record<TipoImovel, { uso: string; tipo: string }> = {
  Apartamento: { uso: 'Residential', tipo: 'Residential / Apartment' },
  Casa: { uso: 'Residential', tipo: 'Residential / Home' },
  Comercial: { uso: 'Commercial', tipo: 'Commercial / Office' },
  Terreno: { uso: 'Residential', tipo: 'Residential / Land Lot' },
};

/** The 27 federative units: abbreviation → name (VRSync's State carries both). */
export const UFS: Record<string, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

const semAcento = (t: string) =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** 'SP', 'sp' or 'São Paulo' → { sigla: 'SP', nome: 'São Paulo' }; anything else kept as the name. */
export const ufDoEstado = (estado: string): { sigla?: string; nome: string } => {
  const sigla = estado.trim().toUpperCase();
  if (UFS[sigla]) return { sigla, nome: UFS[sigla] };
  const achada = Object.entries(UFS).find(([, nome]) => semAcento(nome) === semAcento(estado));
  return achada ? { sigla: achada[0], nome: achada[1] } : { nome: estado.trim() };
};

/**
 * 'Rua Domingos de Morais, 1200, apto 84' → street, number and complement, the way VRSync's
 * Location separates them. An address without a number after its first comma stays whole.
 */
export const partesDoEndereco = (
  endereco: string,
): { logradouro: string; numero?: string; complemento?: string } => {
  const [logradouro = '', numero, ...resto] = endereco.split(',').map((p) => p.trim());
  if (!numero || !/^(\d+[A-Za-z]?|s\/?n)$/i.test(numero)) return { logradouro: endereco.trim() };
  const complemento = resto.filter(Boolean).join(', ');
  return { logradouro, numero, ...(complemento ? { complemento } : {}) };
};

/** '01310100' → '01310-100' (a CEP as the portals show it); anything else is left out. */
export const cepFormatado = (cep: string | undefined): string | undefined =>
  cep && /^\d{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : undefined;
