/** 'YYYY-MM' → 'MM/AAAA', the way pt-BR readers write a billing month; other text is kept. */
export const formatCompetencia = (competencia: string) => {
  const m = /^(\d{4})-(\d{2})$/.exec(competencia);
  return m ? `${m[2]}/${m[1]}` : competencia;
};
