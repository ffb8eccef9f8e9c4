import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * One folder per run for the seeded templates the test contexts copy (test/modelo-semeado.ts),
 * shared by the project's workers and deleted when the run ends.
 */
export default function setup(project: TestProject) {
  const pasta = mkdtempSync(join(tmpdir(), 'morada-modelos-'));
  project.provide('pastaModelos', pasta);
  return () => rmSync(pasta, { recursive: true, force: true });
}
