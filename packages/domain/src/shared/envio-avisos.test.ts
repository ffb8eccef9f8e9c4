import { describe, expect, it } from 'vitest';
import { mensagemDoEnvio } from './envio-avisos';
import { resumirEnvios } from './envio-email.schema';

describe('resumirEnvios', () => {
  it('counts each state and keeps the reason of a refusal before an outbox reason', () => {
    expect(
      resumirEnvios([
        { estado: 'enviado' },
        { estado: 'na-fila', motivo: 'sem resposta' },
        { estado: 'falhou', motivo: '550 recusado' },
        { estado: 'na-fila', motivo: 'sem resposta' },
      ]),
    ).toEqual({ enviados: 1, naFila: 2, falharam: 1, motivo: '550 recusado' });
  });

  it('has no reason when every e-mail was accepted (and none for an empty batch)', () => {
    expect(resumirEnvios([{ estado: 'enviado' }, { estado: 'enviado' }])).toEqual({
      enviados: 2,
      naFila: 0,
      falharam: 0,
    });
    expect(resumirEnvios([])).toEqual({ enviados: 0, naFila: 0, falharam: 0 });
  });
});

describe('mensagemDoEnvio', () => {
  const emails = (enviados: number, naFila: number, falharam: number, motivo?: string) => ({
    enviados,
    naFila,
    falharam,
    ...(motivo ? { motivo } : {}),
  });

  it("says 'enviada' with the screen's sentence only when SMTP accepted every e-mail", () => {
    expect(
      mensagemDoEnvio('cobranca', { avisos: 1, emails: emails(1, 0, 0) }, 'O inquilino recebeu.'),
    ).toEqual({
      estado: 'enviado',
      titulo: 'Cobrança enviada',
      descricao: 'O inquilino recebeu.',
    });
  });

  it('says the notices are in the area and the e-mails wait in the outbox, with the reason', () => {
    expect(
      mensagemDoEnvio(
        'cobrancas',
        { avisos: 3, emails: emails(1, 2, 0, 'O envio de e-mails não está configurado.') },
        'nunca',
      ),
    ).toEqual({
      estado: 'na-fila',
      titulo: 'Cobranças na fila',
      descricao:
        'Os 3 avisos já estão na área dos destinatários; 2 e-mails aguardam na caixa de saída. ' +
        'O envio de e-mails não está configurado.',
    });
    expect(
      mensagemDoEnvio('lembrete', { avisos: 1, emails: emails(0, 1, 0, 'Sem SMTP.') }, 'nunca').descricao,
    ).toBe('O aviso já está na área do destinatário; o e-mail aguarda na caixa de saída. Sem SMTP.');
  });

  it('a refusal wins over the outbox and names SMTP’s reason', () => {
    expect(
      mensagemDoEnvio(
        'notificacao',
        { avisos: 1, emails: emails(0, 0, 1, '550 mailbox unavailable') },
        'nunca',
      ),
    ).toEqual({
      estado: 'falhou',
      titulo: 'Notificação não enviada por e-mail',
      descricao:
        'O aviso já está na área do destinatário, mas o servidor de e-mail recusou o e-mail: 550 mailbox unavailable',
    });
    expect(mensagemDoEnvio('cobrancas', { avisos: 4, emails: emails(1, 1, 2, '550') }, 'nunca').titulo).toBe(
      'Cobranças não enviadas por e-mail',
    );
  });
});
