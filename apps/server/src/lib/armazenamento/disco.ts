import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { conferirNome, type Area, type Armazenamento } from './armazenamento';

/** The folders under DATA_DIR, as they were before the interface existed (existing data stays). */
const PASTAS: Record<Area, string> = {
  fotos: join('uploads', 'fotos'),
  documentos: 'documentos',
  despesas: 'despesas',
};

const ausente = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

/** Where `pasta` keeps one area's files: for the server that serves photos straight from disk. */
export const pastaDaArea = (raiz: string, area: Area) => join(raiz, PASTAS[area]);

/**
 * Files under DATA_DIR, one folder per area, owner-only (0700 folders, 0600 files: documents and
 * receipts are private, and photos gain nothing from being readable by other local users).
 */
export const armazenamentoEmDisco = (raiz: string): Armazenamento => {
  const arquivo = (area: Area, nome: string) => join(pastaDaArea(raiz, area), conferirNome(nome));
  return {
    descricao: `disco (${raiz})`,

    async gravar(area, nome, bytes) {
      const destino = arquivo(area, nome);
      const pasta = pastaDaArea(raiz, area);
      await mkdir(pasta, { recursive: true, mode: 0o700 });
      // Through a temporary name, so a crash never leaves a half-written file that looks complete.
      const temp = join(pasta, `.${nome}.${randomUUID()}.tmp`);
      try {
        await writeFile(temp, bytes, { mode: 0o600 });
        await rename(temp, destino);
      } catch (e) {
        await rm(temp, { force: true });
        throw e;
      }
    },

    async ler(area, nome) {
      try {
        return await readFile(arquivo(area, nome));
      } catch (e) {
        if (ausente(e)) return undefined;
        throw e;
      }
    },

    async existe(area, nome) {
      try {
        await access(arquivo(area, nome));
        return true;
      } catch (e) {
        if (ausente(e)) return false;
        throw e;
      }
    },

    async apagar(area, nome) {
      await rm(arquivo(area, nome), { force: true });
    },

    async listar(area) {
      try {
        return (await readdir(pastaDaArea(raiz, area))).filter((n) => !n.startsWith('.'));
      } catch (e) {
        if (ausente(e)) return [];
        throw e;
      }
    },
  };
};
