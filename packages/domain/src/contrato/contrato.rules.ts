import { contemTexto } from '../imovel/imovel.rules';
import type { Contrato } from './contrato.schema';

/** Valor Total = aluguel + condomínio + IPTU. */
export const valorTotalContrato = (c: Pick<Contrato, 'valorAluguel' | 'valorCondominio' | 'valorIPTU'>) =>
  Math.round(((c.valorAluguel ?? 0) + (c.valorCondominio ?? 0) + (c.valorIPTU ?? 0)) * 100) / 100;

/** Contract search: número, tenant name or address (case-insensitive contains). */
export const contratoCorrespondeBusca = (c: Contrato, busca: string) => {
  const termo = busca.trim().toLocaleLowerCase('pt-BR');
  if (!termo) return true;
  return [c.numero, c.inquilino.nome, c.imovel.endereco].some((v) => contemTexto(v, termo));
};

/** Only rental listings that are 'Disponível' may be chosen for a new contract. */
export const anunciosDisponiveis = <T extends { statusAnuncio: string }>(lista: readonly T[]) =>
  lista.filter((a) => a.statusAnuncio === 'Disponível');
