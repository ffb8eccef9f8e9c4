/** execCommand('copy') through a hidden textarea: for pages without navigator.clipboard (http, old browsers). */
const copiarPorSelecao = (texto: string): boolean => {
  const campo = document.createElement('textarea');
  campo.value = texto;
  campo.setAttribute('readonly', '');
  campo.style.position = 'fixed';
  campo.style.opacity = '0';
  document.body.append(campo);
  campo.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    campo.remove();
  }
};

/** Copies text to the clipboard; resolves false when neither the Clipboard API nor the fallback worked. */
export const copiarTexto = async (texto: string): Promise<boolean> => {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(texto);
      return true;
    } catch {
      // permission refused or insecure context: try the selection fallback
    }
  }
  return copiarPorSelecao(texto);
};
