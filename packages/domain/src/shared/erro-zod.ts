/**
 * zod's messages in pt-BR for every consumer of the domain schemas (server, both browser apps,
 * Storybook): a schema that names its own message keeps it; anything else gets our short texts,
 * and zod's own pt-BR locale covers what is left, so no English reaches a user. Installed as a
 * side effect of importing this module, which the domain index and shared/fields import
 * (package.json lists it under "sideEffects").
 */
import { z } from 'zod';
// The one locale, not the z.locales namespace: that would bundle every language into the apps.
import ptBR from 'zod/v4/locales/pt-BR.js';
import { MSG_ENTRADAS } from '../messages/entradas';

const G = MSG_ENTRADAS.generico;

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const tamanho = (origem: unknown, n: number | bigint, max: boolean, inclusivo: boolean): string => {
  if (origem === 'string') return max ? G.maxCaracteres(n) : G.minCaracteres(n);
  if (origem === 'array' || origem === 'set') return max ? G.maxItens(n) : G.minItens(n);
  if (origem === 'number' || origem === 'int' || origem === 'bigint') {
    if (max) return inclusivo ? G.maxValor(n) : G.menorQue(n);
    return inclusivo ? G.minValor(n) : G.maiorQue(n);
  }
  return G.valorInvalido;
};

/** The message of a zod issue whose schema named none. */
export const erroZodPtBr = (issue: Issue): string => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return G.obrigatorio;
      if (issue.expected === 'int') return G.inteiro;
      if (issue.expected === 'number' || issue.expected === 'bigint') return G.numero;
      if (issue.expected === 'string') return G.texto;
      if (issue.expected === 'array') return G.lista;
      return G.valorInvalido;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return G.obrigatorio;
      return tamanho(issue.origin, issue.minimum, false, issue.inclusive !== false);
    case 'too_big':
      return tamanho(issue.origin, issue.maximum, true, issue.inclusive !== false);
    case 'invalid_format':
      return issue.format === 'email' ? G.emailInvalido : G.formatoInvalido;
    case 'not_multiple_of':
      return G.multiplo(issue.divisor);
    case 'invalid_value':
      return G.opcaoInvalida;
    case 'unrecognized_keys':
      return G.camposNaoReconhecidos(issue.keys.join(', '));
    default:
      return G.valorInvalido;
  }
};

z.config({ ...ptBR(), customError: erroZodPtBr });
