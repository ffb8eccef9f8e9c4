import { criarCenario, type Cenario } from '../contratos/cenario.fixture';

/** The scenario with tenant A's contract CT-A, which the documents point at. */
export const cenarioComCtA = async () => {
  const c = await criarCenario();
  const ctA = (await c.criarContrato({ numero: 'CT-A' }))._id; // tenant A's contract
  return { c, ctA };
};

export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
export const DOC = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
export const DOCX = new Uint8Array([
  0x50,
  0x4b,
  0x03,
  0x04,
  ...new TextEncoder().encode('....word/document.xml....'),
]);
export const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);

/** The upload form: its fields and, when given, the file. */
export const form = (
  campos: Record<string, string>,
  arquivo?: { bytes: Uint8Array; nome: string; tipo?: string },
) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(campos)) f.append(k, v);
  if (arquivo)
    f.append('arquivo', new File([arquivo.bytes], arquivo.nome, { type: arquivo.tipo ?? 'application/pdf' }));
  return f;
};

/** POST /api/juridico/documentos, as the admin unless told otherwise. */
export const criarDocumento = (c: Cenario, body: FormData, token = c.admin.token) =>
  c.request('/api/juridico/documentos', { method: 'POST', token, body });
