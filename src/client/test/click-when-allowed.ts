import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Clicks a back-office button once the person's permission map has arrived. Until then a
 * PermissionButton is `aria-disabled` and a click does nothing (admin/lib/use-permission.ts);
 * the map and the page's data are separate requests, answered in either order.
 */
export async function clickWhenAllowed(user: UserEvent, name: string | RegExp) {
  const button = () => screen.getByRole('button', { name });
  await waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'));
  await user.click(button());
}
