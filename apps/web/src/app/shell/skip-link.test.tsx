import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { mainContentId, SkipLink } from './skip-link.tsx';

describe('the skip link', () => {
  it('is the first stop of the keyboard and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SkipLink />
        <nav aria-label="Main navigation">
          <a href="/">Devices</a>
          <a href="/action">Actions</a>
        </nav>
        <main id={mainContentId} tabIndex={-1}>
          <button type="button">Add device</button>
        </main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The router owns the URL: no #main-content is left in it.
    expect(window.location.hash).toBe('');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add device' })).toHaveFocus();
  });
});
