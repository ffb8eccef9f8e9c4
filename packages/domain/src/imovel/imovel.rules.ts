import { CARACTERISTICAS_VISIVEIS, MAX_MINIATURAS } from '../constants';
import type { Imovel } from './imovel.schema';

/** First two características and how many more there are ('+N'). */
export const resumoCaracteristicas = (lista: readonly string[]) => ({
  visiveis: lista.slice(0, CARACTERISTICAS_VISIVEIS),
  restantes: Math.max(0, lista.length - CARACTERISTICAS_VISIVEIS),
});

/** Thumbnails of the gallery, capped at five. */
export const miniaturas = (fotos: readonly string[]) => fotos.slice(0, MAX_MINIATURAS);

/**
 * Only an available property is offered to the public: an occupied, reserved or in-maintenance one
 * leaves the listing and the home's featured list, and its page (still reachable by a direct link
 * or a favourite) says it is no longer available instead of offering a contact.
 */
export const imovelDisponivel = (imovel: Pick<Imovel, 'status'>): boolean => imovel.status === 'Disponível';

/** Price suffix: '/mês' for rentals only. */
export const isAluguel = (imovel: Pick<Imovel, 'operacao'>) => imovel.operacao === 'Aluguel';

const contem = (valor: string | undefined, termo: string) =>
  (valor ?? '').toLocaleLowerCase('pt-BR').includes(termo);

/** Admin search: case-insensitive contains on título, endereço, bairro or cidade. */
export const imovelCorrespondeBusca = (
  imovel: Pick<Imovel, 'titulo' | 'endereco' | 'bairro' | 'cidade'>,
  busca: string,
) => {
  const termo = busca.trim().toLocaleLowerCase('pt-BR');
  if (!termo) return true;
  return [imovel.titulo, imovel.endereco, imovel.bairro, imovel.cidade].some((v) => contem(v, termo));
};

export { contem as contemTexto };
