import { randomUUID } from 'node:crypto';
import { MSG, MSG_VISTORIAS, VISTORIA_FOTOS_POR_ENVIO } from '@morada/domain';
import type { Context } from 'hono';
import sharp from 'sharp';
import type { AppEnv } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { Armazenamento } from '../../lib/armazenamento';
import { FOTO_MAX_PIXELS } from '../../lib/fotos';
import { lerFotosEnviadas } from '../imoveis';

/**
 * A vistoria's files (photos and laudo) live in the private documentos area under names of ours:
 * they are evidence of a contract, read only through routes that check who asks.
 */
const FOTO = /^vistoria-[0-9a-f-]{36}\.jpg$/;
const LAUDO = /^laudo-[0-9a-f-]{36}\.pdf$/;

/** Longest side of a stored photo: enough to read a scratch on an A4 laudo, small for a phone. */
const LADO_MAXIMO = 1600;

/** The multipart form of a photo upload: its text fields and its `fotos` files. */
export const lerFormComFotos = async (c: Context<AppEnv>) => {
  let corpo: Record<string, string | File | (string | File)[]>;
  try {
    corpo = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest(MSG.api.dadosInvalidos);
  }
  const arquivos = [corpo.fotos ?? [], corpo['fotos[]'] ?? []]
    .flat()
    .filter((x): x is File => x instanceof File && (x.size > 0 || x.name !== ''));
  const texto = typeof corpo.texto === 'string' ? corpo.texto : undefined;
  return { arquivos, texto };
};

/**
 * Checks the photos by the property photos' rules (size 413, not an image 415, pixel bomb 413,
 * metadata dropped), then stores each as a JPEG no larger than LADO_MAXIMO: the laudo embeds
 * them as they are. Answers the stored names; nothing stays behind when one write fails.
 */
export const guardarFotos = async (
  armazenamento: Armazenamento,
  arquivos: readonly File[],
): Promise<string[]> => {
  const fotos = await lerFotosEnviadas(
    arquivos,
    VISTORIA_FOTOS_POR_ENVIO,
    MSG_VISTORIAS.erros.fotosDemais(VISTORIA_FOTOS_POR_ENVIO),
  );
  const nomes: string[] = [];
  try {
    for (const f of fotos) {
      const jpeg = await sharp(f.bytes, { limitInputPixels: FOTO_MAX_PIXELS })
        .rotate()
        .resize({ width: LADO_MAXIMO, height: LADO_MAXIMO, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
      const nome = `vistoria-${randomUUID()}.jpg`;
      await armazenamento.gravar('documentos', nome, jpeg, 'image/jpeg');
      nomes.push(nome);
    }
  } catch (e) {
    await apagarArquivos(armazenamento, nomes);
    throw e;
  }
  return nomes;
};

export const lerFotoGuardada = (armazenamento: Armazenamento, nome: string) =>
  FOTO.test(nome) ? armazenamento.ler('documentos', nome) : Promise.resolve(undefined);

export const guardarLaudo = async (armazenamento: Armazenamento, pdf: Uint8Array): Promise<string> => {
  const nome = `laudo-${randomUUID()}.pdf`;
  await armazenamento.gravar('documentos', nome, pdf, 'application/pdf');
  return nome;
};

export const lerLaudo = (armazenamento: Armazenamento, nome: string) =>
  LAUDO.test(nome) ? armazenamento.ler('documentos', nome) : Promise.resolve(undefined);

/** Removes our files (photos, laudo); any other name is ignored. */
export const apagarArquivos = async (armazenamento: Armazenamento, nomes: readonly string[]) => {
  await Promise.all(
    nomes.filter((n) => FOTO.test(n) || LAUDO.test(n)).map((n) => armazenamento.apagar('documentos', n)),
  );
};
