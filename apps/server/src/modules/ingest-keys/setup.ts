import type { IntegrationSetup } from '@pinpoint/shared';
import { CHIRPSTACK_TOPIC } from '../../ingest/mqtt.ts';

/** The broker's address without its credentials (MQTT_URL may carry user:password). */
function brokerOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}

/** The values each setup card shows, from PUBLIC_URL (the address senders reach). */
export function integrationSetup(config: {
  publicUrl: string;
  MQTT_URL?: string | undefined;
  selfHost: boolean;
}): IntegrationSetup {
  const ingestUrl = `${config.publicUrl}/api/ingest`;
  return {
    ingestUrl,
    urls: {
      ttn: `${ingestUrl}/ttn`,
      chirpstack: `${ingestUrl}/chirpstack`,
      'chirpstack-mqtt': CHIRPSTACK_TOPIC,
      helium: `${ingestUrl}/helium`,
      osmand: `${ingestUrl}/osmand`,
      owntracks: `${ingestUrl}/owntracks`,
      http: `${ingestUrl}/http`,
    },
    mqtt: {
      configured: Boolean(config.MQTT_URL),
      broker: brokerOf(config.MQTT_URL),
      topic: CHIRPSTACK_TOPIC,
    },
    selfHost: config.selfHost,
  };
}
