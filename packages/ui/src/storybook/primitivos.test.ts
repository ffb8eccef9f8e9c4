import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 16: a designer reads each primitive's docs page for what it is and what each prop does.
// Every story file titled 'Primitivos/…' must say both in its meta: a description of the component
// and argTypes with a description for each documented prop. A new primitive without them fails here.
// The description is the JSDoc right above `const meta` (Storybook's csf-plugin copies it into
// parameters.docs.description.component when it builds the docs page) or that parameter written out.

type ArgType = { description?: string };
type Meta = {
  title?: string;
  parameters?: { docs?: { description?: { component?: string } } };
  argTypes?: Record<string, ArgType>;
};

const raiz = join(import.meta.dirname, '..');

/** The JSDoc comment right above `const meta`, its lines without the leading `*`, as Storybook reads it. */
const jsdocDaMeta = (fonte: string) => {
  const m = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*const meta\b/.exec(fonte);
  return m?.[1]?.replace(/^\s*\*\s?/gm, '').trim();
};
const arquivosDeHistorias = readdirSync(raiz, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.stories.tsx'))
  .filter((f) => /title:\s*'Primitivos\//.test(readFileSync(join(raiz, f), 'utf8')));

describe('primitivos documentados', () => {
  it('finds the primitives (a moved folder must not silence this test)', () => {
    expect(arquivosDeHistorias.length).toBeGreaterThanOrEqual(20);
  });

  it.each(arquivosDeHistorias.map((f) => [relative(raiz, join(raiz, f))]))(
    '%s: description and argTypes, each prop described',
    async (arquivo) => {
      const meta = ((await import(/* @vite-ignore */ join(raiz, arquivo))) as { default: Meta }).default;
      expect(meta.title).toMatch(/^Primitivos\//);
      const descricao =
        meta.parameters?.docs?.description?.component ??
        jsdocDaMeta(readFileSync(join(raiz, arquivo), 'utf8'));
      expect(descricao?.trim().length ?? 0).toBeGreaterThan(20);
      const argTypes = Object.entries(meta.argTypes ?? {});
      expect(argTypes.length, 'argTypes').toBeGreaterThan(0);
      for (const [prop, tipo] of argTypes) expect(tipo.description?.trim(), prop).toBeTruthy();
    },
    // The first import compiles the stories' shared module graph (storybook/test, Radix, the helpers):
    // on a busy machine that alone can pass the default 5 s.
    30_000,
  );
});
