import type { Aditivo, DocumentoParaAssinar, Signatario } from '@morada/domain';
import type { CertificadoA1 } from './certificado-card';

/** The stories' signatures of contract CT-2026-001 (times in UTC; shown in São Paulo time, UTC−3). */
const signatario = (
  id: string,
  papel: Signatario['papel'],
  nome: string,
  email: string,
  assinadoEm: string | null = null,
): Signatario => ({ id, papel, nome, email, status: assinadoEm ? 'assinado' : 'pendente', assinadoEm });

const base = {
  contratoId: 'c1',
  tipo: 'contrato',
  titulo: 'Contrato de locação CT-2026-001',
  sha256: 'a3f1c9e07d5b42a8e6c1f0b9d2e4a7c3b5d8e1f0a2c4e6b8d0f1a3c5e7b9d1f3',
  criadoEm: '2026-03-10T12:00:00.000Z',
  concluidoEm: null,
  codigoVerificacao: null,
} as const;

const ana = (assinadoEm?: string) =>
  signatario('s1', 'locatario', 'Ana Souza', 'ana@exemplo.com', assinadoEm);
const joao = (assinadoEm?: string) =>
  signatario('s2', 'proprietario', 'João Pereira', 'joao@exemplo.com', assinadoEm);
const morada = (assinadoEm?: string) =>
  signatario('s3', 'imobiliaria', 'Marina Admin', 'admin@morada.com.br', assinadoEm);

export const documentoPendente: DocumentoParaAssinar = {
  ...base,
  id: 'd1',
  status: 'pendente',
  signatarios: [ana(), joao(), morada()],
};

export const documentoParcial: DocumentoParaAssinar = {
  ...documentoPendente,
  signatarios: [ana('2026-03-10T13:05:00.000Z'), joao(), morada('2026-03-10T12:10:00.000Z')],
};

/** The tenant typed 3 wrong codes: her link is locked until a new one is sent. */
export const documentoLinkBloqueado: DocumentoParaAssinar = {
  ...documentoPendente,
  signatarios: [{ ...ana(), linkBloqueado: true }, joao(), morada('2026-03-10T12:10:00.000Z')],
};

export const documentoConcluido: DocumentoParaAssinar = {
  ...base,
  id: 'd2',
  status: 'concluido',
  concluidoEm: '2026-03-11T18:30:00.000Z',
  codigoVerificacao: 'ACDE-FGHJ-KMNP',
  signatarios: [
    ana('2026-03-10T13:05:00.000Z'),
    joao('2026-03-11T18:30:00.000Z'),
    morada('2026-03-10T12:10:00.000Z'),
  ],
};

/** A request replaced by a later one with a changed PDF: the pending signers were invalidated. */
export const documentoSubstituido: DocumentoParaAssinar = {
  ...base,
  id: 'd0',
  criadoEm: '2026-03-01T12:00:00.000Z',
  status: 'invalidado',
  signatarios: [
    ana('2026-03-02T14:00:00.000Z'),
    { ...joao(), status: 'invalidado' },
    { ...morada(), status: 'invalidado' },
  ],
};

export const aditivosExemplo: Aditivo[] = [
  {
    id: 'ad1',
    contratoId: 'c1',
    ordem: 1,
    dataFimAnterior: '2027-01-31',
    novaDataFim: '2028-01-31',
    aluguelAnterior: 2500,
    aluguelNovo: 2700,
    vigencia: '2027-02-01',
    observacoes: '',
    aniversarioReajuste: null,
    pagamentosReemitidos: 0,
    criadoEm: '2027-01-10T12:00:00.000Z',
    criadoPor: null,
  },
];

export const certificadoExemplo: CertificadoA1 = {
  titular: 'MORADA IMOVEIS LTDA:12345678000190',
  emissor: 'AC Certisign RFB G5',
  validoDe: '2026-01-15T12:00:00.000Z',
  validoAte: '2027-01-15T12:00:00.000Z',
};
