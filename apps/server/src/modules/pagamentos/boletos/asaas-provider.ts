import { formatarLinhaDigitavel } from '@morada/domain';
import type { BillingProvider, Pagador } from './provedor';

/**
 * Asaas v3 REST API (https://docs.asaas.com): `access_token` header, JSON bodies.
 * Customers are matched by externalReference = our user id; payments by externalReference =
 * our pagamento id.
 */
export type AsaasConfig = { baseUrl: string; apiKey: string; fetch?: typeof fetch };

type Lista<T> = { object: 'list'; hasMore: boolean; totalCount: number; data: T[] };
type AsaasCliente = { id: string; name: string; externalReference: string | null };
export type AsaasCobranca = {
  id: string;
  customer: string;
  value: number;
  dueDate: string;
  status: string;
  nossoNumero?: string | null;
  bankSlipUrl: string | null;
  invoiceUrl: string | null;
  externalReference: string | null;
};

export class AsaasErro extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const criarProviderAsaas = (cfg: AsaasConfig) => {
  const base = cfg.baseUrl.replace(/\/+$/, '');
  const f = cfg.fetch ?? fetch;

  const chamar = async <T>(metodo: string, caminho: string, corpo?: unknown): Promise<T> => {
    const res = await f(base + caminho, {
      method: metodo,
      headers: {
        access_token: cfg.apiKey,
        'Content-Type': 'application/json',
        'User-Agent': 'Morada',
      },
      body: corpo === undefined ? undefined : JSON.stringify(corpo),
      signal: AbortSignal.timeout(10_000),
    });
    const texto = await res.text();
    if (!res.ok) {
      // Asaas answers { errors: [{ code, description }] }.
      let msg = `Asaas ${metodo} ${caminho}: ${res.status}`;
      try {
        const e = JSON.parse(texto) as { errors?: { description?: string }[] };
        if (e.errors?.[0]?.description) msg += ` — ${e.errors[0].description}`;
      } catch {
        /* body not JSON */
      }
      throw new AsaasErro(res.status, msg);
    }
    return (texto ? JSON.parse(texto) : {}) as T;
  };

  const garantirCliente = async (p: Pagador): Promise<string> => {
    const achados = await chamar<Lista<AsaasCliente>>(
      'GET',
      `/customers?externalReference=${encodeURIComponent(p.id)}`,
    );
    if (achados.data[0]) return achados.data[0].id;
    const novo = await chamar<AsaasCliente>('POST', '/customers', {
      name: p.nome,
      cpfCnpj: p.cpf.replace(/\D/g, ''),
      email: p.email,
      mobilePhone: p.telefone.replace(/\D/g, '') || undefined,
      externalReference: p.id,
    });
    return novo.id;
  };

  const provider = {
    nome: 'asaas',
    garantirCliente,
    emitir: async (b) => {
      const customer = await garantirCliente(b.pagador);
      const cobranca = await chamar<AsaasCobranca>('POST', '/payments', {
        customer,
        billingType: 'BOLETO',
        value: b.valor,
        dueDate: b.vencimento,
        description: b.descricao,
        externalReference: b.pagamentoId,
      });
      const ident = await chamar<{ identificationField: string; nossoNumero: string; barCode: string }>(
        'GET',
        `/payments/${cobranca.id}/identificationField`,
      );
      const pix = await chamar<{ payload: string }>('GET', `/payments/${cobranca.id}/pixQrCode`);
      return {
        providerId: cobranca.id,
        nossoNumero: ident.nossoNumero,
        codigoBarras: ident.barCode,
        linhaDigitavel: formatarLinhaDigitavel(ident.identificationField),
        pixPayload: pix.payload,
      };
    },
    registrarPagamento: async (providerId, dataPagamento, valor) => {
      await chamar('POST', `/payments/${providerId}/receiveInCash`, {
        paymentDate: dataPagamento,
        value: valor,
        notifyCustomer: false,
      });
    },
    cancelar: async (providerId) => {
      await chamar('DELETE', `/payments/${providerId}`);
    },
    /** The customer's payments at Asaas (first page of 100). */
    listarCobrancas: async (customerId: string) =>
      (
        await chamar<Lista<AsaasCobranca>>(
          'GET',
          `/payments?customer=${encodeURIComponent(customerId)}&limit=100`,
        )
      ).data,
    /** The boleto PDF Asaas renders, fetched through the payment's bankSlipUrl. */
    baixarBoletoPdf: async (providerId: string): Promise<Uint8Array> => {
      const cobranca = await chamar<AsaasCobranca>('GET', `/payments/${providerId}`);
      if (!cobranca.bankSlipUrl) throw new AsaasErro(404, 'Cobrança sem bankSlipUrl');
      const res = await f(cobranca.bankSlipUrl, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new AsaasErro(res.status, `bankSlipUrl: ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
  } satisfies BillingProvider & { listarCobrancas: unknown };
  return provider;
};
