import type { Env } from '../../env';
import type { Armazenamento } from './armazenamento';
import { armazenamentoEmDisco } from './disco';
import { armazenamentoS3 } from './s3';

export type { Area, Armazenamento } from './armazenamento';
export { armazenamentoEmDisco, pastaDaArea } from './disco';

/** S3-compatible storage when S3_BUCKET is set, else DATA_DIR on the local disk. */
export const criarArmazenamento = async (env: Env): Promise<Armazenamento> =>
  env.S3_BUCKET
    ? armazenamentoS3({
        bucket: env.S3_BUCKET,
        // 'morada' and 'morada/' both mean the folder morada/ in the bucket.
        prefixo: env.S3_PREFIX.replace(/\/*$/, env.S3_PREFIX ? '/' : ''),
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        credenciais:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
      })
    : armazenamentoEmDisco(env.DATA_DIR);
