import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../lib/api.ts';
import { fakeApi, testUser } from '../test/fakes.ts';
import { renderRoutes } from '../test/render.tsx';
import { appRoutes } from './router.tsx';

describe('language', () => {
  it('follows the user setting', async () => {
    const api = fakeApi(undefined, {
      post: vi.fn(async () => ({
        data: { ...testUser, settings: { ...testUser.settings, language: 'fr' } },
      })) as ApiClient['post'],
    });
    renderRoutes(appRoutes, '/contact', { api });
    expect(await screen.findByRole('heading', { name: 'Aucun contact pour l’instant' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
  });
});
