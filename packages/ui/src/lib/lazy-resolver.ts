import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that fetches the real one (zodResolver over a domain schema) on the
 * first validation and reuses it afterwards. Public pages then ship zod (~24 KB gzip) only when a
 * visitor submits a form, not before interaction (DESIGN §9), while still validating with the same
 * domain schema and messages. Call it at module level so every form instance shares one load; a
 * failed load is retried on the next validation.
 *
 * `carregar` must reach the schema through a dynamic `import()`: a static import of the schema's
 * module anywhere in the widget would put zod back in the page's first chunks.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  carregar: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  let pronto: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined;
  return async (valores, contexto, opcoes) => {
    pronto ??= carregar().catch((erro: unknown) => {
      pronto = undefined;
      throw erro;
    });
    const resolver = await pronto;
    return resolver(valores, contexto, opcoes);
  };
}
