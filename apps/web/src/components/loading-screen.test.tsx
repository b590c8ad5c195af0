import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { LoadingScreen } from './loading-screen.tsx';

describe('loading screen', () => {
  it('has a header, a map with four controls and eight cards', () => {
    renderWithProviders(<LoadingScreen />);
    const status = screen.getByRole('status', { name: 'Loading dashboard' });
    expect(within(status).getByTestId('loading-title')).toBeInTheDocument();
    expect(within(status).getAllByTestId('loading-action')).toHaveLength(2);
    expect(within(status).getByTestId('loading-map')).toHaveStyle({ height: '500px' });
    expect(within(status).getAllByTestId('loading-map-control')).toHaveLength(4);
    expect(within(status).getAllByTestId('loading-card')).toHaveLength(8);
  });
});
