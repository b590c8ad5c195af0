import type { CommandCatalogue } from '@pinpoint/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SendCommandForm } from './send-command-form.tsx';

// The device page's commands card and the command dialog share this form: a tracker whose protocol
// takes no commands (Digital Matter's settings live in OEM Server; the server refuses any command)
// gets the reason, not a form to fill.
const dmt: CommandCatalogue = {
  deviceId: '00000000-0000-4000-8000-000000000007',
  modelId: null,
  takesCommands: false,
  commands: [],
  raw: false,
  custom: false,
  note: 'Digital Matter units take no commands from Pinpoint: their settings are changed in Digital Matter’s OEM Server',
  transport: 'tracker',
  ready: true,
  problem: null,
  waitsForUplink: false,
};

describe('the send-command form', () => {
  it('shows why a tracker takes no commands, with no form', async () => {
    renderWithProviders(<SendCommandForm deviceId={dmt.deviceId} deviceName="Oyster 12" catalogue={dmt} />);
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('Oyster 12 takes no commands from Pinpoint');
    expect(note).toHaveTextContent('their settings are changed in Digital Matter’s OEM Server');
    expect(screen.queryByRole('button', { name: /send/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
