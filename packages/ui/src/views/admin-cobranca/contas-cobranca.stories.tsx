import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ContasCobranca } from './contas-cobranca';
import { contasExemplo } from './fixtures';
import { noCelularSemRolagemDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { mostraOTexto } from '../../stories/play-helpers';

const meta = {
  title: 'Telas/Admin/Contas de cobrança',
  id: 'admin-views-contas-cobranca',
  component: ContasCobranca,
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop' } },
  args: {
    contas: contasExemplo,
    loading: false,
    loadFailed: false,
    onRetry: fn(),
    onSalvar: fn(async () => undefined),
    errosDoErro: (e: unknown) => (e as { erros?: Record<string, string> }).erros,
    onRemessas: fn(),
  },
} satisfies Meta<typeof ContasCobranca>;
export default meta;
type Story = StoryObj<typeof meta>;

type Tela = ReturnType<typeof within>;

/** An account: its table row from a laptop up, its card on a phone. */
const contaDe = (c: Tela, nome: string) =>
  within(
    c.queryByRole('row', { name: new RegExp(nome) }) ?? c.getByRole('article', { name: new RegExp(nome) }),
  );

/** As contas cadastradas: a de demonstração marcada como não pagável, uma ativa e uma inativa. */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Contas de cobrança')).toBeVisible();
    const itau = contaDe(c, 'Itaú — cobrança');
    await expect(itau.getByText('0057 / 12345-7')).toBeVisible();
    await expect(itau.getByText('Itaú', { exact: true })).toBeVisible();
    await expect(itau.getByText('CNAB 400')).toBeVisible();
    await expect(itau.getByText('Ativa')).toBeVisible();
    await expect(contaDe(c, 'Bradesco').getByText('1234-5 / 0012345-6')).toBeVisible();
    await expect(contaDe(c, 'Bradesco').getByText('Inativa')).toBeVisible();
    const demo = contaDe(c, 'Banco de demonstração — não pagável');
    await expect(demo.getByText('Banco de demonstração — não pagável')).toBeVisible();
    await expect(demo.getByText('Banco de demonstração', { exact: true })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Nova conta' })).toBeEnabled();
  },
};

/** “Remessas” só nas contas de banco real: a de demonstração não registra boletos em banco algum. */
export const Remessas: Story = {
  name: 'Abrir remessas',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: /^Remessas Banco de demonstração/ })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Remessas Itaú — cobrança' }));
    await expect(args.onRemessas).toHaveBeenCalledWith(expect.objectContaining({ id: 'itau' }));
  },
};

/** Nenhuma conta cadastrada: a tabela explica o que cadastrar. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { contas: [] },
  play: mostraOTexto(/Nenhuma conta de cobrança cadastrada/),
};

/** A primeira carga, ainda sem contas. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { contas: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Carregando as contas de cobrança...',
    );
  },
};

/** A carga falhou: a mensagem e “Tentar novamente”. */
export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { contas: undefined, loadFailed: true },
  play: verFalhaAoCarregar({
    erro: 'Não foi possível carregar as contas de cobrança.',
    emAlerta: false,
    umaVez: false,
  }),
};

/**
 * “Nova conta”: enviado em branco, cada campo mostra a mensagem do domínio e nada é enviado;
 * corrigido, a conta vai para `onSalvar` e o diálogo fecha.
 */
export const NovaContaValidacao: Story = {
  name: 'Nova conta: validação',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nova conta' }));
    const d = within(await screen.findByRole('dialog', { name: 'Nova conta de cobrança' }));
    await userEvent.click(d.getByRole('button', { name: 'Salvar conta' }));
    await expect(await d.findByText('Nome da conta é obrigatório')).toBeVisible();
    await expect(d.getByText('Escolha um banco da lista')).toBeVisible();
    await expect(d.getByText('Agência deve ter de 1 a 5 dígitos')).toBeVisible();
    await expect(d.getByLabelText('Agência')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSalvar).not.toHaveBeenCalled();

    await userEvent.type(d.getByLabelText('Nome da conta'), 'Itaú — cobrança');
    await userEvent.selectOptions(d.getByLabelText('Banco'), '341');
    await userEvent.selectOptions(d.getByLabelText('Layout'), 'cnab400');
    await userEvent.type(d.getByLabelText('Agência'), '12a4');
    await userEvent.type(d.getByLabelText('Conta'), '12345');
    await userEvent.type(d.getByLabelText('Dígito da conta'), '77');
    await userEvent.type(d.getByLabelText('Carteira'), '109');
    await userEvent.type(d.getByLabelText('Convênio / código do beneficiário'), '12345');
    await userEvent.click(d.getByRole('button', { name: 'Salvar conta' }));
    await expect(await d.findByText('Agência deve ter de 1 a 5 dígitos')).toBeVisible();
    await expect(d.getByText('Dígito da conta deve ser um dígito ou X')).toBeVisible();
    await expect(args.onSalvar).not.toHaveBeenCalled();

    await userEvent.clear(d.getByLabelText('Agência'));
    await userEvent.type(d.getByLabelText('Agência'), '0057');
    await userEvent.clear(d.getByLabelText('Dígito da conta'));
    await userEvent.type(d.getByLabelText('Dígito da conta'), '7');
    await userEvent.click(d.getByRole('button', { name: 'Salvar conta' }));
    await waitFor(() =>
      expect(args.onSalvar).toHaveBeenCalledWith(
        expect.objectContaining({
          nome: 'Itaú — cobrança',
          banco: '341',
          agencia: '0057',
          conta: '12345',
          contaDv: '7',
          layout: 'cnab400',
          proximaRemessa: 1,
          ativa: true,
        }),
        null,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** “Editar”: o formulário vem preenchido; a recusa do servidor aparece sob o campo e o diálogo fica aberto. */
export const EditarRecusadoPeloServidor: Story = {
  name: 'Editar: recusado pelo servidor',
  args: {
    onSalvar: fn(async () => {
      throw { erros: { proximaRemessa: 'Próximo número de remessa não pode ser menor que 12' } };
    }),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Editar Itaú — cobrança' }));
    const d = within(
      await screen.findByRole('dialog', { name: 'Editar conta de cobrança: Itaú — cobrança' }),
    );
    await expect(d.getByLabelText('Agência')).toHaveValue('0057');
    await expect(d.getByLabelText('Banco')).toHaveValue('341');
    const remessa = d.getByLabelText('Próximo número de remessa');
    await userEvent.clear(remessa);
    await userEvent.type(remessa, '3');
    await userEvent.click(d.getByRole('button', { name: 'Salvar conta' }));
    await expect(await d.findByText('Próximo número de remessa não pode ser menor que 12')).toBeVisible();
    await expect(args.onSalvar).toHaveBeenCalledWith(
      expect.objectContaining({ proximaRemessa: 3 }),
      expect.objectContaining({ id: 'itau' }),
    );
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Salvar conta' })).toBeEnabled();
  },
};

/** O estado “Carregado” na largura de um celular (375 px): cada conta é um cartão. */
export const Celular: Story = { ...noCelularSemRolagemDe(Carregado), name: 'Celular' };

/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
