import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationBell } from './notification-bell';

/**
 * Sino de notificações do locatário: o número de notificações não lidas aparece sobre o sino; sem número
 * quando não há nenhuma.
 */
const meta = {
  title: 'Site/Sino de notificações',
  id: 'site-notificationbell',
  component: NotificationBell,
  tags: ['autodocs'],
  args: { count: 3, onClick: fn() },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Com notificações não lidas: o número aparece sobre o sino. */
export const ComNaoLidas: Story = {
  name: 'Com não lidas',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const sino = c.getByRole('button', { name: 'Notificações: 3 não lidas' });
    await expect(sino).toHaveTextContent('3');
    await userEvent.click(sino);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
/** Sem notificações não lidas: o sino aparece sem número. */
export const SemNaoLidas: Story = {
  name: 'Sem não lidas',
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const sino = within(canvasElement).getByRole('button', { name: 'Notificações: 0 não lidas' });
    await expect(sino).toHaveTextContent('');
  },
};
