import type { Meta, StoryObj } from '@storybook/react-vite';
import { imovelParaForm } from '@morada/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { imovelExemplo } from '../../stories/admin-fixtures';
import { noCelular } from '../../stories/play-helpers';
import { Toaster } from '../toaster';
import { PropertyForm } from './property-form';

const meta = {
  title: 'Admin/Formulário de imóvel',
  id: 'admin-propertyform',
  component: PropertyForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
        <Toaster />
      </div>
    ),
  ],
} satisfies Meta<typeof PropertyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const png = (nome: string) => new File([new Uint8Array([137, 80, 78, 71])], nome, { type: 'image/png' });

export const Vazio: Story = {
  name: 'Vazio',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('PNG, JPG ou JPEG (máx. 5MB por arquivo)')).toBeVisible();
  },
};

/** Every required message of section 5, the photo rule and the 'Formulário inválido' toast. */
export const ObrigatoriosEFoto: Story = {
  name: 'Obrigatórios e foto',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    // Each message agrees with its label: 'Área útil é obrigatória'.
    for (const m of [
      'Título é obrigatório',
      'Tipo é obrigatório',
      'Operação é obrigatória',
      'Preço é obrigatório',
      'Endereço é obrigatório',
      'Bairro é obrigatório',
      'Cidade é obrigatória',
      'Estado é obrigatório',
      'Área útil é obrigatória',
      'Descrição é obrigatória',
    ]) {
      await expect(await c.findByText(m)).toBeVisible();
    }
    await expect(c.getByText('Pelo menos uma foto é obrigatória')).toBeVisible();
    await expect(await screen.findByText('Formulário inválido')).toBeVisible();
    await expect(screen.getByText('Por favor, corrija os erros antes de continuar')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NumerosInvalidos: Story = {
  name: 'Números inválidos',
  args: {
    inicial: { ...imovelParaForm(imovelExemplo), preco: 'abc', quartos: 'dois', precoCondominio: 'x' },
    fotosIniciais: imovelExemplo.fotos,
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('Preço deve ser um número')).toBeVisible();
    await expect(c.getByText('Quartos deve ser um número')).toBeVisible();
    await expect(c.getByText('Preço do condomínio deve ser um número')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Edit: removing the only stored photo makes it required again; undo restores it. */
export const EdicaoRemoverFoto: Story = {
  name: 'Edição remover foto',
  args: {
    inicial: imovelParaForm(imovelExemplo),
    fotosIniciais: [...imovelExemplo.fotos, '/uploads/fotos/b.jpg'],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const remover = c.getAllByRole('button', { name: 'Remover foto' });
    await userEvent.click(remover[0] as HTMLElement);
    await userEvent.click(c.getAllByRole('button', { name: 'Remover foto' })[0] as HTMLElement);
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('Pelo menos uma foto é obrigatória')).toBeVisible();
    await userEvent.click(c.getAllByRole('button', { name: 'Desfazer' })[1] as HTMLElement);
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const dados = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(dados.fotosExistentes).toEqual(['/uploads/fotos/b.jpg']);
    await expect(dados.fotosParaRemover).toEqual([imovelExemplo.fotos[0]]);
    await expect(dados.campos.preco).toBe(3200);
  },
};

/** Images only, multiple files; features trimmed and de-duplicated. */
export const FotosNovasECaracteristicas: Story = {
  name: 'Fotos novas e características',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Adicionar fotos');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [png('a.png'), png('b.png')], { applyAccept: false });
    await expect(c.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    await userEvent.type(c.getByRole('textbox', { name: 'Características extras' }), '  Piscina {enter}');
    await userEvent.type(c.getByRole('textbox', { name: 'Características extras' }), 'Piscina{enter}');
    await expect(
      within(c.getByRole('list', { name: 'Características extras' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  },
};

export const ErrosDoServidor: Story = {
  name: 'Erros do servidor',
  args: {
    inicial: imovelParaForm(imovelExemplo),
    fotosIniciais: imovelExemplo.fotos,
    errosServidor: { titulo: 'Título já usado', fotos: 'Cada foto deve ter no máximo 5MB' },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('Título já usado')).toBeVisible();
    await expect(c.getByText('Cada foto deve ter no máximo 5MB')).toBeVisible();
  },
};

/** Price and condomínio are money fields: 'R$ 1.234,56' on screen, a number in the data. */
export const Valores: Story = {
  name: 'Valores',
  args: { inicial: imovelParaForm(imovelExemplo), fotosIniciais: imovelExemplo.fotos },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Preço')).toHaveValue('R$ 3.200,00');
    await userEvent.clear(c.getByLabelText('Preço'));
    await userEvent.type(c.getByLabelText('Preço'), '4.250,5');
    await expect(c.getByLabelText('Preço')).toHaveValue('R$ 4.250,5');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const dados = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(dados.campos.preco).toBe(4250.5);
  },
};

const enderecoDoCep = {
  endereco: 'Avenida Paulista',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
};

/** 8 digits look the address up: the empty fields are filled, what was typed stays. */
export const CepPreencheEndereco: Story = {
  name: 'CEP: endereço preenchido',
  args: { onBuscarCep: fn(async () => enderecoDoCep) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Endereço'), 'Av. Paulista, 1000');
    await userEvent.type(c.getByLabelText('CEP'), '01310100');
    await expect(c.getByLabelText('CEP')).toHaveValue('01310-100');
    await expect(args.onBuscarCep).toHaveBeenCalledWith('01310100');
    await expect(
      await c.findByText('Endereço preenchido pelo CEP. Confira e complete os campos.'),
    ).toBeVisible();
    await expect(c.getByLabelText('Endereço')).toHaveValue('Av. Paulista, 1000');
    await expect(c.getByLabelText('Bairro')).toHaveValue('Bela Vista');
    await expect(c.getByLabelText('Cidade')).toHaveValue('São Paulo');
    await expect(c.getByLabelText('Estado')).toHaveValue('SP');
  },
};

/** While the lookup runs the field says so; nothing found asks for the address by hand. */
export const CepSemEndereco: Story = {
  name: 'CEP: preencher à mão',
  args: {
    onBuscarCep: fn(() => new Promise<null>((resolve) => setTimeout(() => resolve(null), 300))),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('CEP'), '99999999');
    await expect(await c.findByText('Buscando endereço...')).toBeVisible();
    await expect(
      await c.findByText('Não foi possível buscar o endereço deste CEP. Preencha o endereço manualmente.'),
    ).toBeVisible();
    await expect(c.getByLabelText('CEP')).toHaveAccessibleDescription(
      'Não foi possível buscar o endereço deste CEP. Preencha o endereço manualmente.',
    );
    await expect(c.getByLabelText('Endereço')).toHaveValue('');
    await userEvent.type(c.getByLabelText('Endereço'), 'Rua Sem Saída, 5');
    await expect(c.getByLabelText('Endereço')).toHaveValue('Rua Sem Saída, 5');
  },
};

export const CepSemEnderecoCelular: Story = {
  ...CepSemEndereco,
  name: 'CEP: preencher à mão (celular)',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(CepSemEndereco.play),
};

/** Without a lookup the CEP is a plain masked field, saved as its digits. */
export const CepSemBusca: Story = {
  name: 'CEP sem busca',
  args: {
    inicial: { ...imovelParaForm(imovelExemplo), cep: '01310100' },
    fotosIniciais: imovelExemplo.fotos,
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('CEP')).toHaveValue('01310-100');
    await expect(c.queryByRole('status')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const dados = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(dados.campos.cep).toBe('01310100');
  },
};

export const Salvando: Story = {
  name: 'Salvando',
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salvando...' })).toBeDisabled();
  },
};

export const Escuro: Story = {
  name: 'Escuro',
  args: { inicial: imovelParaForm(imovelExemplo), fotosIniciais: imovelExemplo.fotos },
  globals: { theme: 'dark' },
};

/** The owner, for the owners' annual statement: optional, chosen among the proprietario users. */
export const Proprietario: Story = {
  name: 'Proprietário',
  args: {
    inicial: imovelParaForm(imovelExemplo),
    fotosIniciais: imovelExemplo.fotos,
    proprietarios: [
      { id: 'p1', nome: 'Roberto Almeida' },
      { id: 'p2', nome: 'Helena Prado' },
    ],
    errosServidor: { proprietarioId: 'Proprietário não encontrado' },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('Proprietário não encontrado')).toBeVisible();
    const select = c.getByLabelText('Proprietário');
    await expect(select).toHaveValue('');
    await expect(within(select).getByRole('option', { name: 'Não informado' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'p2');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const dados = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(dados.campos.proprietarioId).toBe('p2');
  },
};

/**
 * The property's administration defaults (issue 11): blank = the agency's default; same messages
 * as the contract's fields; money in reais.
 */
export const TermosDeAdministracao: Story = {
  name: 'Termos de administração',
  args: { inicial: imovelParaForm(imovelExemplo), fotosIniciais: imovelExemplo.fotos },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Administração' })).toBeVisible();
    const taxa = c.getByLabelText('Taxa de administração (%)');
    for (const label of [
      'Taxa de administração mínima (R$)',
      'Taxa de intermediação (% do primeiro aluguel)',
      'Dia do repasse',
    ])
      await expect(c.getByLabelText(label)).toHaveAttribute('placeholder', 'Padrão da imobiliária');
    await expect(taxa).toHaveValue('');
    await userEvent.type(taxa, '150');
    await userEvent.type(c.getByLabelText('Dia do repasse'), '29');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('Taxa de administração (%) deve estar entre 0 e 100')).toBeVisible();
    await expect(c.getByText('Dia do repasse deve estar entre 1 e 28')).toBeVisible();
    await expect(taxa).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(taxa);
    await userEvent.type(taxa, '8,5');
    await userEvent.type(c.getByLabelText('Taxa de administração mínima (R$)'), '100,00');
    await userEvent.clear(c.getByLabelText('Dia do repasse'));
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const dados = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(dados.campos).toMatchObject({
      taxaAdministracaoPercentual: 8.5,
      taxaAdministracaoMinima: 100,
      taxaIntermediacaoPercentual: null,
      diaRepasse: null,
    });
  },
};
