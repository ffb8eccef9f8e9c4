/**
 * A form's starting values: each field's value in `origem` (the record being edited), or its default in
 * `padroes` when there is no record or the record has none (`null`/`undefined`). Only the keys of
 * `padroes` are taken; a field whose value needs converting (a number shown as text, a list joined) is
 * written after it by the form.
 */
export function valoresPadrao<O extends object, K extends keyof O>(
  origem: O | null | undefined,
  padroes: { [C in K]: NonNullable<O[C]> },
): { [C in K]: NonNullable<O[C]> } {
  const valores = { ...padroes };
  for (const k of Object.keys(padroes) as K[]) valores[k] = origem?.[k] ?? padroes[k];
  return valores;
}
