import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Images the upload tests send: a phone photo carrying what must never be published, and a PNG
 * that declares more pixels than it holds (a pixel bomb in a few KB). Shared by the photo and the
 * receipt tests, which must refuse and clean the same things.
 */

/** The EXIF GPS IFD pointer (tag 0x8825), in either byte order. */
export const temGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** A phone photo: 80×60 pixels shot sideways (orientation 6), with the GPS of a house and XMP. */
export const fotoDeCelular = (fundo = '#3a7') =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: fundo } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 41/1 5678/100',
      },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
    .toBuffer();

/** A valid PNG whose IHDR declares largura×altura RGB pixels, followed by a tiny IDAT. */
export const pngDeclarado = (largura: number, altura: number) => {
  const chunk = (tipo: string, dados: Buffer) => {
    const corpo = Buffer.concat([Buffer.from(tipo, 'latin1'), dados]);
    const tamanho = Buffer.alloc(4);
    tamanho.writeUInt32BE(dados.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(corpo));
    return Buffer.concat([tamanho, corpo, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + largura * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
