import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FOTOS } from '../../lib/fixtures/site';
import { PropertyGallery } from './property-gallery';

const meta = {
  title: 'Site/PropertyGallery',
  component: PropertyGallery,
  tags: ['autodocs'],
  args: { fotos: FOTOS, titulo: 'Apartamento no Jardins' },
} satisfies Meta<typeof PropertyGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seven photos, five thumbnails; clicking one shows it large and highlights it. */
export const SeteFotos: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const miniaturas = c.getAllByRole('button', { name: /^Foto \d$/ });
    await expect(miniaturas).toHaveLength(5);
    await expect(miniaturas[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(miniaturas[2]!);
    await expect(miniaturas[2]).toHaveAttribute('aria-pressed', 'true');
    await expect(miniaturas[2]).toHaveAttribute('aria-current', 'true');
    await expect(miniaturas[0]).toHaveAttribute('aria-pressed', 'false');
    await expect(c.getByRole('img', { name: 'Apartamento no Jardins' })).toHaveAttribute('src', FOTOS[2]);
  },
};

export const SemImagens: Story = {
  args: { fotos: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Sem imagens disponíveis')).toBeVisible(),
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
