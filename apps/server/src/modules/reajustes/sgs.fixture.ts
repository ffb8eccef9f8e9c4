import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the Banco Central's SGS API on 127.0.0.1 (a port the OS picks), answering
 * GET /dados/serie/bcdata.sgs.{codigo}/dados as `responder` says. Test support only.
 */
export type PedidoSgs = {
  codigo: number;
  formato: string | null;
  dataInicial: string | null;
  dataFinal: string | null;
};

export type ServidorSgs = Awaited<ReturnType<typeof servidorSgs>>;

export const servidorSgs = async (responder: (p: PedidoSgs, res: ServerResponse) => void) => {
  const pedidos: PedidoSgs[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const m = /^\/dados\/serie\/bcdata\.sgs\.(\d+)\/dados$/.exec(url.pathname);
    if (req.method !== 'GET' || !m) {
      res.writeHead(404, { 'Content-Type': 'text/html' }).end('<html>Not Found</html>');
      return;
    }
    const pedido = {
      codigo: Number(m[1]),
      formato: url.searchParams.get('formato'),
      dataInicial: url.searchParams.get('dataInicial'),
      dataFinal: url.searchParams.get('dataFinal'),
    };
    pedidos.push(pedido);
    responder(pedido, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pedidos,
    fechar: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** The SGS answer: [{ "data": "01/01/2026", "valor": "0.41" }, …]. */
export const responderSerie = (res: ServerResponse, meses: readonly (readonly [string, string])[]) => {
  res
    .writeHead(200, { 'Content-Type': 'application/json' })
    .end(JSON.stringify(meses.map(([data, valor]) => ({ data, valor }))));
};
