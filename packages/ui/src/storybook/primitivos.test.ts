import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 16: a designer reads each primitive's docs page for what it is and what each prop does.
// Every story file titled 'Primitivos/…' must say both in its meta: a description of the component
// and argTypes with a description for each documented prop. A new primitive without them fails here.

type ArgType = { description?: string };
type Meta = {
  title?: string;
  parameters?: { docs?: { description?: { component?: string } } };
  argTypes?: Record<string, ArgType>;
};

const raiz = join(import.meta.dirname, '..');
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
      expect(meta.parameters?.docs?.description?.component?.trim().length ?? 0).toBeGreaterThan(20);
      const argTypes = Object.entries(meta.argTypes ?? {});
      expect(argTypes.length, 'argTypes').toBeGreaterThan(0);
      for (const [prop, tipo] of argTypes) expect(tipo.description?.trim(), prop).toBeTruthy();
    },
  );
});
