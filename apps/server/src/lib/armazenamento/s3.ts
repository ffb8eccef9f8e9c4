import type { S3Client } from '@aws-sdk/client-s3';
import { conferirNome, type Area, type Armazenamento } from './armazenamento';

export type ConfigS3 = {
  bucket: string;
  /** Key prefix inside the bucket ('morada/'), so one bucket may serve several installs. */
  prefixo: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Spaces...); AWS itself when absent. */
  endpoint?: string;
  /** Path-style URLs (endpoint/bucket/key), which most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Without keys, the SDK's default chain (environment, instance role) answers. */
  credenciais?: { accessKeyId: string; secretAccessKey: string };
};

const naoExiste = (e: unknown) => {
  const erro = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return erro.name === 'NoSuchKey' || erro.name === 'NotFound' || erro.$metadata?.httpStatusCode === 404;
};

/**
 * Object storage through AWS SDK v3. The SDK is loaded only when S3 is configured, so a server on
 * local disk never pays its start-up cost. PutObject replaces an object atomically: a reader sees
 * the old or the new file, never a partial one.
 */
export const armazenamentoS3 = async (config: ConfigS3): Promise<Armazenamento> => {
  const sdk = await import('@aws-sdk/client-s3');
  const cliente: S3Client = new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credenciais,
    // The SDK's default CRC32 checksum on every upload is not understood by every S3-compatible
    // service (and they then answer SignatureDoesNotMatch); checksums only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const chave = (area: Area, nome: string) => `${config.prefixo}${area}/${conferirNome(nome)}`;
  const Bucket = config.bucket;
  return {
    descricao: `s3://${Bucket}/${config.prefixo}`,

    async gravar(area, nome, bytes, tipo) {
      await cliente.send(
        new sdk.PutObjectCommand({ Bucket, Key: chave(area, nome), Body: bytes, ContentType: tipo }),
      );
    },

    async ler(area, nome) {
      try {
        const resposta = await cliente.send(new sdk.GetObjectCommand({ Bucket, Key: chave(area, nome) }));
        return resposta.Body ? Buffer.from(await resposta.Body.transformToByteArray()) : undefined;
      } catch (e) {
        if (naoExiste(e)) return undefined;
        throw e;
      }
    },

    async existe(area, nome) {
      try {
        await cliente.send(new sdk.HeadObjectCommand({ Bucket, Key: chave(area, nome) }));
        return true;
      } catch (e) {
        if (naoExiste(e)) return false;
        throw e;
      }
    },

    async apagar(area, nome) {
      await cliente.send(new sdk.DeleteObjectCommand({ Bucket, Key: chave(area, nome) }));
    },

    async listar(area) {
      const Prefix = `${config.prefixo}${area}/`;
      const nomes: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const pagina = await cliente.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        for (const o of pagina.Contents ?? []) if (o.Key) nomes.push(o.Key.slice(Prefix.length));
        ContinuationToken = pagina.IsTruncated ? pagina.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return nomes.filter((n) => n && !n.includes('/'));
    },
  };
};
