import { IMOVEL_FORM_VAZIO, type ImovelFormValues } from '@morada/domain';
import { describe, expect, it } from 'vitest';
import { createApi } from './api';
import { createClient } from './client';
import { memoryStorage } from './session';
import { fakeLocation } from './test/location';

const valores: ImovelFormValues = {
  ...IMOVEL_FORM_VAZIO,
  titulo: ' Casa com quintal ',
  tipo: 'Casa',
  operacao: 'Venda',
  preco: '450000',
  precoCondominio: '',
  endereco: 'Rua A, 10',
  bairro: 'Centro',
  cidade: 'Campinas',
  estado: 'SP',
  areaUtil: '120',
  quartos: '3',
  descricao: 'Ótima casa',
  caracteristicas: [' Piscina ', 'Churrasqueira', 'Piscina', '  '],
};

const foto = (nome: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], nome, { type: 'image/jpeg' });

/** Captures what the client sends, answering like the server would. */
const capturar = () => {
  const enviados: { url: string; init: RequestInit }[] = [];
  const api = createApi(
    createClient({
      storage: memoryStorage(),
      location: fakeLocation(),
      fetch: async (url, init) => {
        enviados.push({ url, init });
        return Response.json({ id: 'i1' }, { status: 201 });
      },
    }),
  );
  return { api, enviados };
};

const entradas = (form: FormData) =>
  [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `arquivo:${(v as File).name}`]);

describe('property multipart (spec §7)', () => {
  it('POST: scalar fields with empty values omitted, caracteristicas[] entries, fotos files', async () => {
    const { api, enviados } = capturar();
    await api.imoveis.criar(valores, [foto('frente.jpg'), foto('sala.jpg')]);
    const { url, init } = enviados[0]!;
    expect(url).toBe('/api/imoveis');
    expect(init.method).toBe('POST');
    // The browser sets multipart/form-data with its boundary; we must not force a JSON type.
    expect(new Headers(init.headers).get('Content-Type')).toBeNull();
    expect(entradas(init.body as FormData)).toEqual([
      ['titulo', 'Casa com quintal'],
      ['tipo', 'Casa'],
      ['operacao', 'Venda'],
      ['preco', '450000'],
      ['endereco', 'Rua A, 10'],
      ['bairro', 'Centro'],
      ['cidade', 'Campinas'],
      ['estado', 'SP'],
      ['areaUtil', '120'],
      ['quartos', '3'],
      ['descricao', 'Ótima casa'],
      ['destaque', 'false'],
      ['status', 'Disponível'],
      ['caracteristicas[]', 'Piscina'],
      ['caracteristicas[]', 'Churrasqueira'],
      ['fotos', 'arquivo:frente.jpg'],
      ['fotos', 'arquivo:sala.jpg'],
    ]);
  });

  it('PUT: adds fotosExistentes and fotosParaRemover as JSON text', async () => {
    const { api, enviados } = capturar();
    await api.imoveis.atualizar(
      'i1',
      { ...valores, destaque: true },
      {
        fotosExistentes: ['/uploads/fotos/a.jpg'],
        fotosParaRemover: ['/uploads/fotos/b.jpg', '/uploads/fotos/c.jpg'],
        fotos: [foto('nova.jpg')],
      },
    );
    const { url, init } = enviados[0]!;
    expect(url).toBe('/api/imoveis/i1');
    expect(init.method).toBe('PUT');
    const form = init.body as FormData;
    expect(form.get('destaque')).toBe('true');
    expect(form.getAll('caracteristicas[]')).toEqual(['Piscina', 'Churrasqueira']);
    expect(form.get('fotosExistentes')).toBe('["/uploads/fotos/a.jpg"]');
    expect(form.get('fotosParaRemover')).toBe('["/uploads/fotos/b.jpg","/uploads/fotos/c.jpg"]');
    expect((form.getAll('fotos') as File[]).map((f) => f.name)).toEqual(['nova.jpg']);
    expect(form.has('precoCondominio')).toBe(false);
  });

  it('PUT with every photo removed still says so (empty JSON lists)', async () => {
    const { api, enviados } = capturar();
    await api.imoveis.atualizar('i1', valores);
    const form = enviados[0]!.init.body as FormData;
    expect(form.get('fotosExistentes')).toBe('[]');
    expect(form.get('fotosParaRemover')).toBe('[]');
    expect(form.has('fotos')).toBe(false);
  });

  it('legal document: fields, tags as JSON text, the file as arquivo', async () => {
    const { api, enviados } = capturar();
    const pdf = new File([new Uint8Array([37, 80, 68, 70])], 'contrato.pdf', { type: 'application/pdf' });
    await api.juridico.documentos.criar(
      {
        titulo: 'Contrato CT-1',
        tipo: 'Contrato',
        autor: 'Dra. Paula',
        descricao: '',
        tags: ['locação', 'assinado'],
      },
      pdf,
    );
    const form = enviados[0]!.init.body as FormData;
    expect(entradas(form)).toEqual([
      ['titulo', 'Contrato CT-1'],
      ['tipo', 'Contrato'],
      ['autor', 'Dra. Paula'],
      ['tags', '["locação","assinado"]'],
      ['arquivo', 'arquivo:contrato.pdf'],
    ]);
  });

  it('JSON calls send Content-Type application/json', async () => {
    const { api, enviados } = capturar();
    await api.juridico.documentos.atualizar('d1', { titulo: 'T', autor: 'A', tags: ['x'] });
    const { init } = enviados[0]!;
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ titulo: 'T', autor: 'A', tags: ['x'] });
  });
});
