import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SnackbarHost } from './snackbar-host.tsx';

describe('snackbar', () => {
  it('shows a message with info severity by default and hides it after 6000 ms', async () => {
    vi.useFakeTimers();
    const { store } = renderWithProviders(<SnackbarHost />);
    act(() => store.getState().showSnackbar('Device saved'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Device saved');
    expect(alert.className).toMatch(/Info/);
    act(() => vi.advanceTimersByTime(5900));
    expect(screen.getByText('Device saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(store.getState().snackbar.open).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Device saved')).toBeNull();
  });

  it('shows the given severity and closes from its button', async () => {
    const { store } = renderWithProviders(<SnackbarHost />);
    act(() => store.getState().showSnackbar('Error adding contact', 'error'));
    expect(screen.getByRole('alert').className).toMatch(/Error/);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().snackbar).toEqual({ open: false, message: '', severity: undefined });
    await vi.waitFor(() => expect(screen.queryByText('Error adding contact')).toBeNull());
  });
});
