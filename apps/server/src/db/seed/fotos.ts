import type { TipoImovel } from '@morada/domain';
import sharp from 'sharp';

/**
 * Procedural illustrations of the demo properties, drawn as SVG and rasterised by sharp at full
 * width, so edges stay clean on the detail page. Every property and every photo differs: a seeded
 * random draws the time of day, colours, proportions and props; the first photos show the facade,
 * the later ones of a house or flat a room inside.
 */
export const FOTO_DEMO = { largura: 1280, altura: 960 } as const;
const { largura: W, altura: H } = FOTO_DEMO;
const CHAO = 700;

/** mulberry32: a tiny deterministic generator, so a reseed draws the same photos. */
const sorteio = (semente: number) => {
  let a = semente >>> 0;
  const proximo = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    entre: (min: number, max: number) => min + proximo() * (max - min),
    inteiro: (min: number, max: number) => Math.floor(min + proximo() * (max - min + 1)),
    um: <T>(lista: readonly T[]): T => lista[Math.floor(proximo() * lista.length)]!,
  };
};
type Sorteio = ReturnType<typeof sorteio>;

const CEUS = [
  ['#6fb1ea', '#d7ecfb', '#ffe58a'],
  ['#f59e6b', '#ffe0b5', '#ffd166'],
  ['#4f86d0', '#b9dcf7', '#fff3b0'],
  ['#3b3f7a', '#d9a3b5', '#f6f1de'],
] as const;
const PAREDES = ['#ecdcc0', '#d8c1a8', '#f4f1ea', '#c6d6e0', '#e8c9a0', '#d9e4d0', '#f0d6d0'];
const TELHADOS = ['#9c3d2e', '#7b4a36', '#5b5f66', '#a4552f'];
const PORTAS = ['#7a4f2d', '#2f4858', '#8d2f2f', '#3e5c3a'];
const VIDRO = '#a9cde6';
const MOLDURA = '#4d4640';

