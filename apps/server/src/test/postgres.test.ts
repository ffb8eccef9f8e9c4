import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pastaBinarios } from './postgres';

const raiz = mkdtempSync(join(tmpdir(), 'morada-pgbin-'));
afterAll(() => rmSync(raiz, { recursive: true, force: true }));

describe('pastaBinarios', () => {
  it('picks the newest numbered version folder, numerically, when PG_BIN is unset', () => {
    for (const v of ['9.6', '10', '16', '13']) mkdirSync(join(raiz, v));
    mkdirSync(join(raiz, 'lib'));
    writeFileSync(join(raiz, 'README'), '');
    expect(pastaBinarios(undefined, raiz)).toBe(join(raiz, '16', 'bin'));
    expect(pastaBinarios('', raiz)).toBe(join(raiz, '16', 'bin'));
  });

  it('PG_BIN wins; a missing folder falls back to the old default path', () => {
    expect(pastaBinarios('/opt/pg/bin', raiz)).toBe('/opt/pg/bin');
    expect(pastaBinarios(undefined, join(raiz, 'nao-existe'))).toBe(join(raiz, 'nao-existe', '15', 'bin'));
  });
});
