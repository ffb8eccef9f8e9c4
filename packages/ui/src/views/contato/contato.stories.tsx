import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { agencia } from '../../lib/fixtures/site';
import { ContatoView } from './contato';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';

/**
 * Tela /contato do site: o formulário de contato ao lado dos endereços, telefones e horário de atendimento da
 * imobiliária.
 */
const meta = {
  title: 'Telas/Site/Contato',
  component: ContatoView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  args: { agencia, onSend: fn(async () => undefined) },
} satisfies Meta<typeof ContatoView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A página de contato: o formulário, os departamentos, os telefones e o horário de atendimento. */
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
/** O horário editado nas configurações da imobiliária substitui o do catálogo. */
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

/** Antes de as configurações da imobiliária carregarem, aparece o horário da §9, do catálogo. */
export const SemAgencia: Story = {
  name: 'Sem agência',
  args: { agencia: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Segunda a Sexta: 9h às 18h')).toBeVisible();
    await expect(c.getByText('Sábado: 9h às 13h')).toBeVisible();
  },
};

/** O estado padrão na largura de um celular (375 px). */
export const Mobile: Story = { ...noCelularDe(Padrao), name: 'Celular' };
/** O estado padrão no tema escuro. */
export const Dark: Story = { ...noEscuroDe(Padrao), name: 'Escuro' };

/** O estado “Padrão” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Padrao), name: 'Tablet', tags: ['quadro-proprio'] };
