import type { Meta, StoryObj } from '@storybook/react-vite';
import { imovelParaForm } from '@morada/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { imovelExemplo } from '../../stories/admin-fixtures';
import { mostraOTexto, noCelular } from '../../stories/play-helpers';
import { Toaster } from '../toaster';
import { PropertyForm } from './property-form';

/**
 * Formulário de cadastro e edição de imóvel no admin: dados do anúncio, endereço (com busca pelo CEP),
 * valores, características, fotos, proprietário e termos de administração. Mostra as mensagens de obrigatório
 * da seção 5 sob cada campo.
 */
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

/** O formulário em branco, para cadastrar um imóvel. */
export const Vazio: Story = {
  name: 'Vazio',
  play: mostraOTexto('PNG, JPG ou JPEG (máx. 5MB por arquivo)'),
};

/** Todas as mensagens de obrigatório da seção 5, a regra da foto e o aviso “Formulário inválido”. */
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

/** Texto onde se espera número (preço, quartos, condomínio) é recusado sob cada campo; nada é enviado. */
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

/** Edição: remover a única foto salva torna a foto obrigatória de novo; desfazer a restaura. */
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

/** Só imagens, vários arquivos; características sem espaços sobrando e sem repetição. */
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

/** Erros devolvidos pelo servidor aparecem sob os campos correspondentes. */
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

/** Preço e condomínio são campos de dinheiro: “R$ 1.234,56” na tela, um número nos dados. */
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

/** Com 8 dígitos o endereço é buscado: os campos vazios são preenchidos e o que já foi digitado fica. */
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

/** Enquanto a busca acontece o campo avisa; sem resultado, pede o endereço à mão. */
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

/** O estado “CEP: preencher à mão” na largura de um celular (375 px). */
export const CepSemEnderecoCelular: Story = {
  ...CepSemEndereco,
  name: 'CEP: preencher à mão — celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(CepSemEndereco.play),
};

/** Sem a busca, o CEP é um campo com máscara simples, salvo só com os dígitos. */
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

/** Enquanto salva, o botão mostra “Salvando...” e fica desabilitado. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salvando...' })).toBeDisabled();
  },
};

/** O estado padrão no tema escuro. */
export const Escuro: Story = {
  name: 'Escuro',
  args: { inicial: imovelParaForm(imovelExemplo), fotosIniciais: imovelExemplo.fotos },
  globals: { theme: 'dark' },
};

/**
 * O proprietário, para o extrato anual dos proprietários: opcional, buscado no servidor entre os
 * usuários de perfil proprietario (o campo pede a busca ao digitar; aqui a resposta é fixa).
 */
export const Proprietario: Story = {
  name: 'Proprietário',
  args: {
    inicial: imovelParaForm(imovelExemplo),
    fotosIniciais: imovelExemplo.fotos,
    proprietarios: {
      opcoes: [
        { id: 'p1', rotulo: 'Roberto Almeida', detalhe: 'roberto@exemplo.com' },
        { id: 'p2', rotulo: 'Helena Prado', detalhe: 'helena@exemplo.com' },
      ],
      onBuscar: fn(),
    },
    errosServidor: { proprietarioId: 'Proprietário não encontrado' },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('Proprietário não encontrado')).toBeVisible();
    const campo = c.getByRole('combobox', { name: 'Proprietário' });
    await expect(campo).toHaveValue('');
    await expect(campo).toHaveAttribute('placeholder', 'Não informado');
    await userEvent.type(campo, 'hel');
    await waitFor(() => expect(args.proprietarios?.onBuscar).toHaveBeenLastCalledWith('hel'));
    await userEvent.click(c.getByRole('option', { name: /Helena Prado/ }));
    await expect(campo).toHaveValue('Helena Prado');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const dados = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(dados.campos.proprietarioId).toBe('p2');
  },
};

/**
 * Os padrões de administração do imóvel (issue 11): em branco = padrão da imobiliária; mesmas mensagens dos
 * campos do contrato; valores em reais.
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
