/** The listing's orders; 'recentes' (newest first) when none is asked. */
export const ORDENS_IMOVEIS = ['recentes', 'menor-preco', 'maior-preco'] as const;
export type OrdemImoveis = (typeof ORDENS_IMOVEIS)[number];

/** At most this many properties are read by id at once (the favourites page). */
export const IDS_IMOVEIS_MAX = 100;
