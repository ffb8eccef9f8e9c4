import { api, invalidarAssinaturasAdmin, useCertificadoAssinatura } from '@morada/api-client';
import { MSG_ASSINATURAS, MSG_ASSINATURAS_ADMIN_UI } from '@morada/domain';
import { CertificadoCard, type CertificadoEnvio } from '@morada/ui/views/admin-assinaturas';
import { useEffect } from 'react';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';
import { estadoDaCarga } from '../configuracoes/estado-da-carga';

const T = MSG_ASSINATURAS_ADMIN_UI.certificado;
const A = MSG_ASSINATURAS.acoes;

/** Configurações → "Certificado digital A1": the agency's PKCS#12 that signs the final PDFs (PAdES). */
export function CertificadoSecao() {
  const leitura = useCertificadoAssinatura();
  useEffect(() => {
    if (leitura.error) toastErro(leitura.error, T.erroCarregar, T.erroCarregar, A.certificado);
  }, [leitura.error]);

  const salvar = async ({ arquivo, senha }: CertificadoEnvio) => {
    const form = new FormData();
    form.append('arquivo', arquivo);
    form.append('senha', senha);
    try {
      const { certificado } = await api.assinaturas.salvarCertificado(form);
      toastSucesso(T.salvo, certificado?.titular);
      await invalidarAssinaturasAdmin();
    } catch (e) {
      // Wrong password / not a PKCS#12: the server's 400 goes under the file field, no toast.
      if (!errosDoServidor(e)) toastErro(e, T.erroSalvar, T.erroSalvar, A.salvarCertificado);
      throw e;
    }
  };

  const remover = async () => {
    try {
      await api.assinaturas.removerCertificado();
      toastSucesso(T.removido);
      await invalidarAssinaturasAdmin();
    } catch (e) {
      toastErro(e, T.erroRemover, T.erroRemover, A.removerCertificado);
      throw e;
    }
  };

  return (
    <CertificadoCard
      className="mx-auto max-w-4xl"
      certificado={leitura.data?.certificado}
      {...estadoDaCarga(leitura)}
      onSalvar={salvar}
      errosDoErro={errosDoServidor}
      onRemover={remover}
    />
  );
}
