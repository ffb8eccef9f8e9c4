import type { DocumentoParaAssinar, Evidencia, LinkAssinatura, Verificacao } from '@morada/domain';

const SHA = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** The tenant's link to the lease: the owner already signed, the agency has not. */
export const linkPendente: LinkAssinatura = {
  documentoId: 'doc-1',
  titulo: 'Contrato de locação — Rua das Acácias, 120, apto 52',
  status: 'pendente',
  sha256: SHA,
  confirmacao: 'codigo_email',
  codigoVerificacao: null,
  signatario: {
    id: 'sig-loc',
    papel: 'locatario',
    nome: 'Ana Souza',
    email: 'ana@example.com',
    status: 'pendente',
    assinadoEm: null,
  },
  partes: [
    { nome: 'Ana Souza', papel: 'locatario', status: 'pendente', assinadoEm: null },
    {
      nome: 'Carlos Lima',
      papel: 'proprietario',
      status: 'assinado',
      assinadoEm: '2026-11-27T13:05:00.000Z',
    },
    { nome: 'Imobiliária Morada', papel: 'imobiliaria', status: 'pendente', assinadoEm: null },
  ],
};

/** Without SMTP: the account's password confirms. */
export const linkPorSenha: LinkAssinatura = { ...linkPendente, confirmacao: 'senha' };

/** The same link once Ana signed. */
export const linkJaAssinado: LinkAssinatura = {
  ...linkPendente,
  signatario: { ...linkPendente.signatario, status: 'assinado', assinadoEm: '2026-11-27T17:42:00.000Z' },
  partes: linkPendente.partes.map((p) =>
    p.papel === 'locatario' ? { ...p, status: 'assinado', assinadoEm: '2026-11-27T17:42:00.000Z' } : p,
  ),
};

/** Her link reopened after everyone signed: the final PDF and its verification code. */
export const linkConcluido: LinkAssinatura = {
  ...linkJaAssinado,
  status: 'concluido',
  codigoVerificacao: 'ACDE-FGHJ-KMNP',
  partes: linkJaAssinado.partes.map((p) => ({
    ...p,
    status: 'assinado',
    assinadoEm: p.assinadoEm ?? '2026-11-27T18:10:00.000Z',
  })),
};

export const evidencia: Evidencia = {
  signatarioId: 'sig-loc',
  nome: 'Ana Souza',
  email: 'ana@example.com',
  papel: 'locatario',
  assinadoEm: '2026-11-27T17:42:00.000Z',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  sha256: SHA,
  metodo: 'codigo_email',
};

export const verificacaoValida: Verificacao = {
  valido: true,
  mensagem: 'Documento válido: é o documento assinado, sem alterações.',
  documento: {
    titulo: linkPendente.titulo,
    codigoVerificacao: 'ACDE-FGHJ-KMNP',
    concluidoEm: '2026-11-27T18:10:00.000Z',
    sha256: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9',
    partes: [
      { nome: 'Ana Souza', papel: 'locatario', assinadoEm: '2026-11-27T17:42:00.000Z' },
      { nome: 'Carlos Lima', papel: 'proprietario', assinadoEm: '2026-11-27T13:05:00.000Z' },
      { nome: 'Imobiliária Morada', papel: 'imobiliaria', assinadoEm: '2026-11-27T18:10:00.000Z' },
    ],
  },
};

export const verificacaoInvalida: Verificacao = {
  valido: false,
  mensagem: 'Este arquivo não corresponde a nenhum documento assinado no Morada (ou foi alterado).',
  documento: null,
};

/** The tenant's pending lease (the owner and the agency already signed: her signature completes it). */
export const pendenteUltimo: DocumentoParaAssinar = {
  id: 'doc-1',
  tipo: 'contrato',
  contratoId: 'ct-1',
  titulo: linkPendente.titulo,
  sha256: SHA,
  status: 'pendente',
  criadoEm: '2026-11-27T12:00:00.000Z',
  concluidoEm: null,
  codigoVerificacao: null,
  signatarios: [
    { ...linkPendente.signatario },
    {
      id: 'sig-prop',
      papel: 'proprietario',
      nome: 'Carlos Lima',
      email: 'c@example.com',
      status: 'assinado',
      assinadoEm: '2026-11-27T13:05:00.000Z',
    },
    {
      id: 'sig-imob',
      papel: 'imobiliaria',
      nome: 'Imobiliária Morada',
      email: 'adm@example.com',
      status: 'assinado',
      assinadoEm: '2026-11-27T14:00:00.000Z',
    },
  ],
};

/** An aditivo that still waits for the owner after her. */
export const pendenteComOutros: DocumentoParaAssinar = {
  ...pendenteUltimo,
  id: 'doc-2',
  tipo: 'aditivo',
  titulo: 'Termo aditivo nº 1 — Rua das Acácias, 120, apto 52',
  signatarios: pendenteUltimo.signatarios.map((s) =>
    s.papel === 'proprietario' ? { ...s, status: 'pendente', assinadoEm: null } : s,
  ),
};

/** The lease everyone signed: completed, with its verification code. */
export const concluido: DocumentoParaAssinar = {
  ...pendenteUltimo,
  id: 'doc-3',
  status: 'concluido',
  concluidoEm: '2026-11-27T18:10:00.000Z',
  codigoVerificacao: 'ACDE-FGHJ-KMNP',
  signatarios: pendenteUltimo.signatarios.map((s) =>
    s.papel === 'locatario' ? { ...s, status: 'assinado', assinadoEm: '2026-11-27T18:10:00.000Z' } : s,
  ),
};
