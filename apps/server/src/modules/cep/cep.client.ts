import { MSG_CEP, type EnderecoCep } from '@morada/domain';
import { z } from 'zod';
import { HttpError, notFound } from '../../http/errors';
import { buscarJsonExterno, ErroJsonExterno, urlDaApi } from '../../lib/json-externo';

/** ViaCEP's answer: the address, or `{ "erro": true }` (sometimes the string "true") when unknown. */
const respostaViaCepSchema = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    logradouro: z.string().max(300).default(''),
    bairro: z.string().max(200).default(''),
    localidade: z.string().max(200).default(''),
    uf: z.string().max(2).default(''),
  }),
]);

/** An address answer is a few hundred bytes; anything much larger is not ViaCEP's. */
const MAX_BYTES = 20_000;

const indisponivel = () => new HttpError(502, 'ERRO_PROVEDOR', MSG_CEP.indisponivel);

/**
 * GET {CEP_URL}/{cep}/json/ (ViaCEP's API). Throws 404 for an unknown CEP and 502 when the service
 * is out of reach, slow or answers something else, so the form falls back to typing by hand.
 */
export const buscarEnderecoPorCep = async (
  cfg: { url: string; timeoutMs: number },
  cep: string,
): Promise<EnderecoCep> => {
  let json: unknown;
  try {
    json = await buscarJsonExterno(urlDaApi(cfg.url, `${cep}/json/`), {
      timeoutMs: cfg.timeoutMs,
      maxBytes: MAX_BYTES,
    });
  } catch (e) {
    // Whatever went wrong, the form's answer is the same: type the address by hand.
    if (e instanceof ErroJsonExterno) throw indisponivel();
    throw e;
  }
  const r = respostaViaCepSchema.safeParse(json);
  if (!r.success) throw indisponivel();
  if ('erro' in r.data) throw notFound(MSG_CEP.naoEncontrado);
  return {
    cep,
    endereco: r.data.logradouro,
    bairro: r.data.bairro,
    cidade: r.data.localidade,
    estado: r.data.uf.toUpperCase(),
  };
};
