import type { Widget } from '@pinpoint/shared/widgets/widget.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { testDevice, testUuid } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { newWidget } from './new-widget.ts';
import { WidgetSettingsDialog } from './widget-settings-dialog.tsx';

// A Milesight AM307 as its vendor's codec example decodes it (Milesight-IoT/SensorDecoders
// am-series/am307/am307-codec.json): battery 92 %, 30.8 °C, 50.5 %, CO2 1255 ppm, TVOC 7, 1004.7 hPa.
// Typed 'CO2' as the demo's sensor is.
const co2Sensor = testDevice(5, 'Meeting room air', {
  type: 'CO2',
  readings: { battery_pct: 92, temperature: 30.8, humidity: 50.5, co2: 1255, tvoc: 7, pressure: 1004.7 },
});

function open(widget: Widget, isNew: boolean) {
  const server = fakeServer({
    'GET /organisation/:id/devices': () => [co2Sensor],
    'GET /geofence/organisation/:id': () => [],
  });
  const onSave = vi.fn();
  renderWithProviders(
    <WidgetSettingsDialog
      widget={widget}
      isNew={isNew}
      organisationId="org-1"
      onSave={onSave}
      onClose={() => undefined}
    />,
    '/',
    { api: server.api },
  );
  return onSave;
}

async function chooseDevice(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Devices' }));
  await user.click(await screen.findByRole('option', { name: /Meeting room air/ }));
}

describe('widget settings', { timeout: 20_000 }, () => {
  it('does not save a gauge without a device, and sets a new one to what its device measures', async () => {
    const user = userEvent.setup();
    const onSave = open(newWidget('gauge'), true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one device')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await chooseDevice(user);
    // CO2, on a scale that fits it, not the temperature it also reports.
    expect(screen.getByRole('combobox', { name: 'Reading' })).toHaveValue('CO₂');
    expect(screen.getByRole('spinbutton', { name: 'Maximum' })).toHaveValue(2000);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      type: 'gauge',
      devices: [co2Sensor.id],
      field: 'co2',
      options: { min: 0, max: 2000 },
    });
  });

  it('keeps a reading the user picked, and an existing widget’s reading', async () => {
    const user = userEvent.setup();
    const onSave = open(newWidget('latest'), true);
    await user.click(screen.getByRole('combobox', { name: 'Reading' }));
    await user.click(await screen.findByRole('option', { name: 'Humidity' }));
    await chooseDevice(user);
    expect(screen.getByRole('combobox', { name: 'Reading' })).toHaveValue('Humidity');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ field: 'humidity' });
  });

  it('leaves a saved widget’s reading alone when its devices change', async () => {
    const user = userEvent.setup();
    const saved = { ...newWidget('latest'), devices: [testUuid(9)] } as Widget;
    open(saved, false);
    await chooseDevice(user);
    expect(screen.getByRole('combobox', { name: 'Reading' })).toHaveValue('Temperature');
  });
});
