/** What a database refused: a duplicate, a missing or still-referenced row, or a value it cannot hold. */
export type Violacao = 'duplicado' | 'vinculo' | 'valor';

/** Classifies SQLite's and PostgreSQL's constraint and data errors; undefined for anything else. */
export const violacaoDoBanco = (err: unknown): Violacao | undefined => {
  const codigo = String((err as { code?: unknown })?.code ?? '');
  if (/^SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)$/.test(codigo) || codigo === '23505') return 'duplicado';
  if (codigo === 'SQLITE_CONSTRAINT_FOREIGNKEY' || codigo === '23503') return 'vinculo';
  if (codigo.startsWith('SQLITE_CONSTRAINT') || /^(23|22)[0-9A-Z]{3}$/.test(codigo)) return 'valor';
  return undefined;
};
