import { PREVIA_DESCRICAO_PROCESSO } from '../constants';
import { contemTexto } from '../imovel/imovel.rules';
import type { DocumentoJuridico, Processo } from './juridico.schema';

const termo = (busca: string) => busca.trim().toLocaleLowerCase('pt-BR');

/** Documents match title, type or author (case-insensitive contains). */
export const documentoCorrespondeBusca = (d: DocumentoJuridico, busca: string) =>
  !termo(busca) || [d.titulo, d.tipo, d.autor].some((v) => contemTexto(v, termo(busca)));

/** Cases match number, type or lawyer. */
export const processoCorrespondeBusca = (p: Processo, busca: string) =>
  !termo(busca) || [p.numero, p.tipo, p.advogadoResponsavel].some((v) => contemTexto(v, termo(busca)));

/** First 50 characters of the case description. */
export const previaDescricao = (descricao: string) =>
  descricao.length > PREVIA_DESCRICAO_PROCESSO
    ? `${descricao.slice(0, PREVIA_DESCRICAO_PROCESSO)}...`
    : descricao;
