import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { agencia } from '../../lib/fixtures/site';
import { ContatoView } from './contato';
import { noCelular, noEscuro } from '../../stories/play-helpers';

const meta = {
  title: 'Telas/Site/Contato',
  component: ContatoView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { agencia, onSend: fn(async () => undefined) },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ContatoView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: agencia.site })).toBeVisible();
    for (const e of [
      agencia.emailAdministracao,
      agencia.emailCadastros,
      agencia.emailDocumentacao,
      agencia.emailFinanceiro,
    ]) {
      await expect(c.getAllByRole('link', { name: e }).length).toBeGreaterThan(0);
    }
    await expect(c.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/5511999991000',
    );
    await expect(c.getByRole('link', { name: agencia.telefone })).toHaveAttribute(
      'href',
      'tel:+551130001000',
    );
    await expect(c.getByText('Segunda a Sexta: 9h às 18h')).toBeVisible();
    await expect(c.getByText('Sábado: 9h às 13h')).toBeVisible();
    const deps = c.getByRole('heading', { name: 'Departamentos' }).parentElement!;
    for (const d of ['Cadastros e Locações', 'Financeiro', 'Jurídico', 'Administração'])
      await expect(within(deps).getByText(d)).toBeVisible();
  },
};
/** Hours edited in the agency settings replace the catalogue's. */
export const HorarioDaAgencia: Story = {
  name: 'Horário da agência',
  args: {
    agencia: { ...agencia, horarioSemana: 'Segunda a Sexta: 8h às 19h', horarioSabado: 'Sábado: fechado' },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Segunda a Sexta: 8h às 19h')).toBeVisible();
    await expect(c.getByText('Sábado: fechado')).toBeVisible();
    await expect(c.queryByText('Segunda a Sexta: 9h às 18h')).toBeNull();
  },
};

/** Before the agency settings load, the §9 hours from the catalogue are shown. */
export const SemAgencia: Story = {
  name: 'Sem agência',
  args: { agencia: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Segunda a Sexta: 9h às 18h')).toBeVisible();
    await expect(c.getByText('Sábado: 9h às 13h')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Padrao,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Padrao.play),
};
export const Dark: Story = {
  ...Padrao,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(Padrao.play),
};
