import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { mostraOTexto } from '../../stories/play-helpers';
import { PropostaForm } from './proposta-form';
import { DOCUMENTOS, rascunho } from './propostas.fixtures';

const meta = {
  title: 'Telas/Corretor/Nova proposta',
  id: 'corretor-views-proposta-form',
  component: PropostaForm,
  tags: ['autodocs'],
  globals: { viewport: { value: 'mobile' } },
  args: { aluguelImovelCentavos: 320_000, onSalvarRascunho: fn(), onEnviar: fn() },
} satisfies Meta<typeof PropostaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** Types each `[rótulo, texto]` into its field, in order. */
const digitar = async (c: Canvas, campos: readonly [string, string][]) => {
  for (const [rotulo, texto] of campos) await userEvent.type(c.getByLabelText(rotulo), texto);
};

/** Uma proposta de locação nova: o aluguel do imóvel já vem preenchido, e o prazo usual de 30 meses. */
export const Nova: Story = {
  name: 'Nova',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Valor do aluguel')).toHaveValue('R$ 3.200,00');
    await expect(c.getByLabelText('Prazo (meses)')).toHaveValue(30);
    await expect(c.getByText('Salve o rascunho para anexar documentos.')).toBeVisible();
  },
};

/** Uma proposta nova a partir de um lead: o nome, o e-mail e o telefone do lead já vêm na ficha. */
export const NovaDoLead: Story = {
  name: 'Nova a partir do lead',
  args: { contato: { nome: 'Mariana Alves', email: 'mariana@email.com', telefone: '(11) 98765-4321' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Nome completo')).toHaveValue('Mariana Alves');
    await expect(c.getByLabelText('E-mail')).toHaveValue('mariana@email.com');
    await expect(c.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    await expect(c.getByLabelText('CPF')).toHaveValue('');
  },
};

/**
 * Enviar vazio aponta o que falta, sem enviar; preenchida a ficha e escolhida a garantia, envia — e a renda
 * menor que 3 aluguéis só avisa.
 */
export const PreencherEEnviar: Story = {
  name: 'Preencher e enviar',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Enviar para aprovação' }));
    await expect(await c.findByText('Nome é obrigatório')).toBeVisible();
    await expect(c.getByText('Garantia é obrigatória')).toBeVisible();
    await expect(args.onEnviar).not.toHaveBeenCalled();
    await digitar(c, [
      ['Nome completo', 'Mariana Alves'],
      ['CPF', '52998224725'],
      ['RG', '123456789'],
      ['E-mail', 'mariana@email.com'],
      ['Telefone', '11987654321'],
      ['Profissão', 'Engenheira'],
      ['Renda mensal', '8000'],
      ['Início desejado', '10122026'],
    ]);
    await userEvent.click(c.getByRole('button', { name: 'Escolher a garantia' }));
    const d = within(await within(document.body).findByRole('dialog'));
    await userEvent.selectOptions(d.getByLabelText('Tipo de garantia'), 'Caução');
    await userEvent.type(d.getByLabelText('Valor'), '6400');
    await userEvent.type(d.getByLabelText('Onde está depositada'), 'Conta poupança');
    await userEvent.click(d.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('Caução: R$ 6.400,00')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Enviar para aprovação' }));
    await waitFor(() => expect(args.onEnviar).toHaveBeenCalledTimes(1));
    await expect(args.onEnviar).toHaveBeenCalledWith(
      expect.objectContaining({
        tipo: 'locacao',
        locacao: expect.objectContaining({ rendaMensalCentavos: 800_000, valorAluguelCentavos: 320_000 }),
      }),
    );
    await expect(c.getByRole('status')).toHaveTextContent('menor que 3 vezes o aluguel');
  },
};

/** Um rascunho salvo: os dados preenchidos, o aviso da renda e os documentos, com anexar e remover. */
export const Rascunho: Story = {
  name: 'Rascunho',
  args: {
    proposta: rascunho,
    documentos: {
      documentos: DOCUMENTOS,
      envios: [],
      onAnexar: fn(),
      onRemover: fn(),
      hrefDocumento: (docId: string) => `/api/propostas/p1/documentos/${docId}`,
    },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Nome completo')).toHaveValue('Mariana Alves');
    await expect(c.getByRole('status')).toHaveTextContent('menor que 3 vezes o aluguel');
    await userEvent.click(c.getByRole('button', { name: 'Remover holerite-outubro.pdf' }));
    await expect(args.documentos?.onRemover).toHaveBeenCalledWith(DOCUMENTOS[1]);
  },
};

/** Anexar um PDF: o arquivo escolhido e a categoria vão ao app; um arquivo que não é PDF nem JPEG é recusado. */
export const AnexarDocumento: Story = {
  name: 'Anexar documento',
  args: Rascunho.args,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const arquivo = c.getByLabelText('Arquivo');
    await userEvent.upload(arquivo, new File(['x'], 'planilha.xlsx', { type: 'application/vnd.ms-excel' }), {
      applyAccept: false,
    });
    await userEvent.click(c.getByRole('button', { name: 'Anexar documento' }));
    await expect(await c.findByText('Envie um arquivo PDF ou JPEG.')).toBeVisible();
    const pdf = new File(['%PDF-1.4'], 'residencia.pdf', { type: 'application/pdf' });
    await userEvent.upload(arquivo, pdf);
    await userEvent.selectOptions(c.getByLabelText('Categoria'), 'residencia');
    await userEvent.click(c.getByRole('button', { name: 'Anexar documento' }));
    await expect(args.documentos?.onAnexar).toHaveBeenCalledWith(pdf, 'residencia');
  },
};

/** Os envios em andamento e os que falharam, um por arquivo. */
export const EnviandoDocumentos: Story = {
  name: 'Enviando documentos',
  args: {
    ...Rascunho.args,
    documentos: {
      documentos: [],
      envios: [
        { id: 'e1', nome: 'rg.pdf', progresso: 40 },
        { id: 'e2', nome: 'foto.jpg', progresso: 0, erro: 'O arquivo passa de 10 MB' },
      ],
      onAnexar: fn(),
      hrefDocumento: (docId: string) => `/api/propostas/p1/documentos/${docId}`,
    },
  },
  play: mostraOTexto('rg.pdf', 'O arquivo passa de 10 MB'),
};

/** Salvando: os botões ficam desabilitados e “Salvar rascunho” mostra “Salvando...”. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { proposta: rascunho, ocupado: 'salvando' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Enviar para aprovação' })).toBeDisabled();
  },
};

/** O servidor recusou (400): cada erro sob o seu campo; o que não é campo, acima dos botões. */
export const ErrosDoServidor: Story = {
  name: 'Erros do servidor',
  args: {
    proposta: rascunho,
    errosServidor: {
      'locacao.inquilino.cpf': 'CPF inválido',
      geral: 'Só uma proposta em rascunho pode ser alterada',
    },
  },
  play: mostraOTexto('CPF inválido', 'Só uma proposta em rascunho pode ser alterada'),
};

/** Uma proposta de compra: o valor, as condições e o comprador. */
export const Venda: Story = {
  name: 'Venda',
  args: { tipoInicial: 'venda' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Enviar para aprovação' }));
    await expect(await c.findByText('Valor da proposta é obrigatório')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() =>
      expect(args.onSalvarRascunho).toHaveBeenCalledWith(expect.objectContaining({ tipo: 'venda' })),
    );
  },
};

/** O estado “Rascunho” na largura de um celular (375 px), a largura de trabalho do corretor. */
export const Celular: Story = { ...noCelularDe(Rascunho), name: 'Celular' };
/** O estado “Rascunho” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Rascunho), name: 'Escuro' };

/** O estado “Rascunho” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Rascunho), name: 'Tablet', tags: ['quadro-proprio'] };
