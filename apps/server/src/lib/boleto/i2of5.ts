/**
 * Interleaved 2 of 5 (ITF), the symbology of the boleto barcode: digits in pairs, the first
 * encoded in the bars and the second in the spaces; start = 4 narrow, stop = wide bar, narrow
 * space, narrow bar. `true` in a pattern = wide element.
 */
const PADROES = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];

/** One element of the symbol, alternating bar/space starting with a bar. */
export type ElementoBarra = { barra: boolean; largo: boolean };

export const barrasI2of5 = (digitos: string): ElementoBarra[] => {
  if (!/^\d*$/.test(digitos) || digitos.length % 2 !== 0) {
    throw new Error('I2of5 exige uma quantidade par de dígitos');
  }
  const larguras: boolean[] = [false, false, false, false];
  for (let i = 0; i < digitos.length; i += 2) {
    const a = PADROES[Number(digitos[i])]!;
    const b = PADROES[Number(digitos[i + 1])]!;
    for (let k = 0; k < 5; k++) larguras.push(a[k] === 'w', b[k] === 'w');
  }
  larguras.push(true, false, false);
  return larguras.map((largo, i) => ({ barra: i % 2 === 0, largo }));
};
