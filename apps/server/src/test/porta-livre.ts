import { createServer } from 'node:net';

/** A port free on 127.0.0.1 right now, for a server a test starts (and stops). */
export const portaLivre = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const porta = (s.address() as { port: number }).port;
      s.close(() => resolve(porta));
    });
  });
