import type { PublicConfig } from '@pinpoint/shared';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

type PageOptions = { site: PublicConfig; title: string; body: string; scriptSrc?: string };

/** The built-in provider's pages: the site's title and colours, light or dark with the system. */
export function renderPage({ site, title, body, scriptSrc }: PageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(site.siteTitle)}</title>
<style>
:root { --primary: ${site.primaryColour}; --secondary: ${site.secondaryColour}; --bg: #f4f6fa; --card: #fff; --text: #1a1f2b; --muted: #5b6475; --error: #c62828; --border: #c9d0dc; }
@media (prefers-color-scheme: dark) { :root { --bg: #10141c; --card: #1b2130; --text: #eef1f6; --muted: #a9b2c3; --error: #ff8a80; --border: #3a4357; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text); font: 16px/1.5 Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { width: min(420px, 100vw - 32px); background: var(--card); border-radius: 12px; padding: 32px; box-shadow: 0 4px 24px rgba(0,0,0,.12); border-top: 4px solid var(--primary); }
h1 { margin: 0 0 4px; font-size: 1.5rem; }
.brand { color: var(--primary); font-weight: 700; margin: 0 0 16px; }
@media (prefers-color-scheme: dark) { .brand { color: #8fb4ff; } }
p.lead { color: var(--muted); margin: 0 0 24px; }
label { display: block; font-weight: 600; margin: 16px 0 4px; }
input { width: 100%; padding: 10px 12px; font: inherit; border: 1px solid var(--border); border-radius: 8px; background: transparent; color: inherit; }
input:focus { outline: 2px solid var(--primary); outline-offset: 1px; }
input[aria-invalid="true"] { border-color: var(--error); }
.field-error, .form-error { color: var(--error); font-size: .875rem; margin: 4px 0 0; }
.form-error { margin: 0 0 8px; padding: 8px 12px; border: 1px solid var(--error); border-radius: 8px; }
button { margin-top: 24px; width: 100%; padding: 12px; font: inherit; font-weight: 600; color: #fff; background: var(--primary); border: 0; border-radius: 8px; cursor: pointer; }
button.secondary { background: transparent; color: inherit; border: 1px solid var(--border); margin-top: 12px; }
button:focus-visible { outline: 3px solid var(--secondary); outline-offset: 2px; }
.switch { margin: 24px 0 0; text-align: center; color: var(--muted); }
a { color: var(--primary); }
@media (prefers-color-scheme: dark) { a { color: #8fb4ff; } }
</style>
</head>
<body><main>
<p class="brand">${escapeHtml(site.siteTitle)}</p>
${body}
</main>${scriptSrc ? `<script src="${escapeHtml(scriptSrc)}"></script>` : ''}</body>
</html>`;
}

export type FieldErrors = Partial<Record<'name' | 'email' | 'password' | 'form', string>>;

function field(
  name: 'name' | 'email' | 'password',
  label: string,
  type: string,
  autocomplete: string,
  value: string,
  errors: FieldErrors,
) {
  const error = errors[name];
  const describedBy = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(value)}" required${describedBy}>
${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}

type FormState = { uid: string; values: { name?: string; email?: string }; errors: FieldErrors };

export function signInForm(site: PublicConfig, { uid, values, errors }: FormState): string {
  const body = `<h1>Sign in</h1>
<p class="lead">Welcome back. Sign in to see your devices.</p>
${errors.form ? `<p class="form-error" role="alert">${escapeHtml(errors.form)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login" novalidate>
${field('email', 'E-mail', 'email', 'username', values.email ?? '', errors)}
${field('password', 'Password', 'password', 'current-password', '', errors)}
<button type="submit">Sign in</button>
</form>
<p class="switch">New here? <a href="/interaction/${uid}?mode=signup">Create an account</a></p>`;
  return renderPage({ site, title: 'Sign in', body });
}

export function signUpForm(site: PublicConfig, { uid, values, errors }: FormState): string {
  const body = `<h1>Create your account</h1>
<p class="lead">Track your devices in minutes. Passwords need at least 8 characters.</p>
${errors.form ? `<p class="form-error" role="alert">${escapeHtml(errors.form)}</p>` : ''}
<form method="post" action="/interaction/${uid}/signup" novalidate>
${field('name', 'Name', 'text', 'name', values.name ?? '', errors)}
${field('email', 'E-mail', 'email', 'email', values.email ?? '', errors)}
${field('password', 'Password', 'password', 'new-password', '', errors)}
<button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="/interaction/${uid}">Sign in</a></p>`;
  return renderPage({ site, title: 'Create your account', body });
}

export function messagePage(
  site: PublicConfig,
  title: string,
  message: string,
  link?: { href: string; label: string },
) {
  const body = `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`;
  return renderPage({ site, title, body });
}
