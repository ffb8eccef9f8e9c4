/**
 * Texts of the portals' feed (issue 35): why a property cannot go to the portals yet (the rules
 * Grupo OLX / ZAP apply to a VRSync listing), and the API's answers about it.
 */
export const MSG_PORTAIS = {
  pendencias: {
    tituloCurto: (min: number, n: number) =>
      `O título precisa ter pelo menos ${min} caracteres para os portais (tem ${n}).`,
    tituloLongo: (max: number, n: number) =>
      `O título pode ter no máximo ${max} caracteres nos portais (tem ${n}).`,
    tituloHtml: 'O título não pode ter marcações HTML (como <b> ou <br>).',
    descricaoCurta: (min: number, n: number) =>
      `A descrição precisa ter pelo menos ${min} caracteres para os portais (tem ${n}).`,
    descricaoLonga: (max: number, n: number) =>
      `A descrição pode ter no máximo ${max.toLocaleString('pt-BR')} caracteres nos portais (tem ${n.toLocaleString('pt-BR')}).`,
    descricaoHtml: 'A descrição não pode ter marcações HTML (como <b> ou <br>).',
    semFoto: 'Cadastre pelo menos uma foto: os portais não publicam anúncio sem imagem.',
    semJpeg: 'Os portais aceitam fotos em JPEG: envie pelo menos uma foto em JPEG.',
    fotoPrincipalNaoJpeg: 'A primeira foto é a principal do anúncio e precisa ser JPEG.',
    semPreco: 'Informe o preço: os portais não publicam anúncio sem valor.',
    semArea: 'Informe a área útil: os portais exigem a área do imóvel.',
  },
  api: {
    imovelNaoEncontrado: 'Imóvel não encontrado',
    naoPublicavel: 'Este imóvel ainda não pode ir para os portais. Corrija as pendências e tente de novo.',
  },
} as const;