const r = (x: number, y: number, w: number, h: number, cor: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${cor}" ${extra}/>`;
const c = (x: number, y: number, raio: number, cor: string, extra = '') =>
  `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${raio.toFixed(1)}" fill="${cor}" ${extra}/>`;

const janela = (x: number, y: number, w: number, h: number, cortina?: string) =>
  r(x - 6, y - 6, w + 12, h + 12, MOLDURA, 'rx="3"') +
  r(x, y, w, h, 'url(#vidro)') +
  (cortina ? r(x, y, w * 0.22, h, cortina, 'opacity="0.85"') : '') +
  r(x + w / 2 - 2, y, 4, h, MOLDURA) +
  r(x, y + h / 2 - 2, w, 4, MOLDURA);

const arvore = (s: Sorteio, x: number, base: number, escala: number) => {
  const verde = s.um(['#3f7d44', '#2f6b3a', '#4f8f4a', '#5a8f3a']);
  const h = 170 * escala;
  return (
    r(x - 10 * escala, base - h, 20 * escala, h, '#6b4a2e', 'rx="6"') +
    c(x, base - h - 40 * escala, 85 * escala, verde) +
    c(x - 55 * escala, base - h + 10 * escala, 60 * escala, verde) +
    c(x + 60 * escala, base - h + 5 * escala, 65 * escala, verde) +
    c(x - 20 * escala, base - h - 70 * escala, 40 * escala, '#ffffff', 'opacity="0.08"')
  );
};

/** Sky, sun, clouds, hills and lawn: the outdoor backdrop of every facade. */
const paisagem = (s: Sorteio) => {
  const [alto, baixo, sol] = s.um(CEUS);
  const nuvens = Array.from({ length: s.inteiro(2, 4) }, () => {
    const [x, y, e] = [s.entre(80, W - 80), s.entre(70, 260), s.entre(0.7, 1.3)];
    return `<g fill="#fff" opacity="0.85">${c(x, y, 38 * e, '#fff')}${c(x + 45 * e, y + 8, 30 * e, '#fff')}${c(x - 45 * e, y + 10, 28 * e, '#fff')}${r(x - 70 * e, y + 10, 140 * e, 30 * e, '#fff', `rx="${15 * e}"`)}</g>`;
  }).join('');
  const morro = (y: number, cor: string) =>
    `<path d="M0 ${y} Q ${s.entre(200, 400)} ${y - s.entre(60, 140)} ${s.entre(550, 750)} ${y - 20} T ${W} ${y - s.entre(0, 60)} V ${CHAO} H 0 Z" fill="${cor}"/>`;
  return (
    `<defs><linearGradient id="ceu" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${alto}"/><stop offset="1" stop-color="${baixo}"/></linearGradient>` +
    `<linearGradient id="gramado" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb06a"/><stop offset="1" stop-color="#4f8a4a"/></linearGradient>` +
    `<linearGradient id="vidro" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d6ecf8"/><stop offset="1" stop-color="${VIDRO}"/></linearGradient></defs>` +
    r(0, 0, W, CHAO, 'url(#ceu)') +
    c(s.entre(120, W - 120), s.entre(90, 200), 55, sol, 'opacity="0.95"') +
    nuvens +
    morro(CHAO - 130, '#9cc39a') +
    morro(CHAO - 60, '#86b487') +
    r(0, CHAO, W, H - CHAO, 'url(#gramado)') +
    r(0, CHAO + 150, W, 60, '#c9c4ba') +
    r(0, CHAO + 210, W, H, '#6f6f73')
  );
};

const casa = (s: Sorteio) => {
  const [w, h] = [s.entre(560, 720), s.entre(250, 300)];
  const x = s.entre(140, W - w - 180);
  const topo = CHAO - h;
  const parede = s.um(PAREDES);
  const beiral = s.entre(40, 70);
  const alturaTelhado = s.entre(150, 220);
  const porta = x + w * s.entre(0.42, 0.5);
  return (
    r(x + 18, topo + 18, w, h, '#000', 'opacity="0.12"') +
    r(x, topo, w, h, parede) +
    `<path d="M ${x - beiral} ${topo} L ${x + w / 2} ${topo - alturaTelhado} L ${x + w + beiral} ${topo} Z" fill="${s.um(TELHADOS)}"/>` +
    r(x - beiral, topo - 6, w + beiral * 2, 14, '#000', 'opacity="0.2"') +
    r(porta, CHAO - 190, 90, 190, s.um(PORTAS), 'rx="4"') +
    c(porta + 74, CHAO - 95, 5, '#e6c36a') +
    janela(x + w * 0.1, topo + 60, w * 0.22, 120, '#f3e3c3') +
    janela(x + w * 0.68, topo + 60, w * 0.22, 120, '#f3e3c3') +
    r(porta - 30, CHAO, 150, 150, '#d8d2c4') +
    arvore(s, x - 60, CHAO + 10, s.entre(0.9, 1.2)) +
    Array.from({ length: 14 }, (_, i) => r(i * 95 + 10, CHAO + 60, 10, 80, '#f5f1e8')).join('') +
    r(0, CHAO + 80, W, 8, '#f5f1e8')
  );
};

const predio = (s: Sorteio) => {
  const [andares, colunas] = [s.inteiro(6, 9), s.inteiro(3, 5)];
  const [passoX, passoY] = [110, 56];
  const w = colunas * passoX + 60;
  const x = s.entre(380, W - w - 120);
  const topo = CHAO - andares * passoY - 90;
  const vizinho = s.um(PAREDES);
  const janelas = Array.from({ length: andares * colunas }, (_, i) => {
    const [a, col] = [Math.floor(i / colunas), i % colunas];
    return janela(x + 40 + col * passoX, topo + 40 + a * passoY, 70, 34);
  }).join('');
  return (
    r(60, CHAO - 380, 260, 380, vizinho) +
    Array.from(
      { length: 6 },
      (_, a) => janela(90, CHAO - 350 + a * 58, 60, 30) + janela(210, CHAO - 350 + a * 58, 60, 30),
    ).join('') +
    r(x + 20, topo + 20, w, CHAO - topo, '#000', 'opacity="0.12"') +
    r(x, topo, w, CHAO - topo, s.um(PAREDES)) +
    r(x - 10, topo - 24, w + 20, 28, '#5b5f66') +
    janelas +
    r(x + w / 2 - 70, CHAO - 80, 140, 80, '#3c4650') +
    r(x + w / 2 - 60, CHAO - 72, 120, 72, 'url(#vidro)') +
    arvore(s, x + w + 70, CHAO + 20, s.entre(0.8, 1))
  );
};

const loja = (s: Sorteio) => {
  const [x, w] = [s.entre(120, 220), s.entre(820, 940)];
  const topo = CHAO - 420;
  const toldo = s.um(['#1e5f99', '#a3312a', '#2f7d5b', '#b7791f']);
  const listras = Array.from({ length: Math.ceil(w / 60) }, (_, i) =>
    i % 2 ? r(x + i * 60, topo + 150, 60, 70, '#ffffff', 'opacity="0.85"') : '',
  ).join('');
  return (
    r(x, topo, w, 420, s.um(PAREDES)) +
    Array.from({ length: 4 }, (_, i) =>
      janela(x + 60 + i * ((w - 120) / 4), topo + 40, (w - 200) / 4, 80),
    ).join('') +
    r(x - 20, topo + 150, w + 40, 70, toldo) +
    listras +
    r(x + 40, topo + 240, w - 80, 180, 'url(#vidro)') +
    Array.from({ length: 6 }, (_, i) => r(x + 40 + i * ((w - 80) / 5) - 4, topo + 240, 8, 180, MOLDURA)).join(
      '',
    ) +
    r(x + w * 0.45, CHAO - 170, 100, 170, '#30363d')
  );
};

const terreno = (s: Sorteio) => {
  const estacas = Array.from({ length: 16 }, (_, i) => r(i * 85 + 20, CHAO - 30, 12, 110, '#8c6a44')).join(
    '',
  );
  const placa = s.entre(760, 1000);
  return (
    estacas +
    r(0, CHAO + 5, W, 8, '#8c6a44') +
    r(0, CHAO + 45, W, 8, '#8c6a44') +
    arvore(s, s.entre(150, 400), CHAO - 10, s.entre(1, 1.4)) +
    arvore(s, s.entre(900, 1150), CHAO - 40, s.entre(0.6, 0.9)) +
    r(placa + 70, CHAO - 40, 14, 180, '#5a4630') +
    r(placa, CHAO - 150, 160, 110, '#ffffff', 'rx="6"') +
    r(placa + 10, CHAO - 140, 140, 90, '#c0392b', 'rx="4"')
  );
};

/** A room: wall, wooden floor, a large window to the outside, sofa or table, rug, plant, frame. */
const interior = (s: Sorteio) => {
  const parede = s.um(PAREDES);
  const piso = s.um(['#b07a4a', '#9a6a40', '#c89a6a', '#8a8f96']);
  const rodape = 660;
  const tabuas = Array.from(
    { length: 18 },
    (_, i) =>
      `<line x1="${i * 80 - 200}" y1="${H}" x2="${W / 2 + (i * 80 - 200 - W / 2) * 0.45}" y2="${rodape}" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>`,
  ).join('');
  const jx = s.entre(80, 420);
  const sofa = s.um(['#4b5d73', '#7b5a45', '#5f7a5b', '#8a4b52']);
  const sx = s.entre(560, 760);
  return (
    `<defs><linearGradient id="ceu" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.um(CEUS)[0]}"/><stop offset="1" stop-color="#eaf5fb"/></linearGradient>` +
    `<linearGradient id="vidro" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d6ecf8"/><stop offset="1" stop-color="${VIDRO}"/></linearGradient>` +
    `<linearGradient id="luz" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient></defs>` +
    r(0, 0, W, rodape, parede) +
    r(0, 0, W, rodape, 'url(#luz)') +
    r(0, rodape, W, H - rodape, piso) +
    tabuas +
    r(0, rodape - 16, W, 16, '#f4f1ea') +
    r(jx - 14, 120, 380, 420, '#f4f1ea') +
    r(jx, 134, 352, 392, 'url(#ceu)') +
    `<path d="M ${jx} 460 Q ${jx + 120} 380 ${jx + 352} 440 V 526 H ${jx} Z" fill="#7fb06a"/>` +
    r(jx + 172, 134, 8, 392, '#f4f1ea') +
    r(jx - 40, 100, 40, 460, s.um(['#e8d9c0', '#c9d7e6', '#e7c8c8']), 'opacity="0.9"') +
    `<ellipse cx="${sx + 170}" cy="${rodape + 170}" rx="330" ry="70" fill="${s.um(['#d9c7a7', '#c2cfd9', '#e0c2b8'])}"/>` +
    r(sx, rodape - 150, 360, 110, sofa, 'rx="22"') +
    r(sx - 30, rodape - 80, 420, 90, sofa, 'rx="18"') +
    r(sx + 20, rodape - 140, 150, 70, '#fff', 'rx="14" opacity="0.2"') +
    r(sx + 190, rodape - 140, 150, 70, '#fff', 'rx="14" opacity="0.2"') +
    r(sx + 420, rodape - 360, 110, 150, MOLDURA, 'rx="4"') +
    r(sx + 430, rodape - 350, 90, 130, s.um(['#e9b872', '#8fb8de', '#c7a0d6'])) +
    r(W - 150, rodape - 40, 70, 80, '#b86b3c', 'rx="8"') +
    c(W - 115, rodape - 100, 70, '#3f7d44') +
    c(W - 150, rodape - 150, 45, '#4f8f4a')
  );
};

/** One demo photo (PNG, FOTO_DEMO size): `imovel` and `foto` make each property and photo differ. */
export const desenharFoto = async (tipo: TipoImovel, imovel: number, foto: number): Promise<Buffer> => {
  const s = sorteio(imovel * 7919 + foto * 104_729 + tipo.length * 31);
  const dentro = foto >= 2 && (tipo === 'Casa' || tipo === 'Apartamento');
  const cena = dentro
    ? interior(s)
    : paisagem(s) +
      (tipo === 'Casa'
        ? casa(s)
        : tipo === 'Apartamento'
          ? predio(s)
          : tipo === 'Comercial'
            ? loja(s)
            : terreno(s));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${cena}</svg>`;
  // Fast zlib: the file is the fallback behind the WebP variants; the pixels are what matter.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
};
