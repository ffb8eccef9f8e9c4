import type { Server } from 'node:net';
import { servidorSmtp } from '../test/smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { enviarSmtp } from './smtp';

const abertos: Server[] = [];
afterAll(() => abertos.forEach((s) => s.close()));

describe('enviarSmtp', () => {
  it('delivers with AUTH PLAIN, UTF-8 subject and dot-stuffing', async () => {
    const recebido: string[] = [];
    const { server, porta } = await servidorSmtp(recebido);
    abertos.push(server);
    await enviarSmtp(`smtp://user:p%40ss@127.0.0.1:${porta}`, {
      de: 'nao-responda@morada.com.br',
      para: 'ana@x.com',
      assunto: 'Redefinição',
      corpo: 'linha\n.ponto',
    });
    const tudo = recebido.join('');
    expect(tudo).toContain(`AUTH PLAIN ${Buffer.from('\0user\0p@ss').toString('base64')}`);
    expect(tudo).toContain('RCPT TO:<ana@x.com>');
    expect(tudo).toContain(`Subject: =?UTF-8?B?${Buffer.from('Redefinição').toString('base64')}?=`);
    expect(tudo).toContain('linha\r\n..ponto\r\n.\r\n');
  });

  it('rejects when the relay refuses the recipient or is unreachable', async () => {
    const { server, porta } = await servidorSmtp([]);
    abertos.push(server);
    await expect(
      enviarSmtp(`smtp://127.0.0.1:${porta}`, {
        de: 'a@b.c',
        para: 'recusado@x.com',
        assunto: 'x',
        corpo: 'y',
      }),
    ).rejects.toThrow(/550/);
    server.close();
    await expect(
      enviarSmtp(`smtp://127.0.0.1:${porta}`, { de: 'a@b.c', para: 'd@e.f', assunto: 'x', corpo: 'y' }),
    ).rejects.toThrow();
  });
});
