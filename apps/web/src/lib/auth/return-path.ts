/** What we put in the OIDC state when a login starts, to come back to the same screen. */
export type LoginState = { returnTo: string };

export type AuthResponseParams = {
  code: string | null;
  state: string | null;
  error: string | null;
  errorDescription: string | null;
};

const authParamNames = ['code', 'state', 'error', 'error_description', 'error_uri', 'session_state', 'iss'];

export function readAuthParams(search: string): AuthResponseParams {
  const params = new URLSearchParams(search);
  return {
    code: params.get('code'),
    state: params.get('state'),
    error: params.get('error'),
    errorDescription: params.get('error_description'),
  };
}

/** The provider answered the login: a code with its state, or an error. */
export function isAuthResponse(params: AuthResponseParams): boolean {
  return Boolean((params.code && params.state) || params.error);
}

/** Only same-site paths ("/x", never "//host" or a full URL) are accepted as return paths. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function returnPathFromState(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('returnTo' in state)) return null;
  return safeReturnPath((state as LoginState).returnTo);
}

/** The current path plus query, without the provider's answer parameters. */
export function pathWithoutAuthParams(location: { pathname: string; search: string; hash?: string }): string {
  const params = new URLSearchParams(location.search);
  for (const name of authParamNames) params.delete(name);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash ?? ''}`;
}

export function currentPath(location: { pathname: string; search: string } = window.location): string {
  return `${location.pathname}${location.search}`;
}
