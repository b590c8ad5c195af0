import type { BillingSummary } from '@pinpoint/shared/billing.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { apiError, fakeServer, reply, signedInAs } from '../../test/fake-server.ts';
import { renderRoutes } from '../../test/render.tsx';

/** The app shell and a lazy page take a while to load in jsdom. */
const slow = { timeout: 5000 };

const summary = (overrides: Partial<BillingSummary> = {}): BillingSummary => ({
  enabled: true,
  message: 'ok',
  devices: { count: 4, limit: 5 },
  cardRegistered: true,
  plan: { tierUpTo: 25, quantity: 5, status: 'active', currentPeriodEnd: '2026-08-01T00:00:00.000Z' },
  nextInvoice: { amount: 1500, currency: 'cad', date: '2026-08-01T00:00:00.000Z' },
  openInvoice: null,
  maxSelfServiceLimit: 1000,
  ...overrides,
});

const billingOn = { billing_enabled: true };

describe('the billing check (spec 4)', () => {
  it.each([
    ['card_required', '/billing/register-card', 'Register a card'],
    ['billing_inactive', '/billing/register-card', 'Register a card'],
    ['limit_reached', '/billing/limit-reached', 'Device limit reached'],
  ])('sends %s to %s after login', async (message, path, heading) => {
    const server = fakeServer({
      'GET /billing/check': () => ({ message }),
      'GET /organisation/:id/billing': () => summary({ message: message as BillingSummary['message'] }),
    });
    const { router } = renderRoutes(appRoutes, '/', { api: server.api, config: billingOn });
    await waitFor(() => expect(router.state.location.pathname).toBe(path), slow);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, slow)).toBeInTheDocument();
    const check = server.requests.find((r) => r.path === '/billing/check');
    expect(check?.query.get('organisationId')).toBe('org-1');
  });

  it('leaves the user where they are when the answer is ok', async () => {
    const server = fakeServer({ 'GET /billing/check': () => ({ message: 'ok' }) });
    const { router } = renderRoutes(appRoutes, '/contact', { api: server.api, config: billingOn });
    await screen.findByRole('heading', { name: 'No contacts yet' }, slow);
    await waitFor(() => expect(server.requests.some((r) => r.path === '/billing/check')).toBe(true));
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('is not run with billing off, nor on billing pages', async () => {
    const off = fakeServer({ 'GET /billing/check': () => ({ message: 'card_required' }) });
    renderRoutes(appRoutes, '/contact', { api: off.api });
    await screen.findByRole('heading', { name: 'No contacts yet' }, slow);
    const on = fakeServer({
      'GET /billing/check': () => ({ message: 'card_required' }),
      'GET /organisation/:id/billing': () => summary(),
    });
    renderRoutes(appRoutes, '/billing/limit-reached', { api: on.api, config: billingOn });
    await screen.findByRole('heading', { level: 1, name: 'Device limit reached' }, slow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...off.requests, ...on.requests].some((r) => r.path === '/billing/check')).toBe(false);
  });
});

