import { Canvas, type Rgb } from '../../lib/png';
import type { TipoImovel } from '@morada/domain';

/**
 * Procedural illustrations of the demo properties (house, apartment block, shop front, plot),
 * varied by `variante` so each photo of a property differs (time of day, colours, angle).
 */
const CEUS: [Rgb, Rgb][] = [
  [
    [120, 180, 235],
    [210, 235, 250],
  ],
  [
    [250, 170, 110],
    [255, 225, 180],
  ],
  [
    [90, 140, 210],
    [180, 215, 245],
  ],
  [
    [60, 70, 120],
    [200, 150, 170],
  ],
];
const PAREDES: Rgb[] = [
  [236, 222, 196],
  [210, 190, 170],
  [245, 245, 240],
  [196, 210, 220],
  [230, 200, 160],
];
const VIDRO: Rgb = [170, 205, 230];
const MOLDURA: Rgb = [90, 80, 70];

const fundo = (c: Canvas, v: number) => {
  const [de, ate] = CEUS[v % CEUS.length]!;
  c.gradient(0, 170, de, ate);
  c.circle(60 + v * 70, 40 + (v % 2) * 15, 16, v % 4 === 3 ? [245, 240, 220] : [255, 230, 120]);
  c.gradient(170, 70, [110, 160, 90], [80, 130, 70]);
};

const janela = (c: Canvas, x: number, y: number, w: number, h: number) => {
  c.rect(x - 2, y - 2, w + 4, h + 4, MOLDURA);
  c.rect(x, y, w, h, VIDRO);
  c.rect(x + Math.floor(w / 2), y, 1, h, MOLDURA);
};

const casa = (c: Canvas, v: number) => {
  const parede = PAREDES[v % PAREDES.length]!;
  const x = 70 + (v % 3) * 20;
  c.rect(x, 110, 170, 90, parede);
  c.roof(x + 85, 60, 110, 100, [150, 60, 50]);
  c.rect(x + 70, 145, 30, 55, [120, 80, 50]);
  janela(c, x + 18, 130, 34, 28);
  janela(c, x + 118, 130, 34, 28);
  c.circle(30, 175, 22, [60, 120, 60]);
  c.rect(27, 175, 6, 30, [100, 70, 40]);
};

const apartamento = (c: Canvas, v: number) => {
  const parede = PAREDES[(v + 2) % PAREDES.length]!;
  const x = 90 + (v % 2) * 40;
  c.rect(x, 20, 130, 190, parede);
  for (let andar = 0; andar < 7; andar++)
    for (let col = 0; col < 4; col++) janela(c, x + 10 + col * 30, 30 + andar * 25, 18, 14);
  c.rect(x + 50, 190, 30, 20, [80, 80, 90]);
  c.rect(x - 60, 90, 50, 120, PAREDES[(v + 4) % PAREDES.length]!);
  for (let andar = 0; andar < 4; andar++) janela(c, x - 50, 100 + andar * 25, 30, 12);
};

const comercial = (c: Canvas, v: number) => {
  c.rect(40, 80, 240, 130, PAREDES[(v + 1) % PAREDES.length]!);
  c.rect(40, 80, 240, 22, [30, 90, 150]);
  c.rect(50, 120, 220, 80, VIDRO);
  for (let i = 0; i < 5; i++) c.rect(50 + i * 55, 120, 3, 80, MOLDURA);
};

const terreno = (c: Canvas, v: number) => {
  c.gradient(150, 90, [150, 170, 90], [120, 140, 70]);
  for (let x = 20; x < 300; x += 28) c.rect(x, 150, 3, 30, [140, 110, 70]);
  c.rect(20, 158, 280, 2, [140, 110, 70]);
  c.circle(250 - v * 30, 120, 26, [70, 130, 70]);
  c.rect(247 - v * 30, 120, 6, 40, [100, 70, 40]);
  c.rect(60, 190, 60, 30, [240, 240, 240]);
  c.rect(62, 192, 56, 26, [200, 40, 40]);
};

export const desenharFoto = (tipo: TipoImovel, variante: number): Buffer => {
  const c = new Canvas(320, 240);
  fundo(c, variante);
  if (tipo === 'Casa') casa(c, variante);
  else if (tipo === 'Apartamento') apartamento(c, variante);
  else if (tipo === 'Comercial') comercial(c, variante);
  else terreno(c, variante);
  return c.toPng();
};
