import { hojeNaAgencia, somarDiasData } from '../financeiro/datas';
import { MSG_VISTORIAS } from '../messages/vistorias';
import { ESTADOS_ITEM, type EstadoItem, type ItemComparado } from './vistorias.schema';

/** A room of the default template, or of a vistoria copied into a new one. */
export type ModeloAmbiente = { nome: string; itens: string[] };

/** The rooms a new entry vistoria starts with: sala, cozinha, banheiro, quarto, área de serviço. */
export const modeloDeAmbientes = (): ModeloAmbiente[] =>
  Object.values(MSG_VISTORIAS.modelo).map((a) => ({ nome: a.nome, itens: [...a.itens] }));

/**
 * The last day the tenant may contest the laudo: `dias` calendar days after the day (in the
 * agency's time zone) the vistoria was concluded; null when the agency gives no period (0 days).
 */
export const prazoDeRevisao = (concluidaEm: Date, dias: number): string | null =>
  dias > 0 ? somarDiasData(hojeNaAgencia(concluidaEm), dias) : null;

/** The tenant may still contest on `hoje` (YYYY-MM-DD): the period's last day included. */
export const podeContestar = (hoje: string, prazo: string | null): boolean => prazo !== null && hoje <= prazo;

const posicao = (e: EstadoItem) => ESTADOS_ITEM.indexOf(e);

/** Names compared without case, accents or extra spaces ("Área de Serviço" = "area de servico"). */
const normalizar = (t: string) =>
  t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

type AmbienteComparavel = {
  nome: string;
  itens: readonly { id: string; nome: string; estado: EstadoItem | null }[];
};

/**
 * Keys of every item: room name + which room of that name it is (the second "Quarto" matches
 * the second) + item name.
 */
const chaves = (ambientes: readonly AmbienteComparavel[]) => {
  const vistos = new Map<string, number>();
  return ambientes.flatMap((a) => {
    const nome = normalizar(a.nome);
    const n = vistos.get(nome) ?? 0;
    vistos.set(nome, n + 1);
    return a.itens.map((i) => ({ chave: `${nome}#${n}/${normalizar(i.nome)}`, ambiente: a.nome, item: i }));
  });
};

/**
 * The exit vistoria item by item against the entry one (matched by room and item name): the
 * state before and after, and whether it got worse. An item the entrada did not have, or one not
 * rated on either side, did not get worse.
 */
export const compararVistorias = (
  entrada: readonly AmbienteComparavel[],
  saida: readonly AmbienteComparavel[],
): ItemComparado[] => {
  const antes = new Map(chaves(entrada).map((k) => [k.chave, k.item.estado]));
  return chaves(saida).map(({ chave, ambiente, item }) => {
    const a = antes.get(chave) ?? null;
    const d = item.estado;
    return {
      ambiente,
      item: item.nome,
      itemId: item.id,
      antes: a,
      depois: d,
      piorou: a !== null && d !== null && posicao(d) > posicao(a),
    };
  });
};

/** A settlement line: what the rescisão's acerto lists under "Reparos, consumo e outros débitos". */
export type LinhaDeDano = { descricao: string; valorCentavos: number };

/**
 * The damages priced on the exit vistoria as the settlement's lines, in the comparison's order;
 * a price for an item the comparison does not have is left out.
 */
export const danosParaAcerto = (
  comparacao: readonly ItemComparado[],
  valores: readonly { itemId: string; valorCentavos: number; descricao: string }[],
): LinhaDeDano[] => {
  const porItem = new Map(valores.map((v) => [v.itemId, v]));
  return comparacao.flatMap((c) => {
    const v = porItem.get(c.itemId);
    return v
      ? [
          {
            descricao: MSG_VISTORIAS.danoNoAcerto(c.ambiente, c.item, v.descricao),
            valorCentavos: v.valorCentavos,
          },
        ]
      : [];
  });
};

/**
 * The settlement's adjustments: the back office's own, then the vistoria's damages — each once.
 * A form that sends back the lines a simulation showed (damages included) does not count them
 * twice: a line of the back office equal to a damage line (same text and value) is that line.
 */
export const juntarAjustes = <T extends { descricao: string; valor: number }>(
  doFormulario: readonly T[],
  daVistoria: readonly LinhaDeDano[],
): { descricao: string; valor: number }[] => {
  const danos = daVistoria.map((d) => ({ descricao: d.descricao, valor: d.valorCentavos }));
  const restantes = [...danos];
  const proprios = doFormulario.filter((a) => {
    const i = restantes.findIndex((d) => d.descricao === a.descricao && d.valor === a.valor);
    if (i < 0) return true;
    restantes.splice(i, 1);
    return false;
  });
  return [...proprios.map((a) => ({ descricao: a.descricao, valor: a.valor })), ...danos];
};
