import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  PermissionAction,
  PermissionResource,
} from '../../../shared/constants/permissions.ts';
import { apiError, permissionMapFixture, permissionsReply, stubApi } from '../../test/api-stub.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PermissionButton } from '../components/permission-button.tsx';
import { PERMISSIONS_UNAVAILABLE, usePermission } from './use-permission.ts';

function Probe({ resource, action }: { resource: PermissionResource; action: PermissionAction }) {
  const permission = usePermission(resource, action);
  return (
    <>
      <output>
        {permission.pending ? 'pending' : permission.allowed ? 'allowed' : permission.reason}
      </output>
      <PermissionButton permission={permission}>Agir</PermissionButton>
    </>
  );
}

describe('usePermission', () => {
  it('follows the map of GET /api/me/permissions, action by action', async () => {
    stubApi({
      'GET /api/me/permissions': permissionsReply(
        permissionMapFixture({ providers: ['read', 'update'], areas: ['create'] }),
      ),
    });
    renderWithProviders(
      <>
        <Probe resource="providers" action="update" />
        <Probe resource="providers" action="delete" />
        <Probe resource="areas" action="create" />
        <Probe resource="roles" action="configure" />
      </>,
    );
    const outputs = () => screen.getAllByRole('status').map((output) => output.textContent);
    expect(outputs()).toEqual(['pending', 'pending', 'pending', 'pending']);
    expect(await screen.findAllByText('allowed')).toHaveLength(2);
    expect(outputs()).toEqual([
      'allowed',
      'Seu perfil não tem permissão para excluir conveniados.',
      'allowed',
      'Seu perfil não tem permissão para configurar perfis de acesso.',
    ]);
    const buttons = screen.getAllByRole('button', { name: 'Agir' });
    expect(buttons.map((button) => button.getAttribute('aria-disabled'))).toEqual([
      null,
      'true',
      null,
      'true',
    ]);
  });

  it('refuses everything when the map cannot be read, and says why', async () => {
    stubApi({ 'GET /api/me/permissions': apiError(500, 'INTERNAL', 'Erro interno.') });
    renderWithProviders(<Probe resource="providers" action="read" />);
    expect(
      await screen.findByText(PERMISSIONS_UNAVAILABLE, { selector: 'output' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agir' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps a control disabled, without a reason yet, while the map loads', () => {
    stubApi({ 'GET /api/me/permissions': () => new Promise(() => {}) });
    renderWithProviders(<Probe resource="providers" action="read" />);
    const button = screen.getByRole('button', { name: 'Agir' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });
});
