import { totalComposicao } from '../financeiro/composicao';
import { paraCentavos, paraReais } from '../financeiro/dinheiro';
import { contemTexto } from '../imovel/imovel.rules';
import type { Contrato } from './contrato.schema';

/**
 * Valor Total = aluguel + condomínio + IPTU (section 2), plus the other monthly charges and minus
 * the rent discount when the contract has them: the amount each month is billed for.
 */
export const valorTotalContrato = (
  c: Pick<Contrato, 'valorAluguel' | 'valorCondominio' | 'valorIPTU'> &
    Partial<Pick<Contrato, 'valorOutros' | 'valorDesconto'>>,
) =>
  paraReais(
    totalComposicao({
      aluguel: paraCentavos(c.valorAluguel ?? 0),
      condominio: paraCentavos(c.valorCondominio ?? 0),
      iptu: paraCentavos(c.valorIPTU ?? 0),
      outros: paraCentavos(c.valorOutros ?? 0),
      desconto: paraCentavos(c.valorDesconto ?? 0),
    }),
  );

/** Contract search: número, tenant name or address (case-insensitive contains). */
export const contratoCorrespondeBusca = (c: Contrato, busca: string) => {
  const termo = busca.trim().toLocaleLowerCase('pt-BR');
  if (!termo) return true;
  return [c.numero, c.inquilino.nome, c.imovel.endereco].some((v) => contemTexto(v, termo));
};

/** Only rental listings that are 'Disponível' may be chosen for a new contract. */
export const anunciosDisponiveis = <T extends { statusAnuncio: string }>(lista: readonly T[]) =>
  lista.filter((a) => a.statusAnuncio === 'Disponível');
