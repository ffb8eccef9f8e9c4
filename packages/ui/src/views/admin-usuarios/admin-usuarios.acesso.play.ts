import type { Usuario } from '@morada/domain';
import type { ComponentProps } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { linkRedefinicaoExemplo, usuariosExemplo } from '../../stories/admin-fixtures';
import type { AdminUsuariosView } from './admin-usuarios';

/** The access stories of Telas/Admin/Usuários: invitations and new-password links, by status. */

/** What these play functions read from the story's context. */
type Ctx = { canvasElement: HTMLElement; args: ComponentProps<typeof AdminUsuariosView> };

/** An inactive user: no access link for them until they are reactivated. */
const inativo: Usuario = {
  ...usuariosExemplo[1]!,
  id: 'u4',
  nome: 'Rui Inativo',
  email: 'rui@example.com',
  status: 'inativo',
};
export const comInativo = [...usuariosExemplo, inativo];

export const verAcoesDeAcessoPorStatus = async ({ canvasElement, args }: Ctx) => {
  const c = within(canvasElement);
  await expect(c.getByRole('button', { name: 'Gerar link de acesso Ana Administradora' })).toBeVisible();
  await expect(c.getByRole('button', { name: 'Gerar link de acesso Mariana Costa' })).toBeVisible();
  await expect(c.getByRole('button', { name: 'Enviar convite Paulo Proprietário' })).toBeVisible();
  await expect(c.queryByRole('button', { name: /^(Enviar convite|Gerar link de acesso) Rui/ })).toBeNull();
  await expect(c.queryByRole('button', { name: 'Gerar link de acesso Paulo Proprietário' })).toBeNull();
  await userEvent.click(c.getByRole('button', { name: 'Enviar convite Paulo Proprietário' }));
  await expect(args.onGerarLinkAcesso).toHaveBeenCalledWith(usuariosExemplo[2]);
};

export const verGerandoLink = async ({ canvasElement }: Ctx) => {
  const c = within(canvasElement);
  await expect(c.getByRole('button', { name: 'Gerar link de acesso Mariana Costa' })).toBeDisabled();
  await expect(c.getByRole('button', { name: 'Enviar convite Paulo Proprietário' })).toBeEnabled();
};

export const verLinkGerado = async ({ canvasElement, args }: Ctx) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: 'Gerar link de acesso Mariana Costa' }),
  );
  const d = within(await screen.findByRole('dialog', { name: 'Link para criar nova senha' }));
  await expect(d.getByLabelText('Link de acesso')).toHaveValue(linkRedefinicaoExemplo.link);
  await userEvent.click(d.getByRole('button', { name: 'Gerar novo link' }));
  await expect(args.onGerarLinkAcesso).toHaveBeenCalledTimes(2);
  await expect(args.onGerarLinkAcesso).toHaveBeenLastCalledWith(usuariosExemplo[1]);
  await userEvent.click(d.getByRole('button', { name: 'Fechar' }));
  await expect(args.onFecharLinkAcesso).toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

export const verLinkNoDialogoDeEdicao = async ({ canvasElement, args }: Ctx) => {
  const c = within(canvasElement);
  await userEvent.click(c.getByRole('button', { name: 'Editar Paulo Proprietário' }));
  let d = within(await screen.findByRole('dialog'));
  await expect(d.getByText(/ainda não ativou o acesso/)).toBeVisible();
  await userEvent.click(d.getByRole('button', { name: 'Enviar convite' }));
  await expect(args.onGerarLinkAcesso).toHaveBeenCalledWith(usuariosExemplo[2]);
  await userEvent.click(d.getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await userEvent.click(c.getByRole('button', { name: 'Editar Rui Inativo' }));
  d = within(await screen.findByRole('dialog'));
  await expect(d.getByText('Reative o acesso do usuário antes de gerar um link.')).toBeVisible();
  await expect(d.queryByRole('button', { name: /Enviar convite|Gerar link de acesso/ })).toBeNull();
};
