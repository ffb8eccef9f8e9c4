import { connect as tcp, type Socket } from 'node:net';
import { connect as tls } from 'node:tls';

export type Mensagem = { de: string; para: string; assunto: string; corpo: string };

/**
 * Minimal SMTP submission (RFC 5321): smtp://[user:pass@]host[:port] in clear text (a local relay)
 * or smtps:// with implicit TLS; AUTH PLAIN when credentials are given. Enough for an agency's
 * transactional mail without a dependency; STARTTLS relays should be reached through smtps.
 */
export const enviarSmtp = async (url: string, m: Mensagem, timeoutMs = 10_000): Promise<void> => {
  const u = new URL(url);
  const seguro = u.protocol === 'smtps:';
  const porta = Number(u.port || (seguro ? 465 : 25));
  const socket: Socket = seguro
    ? tls({ host: u.hostname, port: porta, servername: u.hostname })
    : tcp({ host: u.hostname, port: porta });
  socket.setTimeout(timeoutMs);
  let buffer = '';
  const esperas: ((linhas: string) => void)[] = [];
  let falha: Error | undefined;
  const erro = (e: Error) => {
    falha = e;
    socket.destroy();
  };
  socket.on('error', erro);
  socket.on('timeout', () => erro(new Error('SMTP: tempo esgotado')));
  socket.on('data', (d) => {
    buffer += d.toString('utf8');
    // A reply ends with a line "NNN text" (space after the code); "NNN-" lines continue it.
    const m = buffer.match(/(?:^|\r\n)(\d{3}) [^\r\n]*\r\n$/);
    if (m) {
      const resposta = buffer;
      buffer = '';
      esperas.shift()?.(resposta);
    }
  });
  const resposta = () =>
    new Promise<string>((resolve, reject) => {
      if (falha) return reject(falha);
      esperas.push(resolve);
      socket.once('close', () => reject(falha ?? new Error('SMTP: conexão encerrada')));
    });
  const comando = async (linha: string | undefined, esperado: number) => {
    if (linha !== undefined) socket.write(`${linha}\r\n`);
    const r = await resposta();
    const codigo = Number(r.split(/\r\n/).filter(Boolean).pop()?.slice(0, 3));
    if (codigo !== esperado) throw new Error(`SMTP: esperado ${esperado}, recebido ${r.trim()}`);
  };
  try {
    await comando(undefined, 220);
    await comando(`EHLO morada`, 250);
    if (u.username) {
      const cred = Buffer.from(
        `\0${decodeURIComponent(u.username)}\0${decodeURIComponent(u.password)}`,
      ).toString('base64');
      await comando(`AUTH PLAIN ${cred}`, 235);
    }
    await comando(`MAIL FROM:<${m.de}>`, 250);
    await comando(`RCPT TO:<${m.para}>`, 250);
    await comando('DATA', 354);
    const assunto = `=?UTF-8?B?${Buffer.from(m.assunto).toString('base64')}?=`;
    const corpo = m.corpo.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
    await comando(
      [
        `From: ${m.de}`,
        `To: ${m.para}`,
        `Subject: ${assunto}`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        corpo,
        '.',
      ].join('\r\n'),
      250,
    );
    socket.write('QUIT\r\n');
  } finally {
    socket.end();
  }
};
