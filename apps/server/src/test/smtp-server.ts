import { createServer, type Server } from 'node:net';

/** A tiny SMTP server that records the session, answering like a real relay. */
export const servidorSmtp = (recebido: string[]) =>
  new Promise<{ server: Server; porta: number }>((resolve) => {
    const server = createServer((s) => {
      let dados = false;
      s.write('220 teste ESMTP\r\n');
      s.on('data', (d) => {
        const texto = d.toString();
        recebido.push(texto);
        if (dados) {
          if (texto.endsWith('\r\n.\r\n')) {
            dados = false;
            s.write('250 OK queued\r\n');
          }
          return;
        }
        const cmd = texto.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO') s.write('250-teste\r\n250 AUTH PLAIN\r\n');
        else if (cmd === 'AUTH') s.write('235 ok\r\n');
        else if (cmd === 'DATA') {
          dados = true;
          s.write('354 go\r\n');
        } else if (cmd === 'QUIT') s.end('221 bye\r\n');
        else if (texto.includes('recusado')) s.write('550 no such user\r\n');
        else s.write('250 OK\r\n');
      });
    });
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, porta: (server.address() as { port: number }).port }),
    );
  });
