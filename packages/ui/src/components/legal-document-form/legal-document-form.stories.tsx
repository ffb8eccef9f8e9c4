import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { documentosExemplo } from '../../stories/admin-fixtures';
import { LegalDocumentForm } from './legal-document-form';
import { larguraMaxima } from '../../stories/componentes-largura';
import { digitarCampos, enviarRecusado } from '../../stories/componentes-formulario';

/**
 * Formulário de documento jurídico: título, tipo, contrato ou imóvel relacionado, etiquetas (separadas por
 * vírgula) e o arquivo, aceito só em .pdf, .doc ou .docx (seção 5).
 */
const meta = {
  title: 'Admin/Formulário de documento jurídico',
  id: 'admin-legaldocumentform',
  component: LegalDocumentForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [larguraMaxima(640)],
} satisfies Meta<typeof LegalDocumentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Um documento novo: campos em branco e o campo de arquivo. */
export const Novo: Story = {
  name: 'Novo',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Arquivo')).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await enviarRecusado(c, 'Criar', args.onSubmit, ['Título é obrigatório', 'Autor é obrigatório']);
  },
};

/** Um arquivo que não é .pdf, .doc ou .docx é recusado sob o campo. */
export const ArquivoRecusado: Story = {
  name: 'Arquivo recusado',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.upload(c.getByLabelText('Arquivo'), new File(['x'], 'planilha.xlsx'), {
      applyAccept: false,
    });
    await expect(await c.findByText('Tipo de arquivo não permitido (use .pdf, .doc ou .docx)')).toBeVisible();
  },
};

/** Um documento preenchido corretamente é criado com título, autor, etiquetas e arquivo. */
export const Valido: Story = {
  name: 'Válido',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await digitarCampos(c, [
      ['Título', 'Laudo de vistoria'],
      ['Autor', 'Dra. Helena'],
      ['Tags (separadas por vírgula)', 'vistoria, entrada, vistoria'],
    ]);
    await userEvent.upload(
      c.getByLabelText('Arquivo'),
      new File(['%PDF'], 'laudo.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(c.getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const [dados, arquivo] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(dados.tags).toEqual(['vistoria', 'entrada']);
    await expect(dados.status).toBe('Ativo');
    await expect((arquivo as File).name).toBe('laudo.pdf');
  },
};

/** Edição: o formulário vem preenchido com o documento e o botão diz “Atualizar”. */
export const Edicao: Story = {
  name: 'Edição',
  args: { documento: documentosExemplo[0] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Atualizar' })).toBeVisible();
    await expect(c.queryByLabelText('Arquivo')).toBeNull();
  },
};

/** Enquanto salva, o botão mostra “Salvando...” e fica desabilitado. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salvando...' })).toBeDisabled();
  },
};
