import { describe, expect, it } from 'vitest';
import {
  isAuthResponse,
  pathWithoutAuthParams,
  readAuthParams,
  returnPathFromState,
  safeReturnPath,
} from './return-path.ts';

describe('return path', () => {
  it('reads the code, state and error parameters', () => {
    expect(readAuthParams('?code=c&state=s')).toMatchObject({ code: 'c', state: 's', error: null });
    expect(isAuthResponse(readAuthParams('?code=c&state=s'))).toBe(true);
    expect(isAuthResponse(readAuthParams('?error=access_denied&error_description=Denied'))).toBe(true);
    expect(isAuthResponse(readAuthParams('?code=c'))).toBe(false);
    expect(isAuthResponse(readAuthParams('?page=2'))).toBe(false);
  });

  it('restores the remembered path plus query', () => {
    expect(returnPathFromState({ returnTo: '/device/7?tab=history' })).toBe('/device/7?tab=history');
    expect(returnPathFromState(undefined)).toBeNull();
  });

  it('accepts only same-site paths', () => {
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('/report')).toBe('/report');
  });

  it('removes the answer parameters and keeps the rest', () => {
    expect(pathWithoutAuthParams({ pathname: '/', search: '?code=c&state=s&iss=x' })).toBe('/');
    expect(pathWithoutAuthParams({ pathname: '/asset', search: '?code=c&state=s&tab=2' })).toBe(
      '/asset?tab=2',
    );
  });
});
