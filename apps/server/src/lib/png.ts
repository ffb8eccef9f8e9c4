import { deflateSync } from 'node:zlib';

/** Minimal PNG encoder (RGB, 8 bit) so the demo ships real photos without network or binaries. */
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (tipo: string, dados: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(dados.length);
  const corpo = Buffer.concat([Buffer.from(tipo, 'ascii'), dados]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(corpo));
  return Buffer.concat([len, corpo, crc]);
};

export type Rgb = [number, number, number];

/** A canvas of RGB pixels with the few drawing operations the seed illustrations need. */
export class Canvas {
  readonly px: Uint8Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Uint8Array(w * h * 3);
  }
  set(x: number, y: number, [r, g, b]: Rgb) {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h) return;
    const i = (y * this.w + x) * 3;
    this.px[i] = r;
    this.px[i + 1] = g;
    this.px[i + 2] = b;
  }
  rect(x0: number, y0: number, w: number, h: number, cor: Rgb) {
    for (let y = Math.max(0, y0); y < Math.min(this.h, y0 + h); y++)
      for (let x = Math.max(0, x0); x < Math.min(this.w, x0 + w); x++) this.set(x, y, cor);
  }
  /** Vertical gradient from `de` (top) to `ate` (bottom). */
  gradient(y0: number, h: number, de: Rgb, ate: Rgb) {
    for (let y = y0; y < y0 + h; y++) {
      const t = h <= 1 ? 0 : (y - y0) / (h - 1);
      const cor: Rgb = [0, 1, 2].map((i) => Math.round(de[i]! + (ate[i]! - de[i]!) * t)) as Rgb;
      this.rect(0, y, this.w, 1, cor);
    }
  }
  /** Isosceles triangle pointing up (a roof). */
  roof(cx: number, topo: number, base: number, meiaLargura: number, cor: Rgb) {
    for (let y = topo; y <= base; y++) {
      const m = Math.round(((y - topo) / Math.max(1, base - topo)) * meiaLargura);
      this.rect(cx - m, y, m * 2 + 1, 1, cor);
    }
  }
  circle(cx: number, cy: number, r: number, cor: Rgb) {
    for (let y = -r; y <= r; y++)
      for (let x = -r; x <= r; x++) if (x * x + y * y <= r * r) this.set(cx + x, cy + y, cor);
  }
  toPng(): Buffer {
    const linhas = Buffer.alloc((this.w * 3 + 1) * this.h);
    for (let y = 0; y < this.h; y++) {
      linhas[y * (this.w * 3 + 1)] = 0;
      Buffer.from(this.px.buffer, y * this.w * 3, this.w * 3).copy(linhas, y * (this.w * 3 + 1) + 1);
    }
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.w, 0);
    ihdr.writeUInt32BE(this.h, 4);
    ihdr[8] = 8;
    ihdr[9] = 2;
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(linhas)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}
