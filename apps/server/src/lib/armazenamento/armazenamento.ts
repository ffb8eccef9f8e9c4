/**
 * Where uploaded files live: property photos, legal documents and expense receipts, each in its
 * area under a server-chosen name (callers never pass a user's text as a name). Local disk by
 * default; S3-compatible object storage when S3_BUCKET is set, so several processes or machines
 * behind a load balancer see the same files (docs/decisions/020).
 */
export type Area = 'fotos' | 'documentos' | 'despesas';

export interface Armazenamento {
  /** For the start-up log: 'disco (/srv/morada/data)' or 's3://bucket/prefix'. */
  readonly descricao: string;
  /** Writes the whole file (replacing one of the same name); never leaves a partial file visible. */
  gravar(area: Area, nome: string, bytes: Uint8Array, tipo: string): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  ler(area: Area, nome: string): Promise<Buffer | undefined>;
  /** Whether the file is there, without reading it. */
  existe(area: Area, nome: string): Promise<boolean>;
  /** Removes the file; removing a missing file is not an error. */
  apagar(area: Area, nome: string): Promise<void>;
  /** The names of every file in the area. */
  listar(area: Area): Promise<string[]>;
}

/** A name is one file name of safe characters: no path can be formed from it. */
export const conferirNome = (nome: string): string => {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(nome) || nome.includes('..')) {
    throw new Error(`nome de arquivo inválido: ${nome}`);
  }
  return nome;
};
