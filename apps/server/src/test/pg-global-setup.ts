import type { TestProject } from 'vitest/node';
import { iniciarPostgres } from './postgres';

/**
 * The `server-pg` project: one PostgreSQL cluster for the whole run; every test context then
 * gets its own fresh database in it (see createTestContext), so the SQLite suite runs unchanged
 * against the second dialect (DESIGN §4).
 */
export default async function setup(project: TestProject) {
  const cluster = await iniciarPostgres();
  project.provide('pgBaseUrl', cluster.baseUrl);
  return () => cluster.parar();
}
