import type { ROTAS_API } from './rotas';

type Rotas = (typeof ROTAS_API)[number];

/** 'GET /api/contratos/{id}': a route of the contract, by method and path. */
export type ChaveRota = Rotas extends infer R
  ? R extends { metodo: infer M extends string; caminho: infer C extends string }
    ? `${M} ${C}`
    : never
  : never;

/** The contract's declaration of a route, by its key: what the server implements and the client calls. */
export type RotaDe<K extends ChaveRota> = K extends `${infer M} ${infer C}`
  ? Extract<Rotas, { metodo: M; caminho: C }>
  : never;
