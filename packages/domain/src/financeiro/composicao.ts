import { ratear } from './dinheiro';

/**
 * What a monthly payment is made of, in centavos, frozen when the payment is generated: later
 * changes to the contract never rewrite the past. The discount applies to the rent.
 */
export type Composicao = {
  aluguel: number;
  condominio: number;
  iptu: number;
  outros: number;
  desconto: number;
};

/** Amount due for the month: aluguel − desconto + condomínio + IPTU + outros. */
export const totalComposicao = (c: Composicao): number =>
  Math.max(0, c.aluguel - c.desconto) + c.condominio + c.iptu + c.outros;

export type PartesPrincipal = { aluguel: number; condominio: number; iptu: number; outros: number };

/**
 * The part of `principal` centavos received that belongs to each component, pro rata to what the
 * month is made of (the rent net of its discount). The parts add up to `principal` exactly; a
 * full payment gives each component its whole amount. Owner income is the `aluguel` part;
 * condomínio and IPTU pass through to whoever pays those bills.
 */
export const ratearPrincipal = (c: Composicao, principal: number): PartesPrincipal => {
  const [aluguel = 0, condominio = 0, iptu = 0, outros = 0] = ratear(principal, [
    Math.max(0, c.aluguel - c.desconto),
    c.condominio,
    c.iptu,
    c.outros,
  ]);
  return { aluguel, condominio, iptu, outros };
};

/**
 * Each component's share of one receipt whose principal is `principal` centavos, after `jaPago`
 * centavos of principal came in earlier: the difference of the cumulative split, so the shares of
 * every receipt of a month add up to the whole split of what was paid, never a centavo off.
 */
export const partesDoRecebimento = (c: Composicao, jaPago: number, principal: number): PartesPrincipal => {
  const depois = ratearPrincipal(c, jaPago + principal);
  const antes = ratearPrincipal(c, jaPago);
  return {
    aluguel: depois.aluguel - antes.aluguel,
    condominio: depois.condominio - antes.condominio,
    iptu: depois.iptu - antes.iptu,
    outros: depois.outros - antes.outros,
  };
};