describe('the limit increase form (spec 4 "Account device limit")', () => {
  it("says the spec's messages: too low, the increase error, and success", async () => {
    const user = userEvent.setup();
    let answer = reply(409, {
      error: {
        code: 'conflict',
        message: 'Limit increase error. Please contact support',
        details: { reason: 'limit_increase_error' },
      },
    });
    const server = fakeServer({
      'GET /organisation/:id/billing': () =>
        summary({ message: 'limit_reached', devices: { count: 5, limit: 5 } }),
      'POST /organisation/:id/billing/limit': () => answer,
    });
    renderRoutes(appRoutes, '/billing/limit-reached', { api: server.api, config: billingOn });
    expect(await screen.findByText('5 of 5 devices used', {}, slow)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'New device limit' });

    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: 'Increase limit' }));
    expect(
      await screen.findByText('Limit must be higher than number of devices on account currently'),
    ).toBeInTheDocument();
    expect(server.changes()).toEqual([]);

    await user.clear(field);
    await user.type(field, '20');
    await user.click(screen.getByRole('button', { name: 'Increase limit' }));
    const refusal = await screen.findByText('Limit increase error. Please contact support');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();

    answer = reply(200, { message: 'limit_increase_success', limit: 20 });
    await user.click(screen.getByRole('button', { name: 'Increase limit' }));
    expect(await screen.findByText('Device limit increased to 20')).toBeInTheDocument();
    expect(server.changes().at(-1)).toMatchObject({
      path: '/organisation/org-1/billing/limit',
      body: { limit: 20 },
    });
  });

  it('registers a card first when there is none, carrying the limit asked for', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      'GET /organisation/:id/billing': () =>
        summary({
          message: 'limit_reached',
          devices: { count: 0, limit: 0 },
          plan: null,
          cardRegistered: false,
        }),
      'POST /organisation/:id/billing/limit': () =>
        reply(409, {
          error: { code: 'conflict', message: 'Register a card', details: { reason: 'card_required' } },
        }),
    });
    const { router } = renderRoutes(appRoutes, '/billing/limit-reached', {
      api: server.api,
      config: billingOn,
    });
    await user.type(await screen.findByRole('textbox', { name: 'New device limit' }, slow), '12');
    await user.click(screen.getByRole('button', { name: 'Increase limit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/register-card'));
    expect(router.state.location.search).toBe('?limit=12');
    expect(
      await screen.findByText('The subscription will start with a limit of 12 devices.'),
    ).toBeInTheDocument();
  });

  it('tells members who are not owners to ask an owner, without the form', async () => {
    const server = fakeServer({ ...signedInAs('member') });
    renderRoutes(appRoutes, '/billing/limit-reached', { api: server.api, config: billingOn });
    expect(
      await screen.findByText(/Only an owner of Acme can change its device limit and billing/, {}, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New device limit' })).toBeNull();
    expect(server.requests.some((r) => r.path.endsWith('/billing'))).toBe(false);
  });

  it('shows the owner what they can do when billing is off, instead of telling them to ask an owner', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ 'GET /organisation/:id/billing': () => summary({ enabled: false }) });
    const { router } = renderRoutes(appRoutes, '/billing/register-card', { api: server.api });
    expect(
      await screen.findByText(/Billing is not used on this deployment: Acme needs no card/, {}, slow),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ask an owner/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Change the device limit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
    expect(await screen.findByRole('textbox', { name: 'New device limit' }, slow)).toBeInTheDocument();
  });

  it('still tells a member with billing off whom to ask about the device limit', async () => {
    const server = fakeServer({ ...signedInAs('member') });
    renderRoutes(appRoutes, '/billing/register-card', { api: server.api });
    expect(
      await screen.findByText(/Only an owner of Acme can change its device limit/, {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('Billing is not used on this deployment.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change the device limit' })).toBeNull();
  });
});

describe("the owner's billing section (/billing)", () => {
  it('shows the plan, the devices against the limit with a warning, the next invoice and the buy link', async () => {
    const server = fakeServer({ 'GET /organisation/:id/billing': () => summary() });
    renderRoutes(appRoutes, '/billing', {
      api: server.api,
      config: { ...billingOn, show_buy_link: true, buy_link: 'https://shop.example.com/trackers' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Billing of Acme' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('4 of 5 devices used')).toBeInTheDocument();
    expect(screen.getByText(/Close to the limit: room for 1 more/)).toBeInTheDocument();
    expect(screen.getByText('Per device, up to 25 devices: 5 devices paid for')).toBeInTheDocument();
    expect(screen.getByText('Next invoice: CA$15.00 on 08/01/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy devices' })).toHaveAttribute(
      'href',
      'https://shop.example.com/trackers',
    );
    expect(screen.getByRole('button', { name: 'Invoices, card and cancelling' })).toBeInTheDocument();
  });

  it("shows no buy link unless it is turned on, and Stripe's refusal in words", async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      'GET /organisation/:id/billing': () => summary(),
      'POST /organisation/:id/billing/portal': () =>
        apiError(
          502,
          'unavailable',
          'The billing portal could not be opened. Please try again, or contact support',
        ),
    });
    renderRoutes(appRoutes, '/billing', {
      api: server.api,
      config: { ...billingOn, buy_link: 'https://x.example' },
    });
    await user.click(await screen.findByRole('button', { name: 'Invoices, card and cancelling' }, slow));
    expect(
      await screen.findByText('The billing portal could not be opened. Please try again, or contact support'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy devices' })).toBeNull();
  });
});

describe('back from Stripe', () => {
  it('waits on /billing/success for Stripe to confirm, then shows the subscription', async () => {
    let message: BillingSummary['message'] = 'card_required';
    const server = fakeServer({
      'GET /organisation/:id/billing': () =>
        summary({ message, devices: { count: 0, limit: message === 'ok' ? 10 : 0 } }),
    });
    const { router } = renderRoutes(appRoutes, '/billing/success?session_id=cs_1', {
      api: server.api,
      config: billingOn,
    });
    expect(await screen.findByText('Setting up your subscription…', {}, slow)).toHaveAttribute(
      'role',
      'status',
    );
    message = 'ok';
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/subscription-success'), {
      timeout: 4000,
    });
    expect(await screen.findByText('Thank you. Acme may now have up to 10 devices.')).toBeInTheDocument();
  });

  it('offers to try again from /billing/cancel', async () => {
    renderRoutes(appRoutes, '/billing/cancel', { config: billingOn });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No card registered' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/billing/register-card');
  });
});
