import { describe, expect, it } from 'vitest';
import { MSG_SITE } from './messages/publico';

describe('textos do site', () => {
  it('o sino concorda com a quantidade de notificações', () => {
    expect(MSG_SITE.sino(0)).toBe('Notificações: 0 não lidas');
    expect(MSG_SITE.sino(1)).toBe('Notificações: 1 não lida');
    expect(MSG_SITE.sino(3)).toBe('Notificações: 3 não lidas');
  });
  it('o condomínio do detalhe vem do catálogo', () => {
    expect(MSG_SITE.detalheCondominio('R$ 850,00')).toBe('Condomínio: R$ 850,00');
  });
});
