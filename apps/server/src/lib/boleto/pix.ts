/**
 * PIX copia-e-cola: the EMV® QRCPS-MPM "BR Code" of the Banco Central's Manual do BR Code.
 * Each field is ID(2) + length(2) + value; the payload ends with 6304 + CRC16-CCITT-FALSE
 * (poly 0x1021, init 0xFFFF) computed over everything before it, including "6304".
 */
export type DadosPix = {
  chave: string;
  nome: string;
  cidade: string;
  /** Omitted when the payer types the amount. */
  valor?: number;
  /** Up to 25 letters/digits; '***' when none. */
  txid?: string;
};

const campo = (id: string, valor: string): string => {
  if (valor.length > 99) throw new Error(`Campo ${id} do PIX longo demais`);
  return id + String(valor.length).padStart(2, '0') + valor;
};

/** ASCII without accents and symbols, as the BR Code asks for name and city. */
export const textoPix = (s: string, max: number): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();

export const crc16 = (texto: string): string => {
  let crc = 0xffff;
  for (const byte of Buffer.from(texto, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

/**
 * The txid a BR Code carries for a reference (Morada uses the payment id): its letters and digits,
 * at most 25. Statement matching compares a credit's txid with this, so both sides share it.
 */
export const txidPix = (referencia: string): string => referencia.replace(/[^A-Za-z0-9*]/g, '').slice(0, 25);

export const montarPixCopiaECola = (d: DadosPix): string => {
  // Banks refuse a BR Code whose amount is zero or negative; with no amount the payer types it.
  if (d.valor !== undefined && !(d.valor > 0)) throw new RangeError('Valor do PIX deve ser maior que zero');
  const txid = txidPix(d.txid ?? '***') || '***';
  const corpo =
    campo('00', '01') +
    campo('26', campo('00', 'br.gov.bcb.pix') + campo('01', d.chave)) +
    campo('52', '0000') +
    campo('53', '986') +
    (d.valor !== undefined ? campo('54', d.valor.toFixed(2)) : '') +
    campo('58', 'BR') +
    campo('59', textoPix(d.nome, 25)) +
    campo('60', textoPix(d.cidade, 15)) +
    campo('62', campo('05', txid)) +
    '6304';
  return corpo + crc16(corpo);
};

/** True when the payload's last 4 characters are the CRC of the rest. */
export const pixValido = (payload: string): boolean =>
  payload.length > 8 && payload.slice(-8, -4) === '6304' && crc16(payload.slice(0, -4)) === payload.slice(-4);
