import type { IntegrationSetup, IntegrationSource } from '@pinpoint/shared';
import type { TFunction } from 'i18next';

export type CopyValue = { label: string; value: string; multiline?: boolean };

export type SourceSetup = {
  /** What to do at the source, in order. */
  steps: string[];
  /** The exact values to paste, each with a copy button. */
  fields: CopyValue[];
  /** The source's own names of the message types to tick (The Things Stack). */
  eventTypes?: string[];
  /** Needs an ingest key (network servers, plain HTTP by Dev EUI). */
  usesKey: boolean;
  /** Identified by a phone's device token. */
  phone: boolean;
};

/** The message types The Things Stack's webhook must send, as its console names them. */
export const ttnEventTypes = ['Uplink message', 'Join accept', 'Location solved'];

/**
 * The values each source's setup card shows (issue 17): the endpoint from PUBLIC_URL, the header
 * carrying the ingest key (`key`: the one just created, else a placeholder), and for phones
 * the device token (`token`, else a placeholder).
 */
export function sourceSetup(
  source: IntegrationSource,
  setup: IntegrationSetup,
  key: string | null,
  token: string | null,
  t: TFunction,
): SourceSetup {
  const f = (name: string): string => t(`integrations.fields.${name}` as 'integrations.fields.url');
  const bearer = `Bearer ${key ?? t('integrations.sources.keyPlaceholder')}`;
  const deviceToken = token ?? t('integrations.sources.tokenPlaceholder');
  const header = [
    { label: f('headerName'), value: 'Authorization' },
    { label: f('headerValue'), value: bearer },
  ];
  const steps = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      t(`integrations.steps.${source}.s${i + 1}` as 'integrations.steps.ttn.s1'),
    );
  switch (source) {
    case 'ttn':
      return {
        steps: steps(3),
        fields: [
          { label: f('webhookFormat'), value: 'JSON' },
          { label: f('baseUrl'), value: setup.urls.ttn },
          ...header,
        ],
        eventTypes: ttnEventTypes,
        usesKey: true,
        phone: false,
      };
    case 'chirpstack':
      return {
        steps: steps(2),
        fields: [
          { label: f('endpointUrl'), value: setup.urls.chirpstack },
          { label: f('encoding'), value: 'JSON' },
          ...header,
        ],
        usesKey: true,
        phone: false,
      };
    case 'chirpstack-mqtt':
      return setup.mqtt.configured
        ? {
            steps: steps(2),
            fields: [
              { label: f('broker'), value: setup.mqtt.broker ?? '' },
              { label: f('topic'), value: setup.mqtt.topic },
              { label: f('encoding'), value: 'JSON' },
            ],
            usesKey: false,
            phone: false,
          }
        : {
            steps: [t('integrations.steps.mqttOff')],
            fields: [{ label: f('topic'), value: setup.mqtt.topic }],
            usesKey: false,
            phone: false,
          };
    case 'helium':
      return {
        steps: steps(2),
        fields: [
          { label: f('endpointUrl'), value: setup.urls.helium },
          { label: f('method'), value: 'POST' },
          ...header,
        ],
        usesKey: true,
        phone: false,
      };
    case 'osmand':
      return {
        steps: steps(3),
        fields: [
          { label: f('serverUrl'), value: setup.urls.osmand },
          { label: f('deviceIdentifier'), value: deviceToken },
          { label: f('accuracy'), value: t('integrations.fields.high') },
        ],
        usesKey: false,
        phone: true,
      };
    case 'owntracks':
      return {
        steps: steps(3),
        fields: [
          { label: f('mode'), value: 'HTTP' },
          { label: f('url'), value: setup.urls.owntracks },
          { label: f('username'), value: deviceToken },
          { label: f('password'), value: 'pinpoint' },
        ],
        usesKey: false,
        phone: true,
      };
    case 'http':
      return {
        steps: steps(2),
        fields: [
          { label: f('url'), value: setup.urls.http },
          ...header,
          {
            label: f('curl'),
            multiline: true,
            value: [
              `curl -X POST '${setup.urls.http}' \\`,
              `  -H 'Authorization: ${bearer}' \\`,
              `  -H 'Content-Type: application/json' \\`,
              `  -d '{"devEui": "70B3D57ED0051A7C", "readings": {"temperature": 4.5}}'`,
            ].join('\n'),
          },
        ],
        usesKey: true,
        phone: false,
      };
  }
}
