/**
 * LoRa Alliance TR005 device QR codes (reference/ingest-formats.md 4.1), as The Things Stack reads
 * them: the final format and its two drafts. A QR gives the Join (App) EUI and the Dev EUI, never
 * the App Key.
 */
export type LoRaWanQr = {
  joinEui: string;
  devEui: string;
  /** VendorID and VendorProfileID, 8 hex digits. */
  profileId: string;
  ownerToken: string | null;
  serialNumber: string | null;
};

export type DeviceQr = { kind: 'lorawan'; code: LoRaWanQr } | { kind: 'text'; text: string };

const eui = /^[0-9A-F]{16}$/;
const profile = /^[0-9A-F]{8}$/;

function build(
  joinEui: string,
  devEui: string,
  profileId: string,
  extras: { owner?: string | undefined; serial?: string | undefined },
): LoRaWanQr | null {
  const [join, dev, prof] = [joinEui, devEui, profileId].map((part) => part.trim().toUpperCase()) as [
    string,
    string,
    string,
  ];
  if (!eui.test(join) || !eui.test(dev) || !profile.test(prof)) return null;
  return {
    joinEui: join,
    devEui: dev,
    profileId: prof,
    ownerToken: extras.owner || null,
    serialNumber: extras.serial || null,
  };
}

/** `LW:D0:<JoinEUI>:<DevEUI>:<ProfileID>[:C…][:O…][:S…][:P…]` */
function parseFinal(text: string): LoRaWanQr | null {
  const fields = text.split(':');
  if (fields.length < 5 || fields[0]?.toUpperCase() !== 'LW' || fields[1]?.toUpperCase() !== 'D0')
    return null;
  const [, , joinEui = '', devEui = '', profileId = '', ...extensions] = fields;
  const extras: { owner?: string; serial?: string } = {};
  for (const extension of extensions) {
    const tag = extension.charAt(0).toUpperCase();
    const value = extension.slice(1);
    if (!value) continue;
    if (tag === 'O') extras.owner = value;
    else if (tag === 'S') extras.serial = value;
  }
  return build(joinEui, devEui, profileId, extras);
}

/** Draft 2: `URN:LW:DP:<JoinEUI>:<DevEUI>:<ProfileID>[:%V…%S…%P…]` */
function parseDraft2(text: string): LoRaWanQr | null {
  const fields = text.split(':');
  if (fields.length < 6 || fields.slice(0, 3).join(':').toUpperCase() !== 'URN:LW:DP') return null;
  const [, , , joinEui = '', devEui = '', profileId = '', extension = ''] = fields;
  const serial = /%S([^%]*)/i.exec(extension)?.[1];
  return build(joinEui, devEui, profileId, { serial });
}

/** Draft 3: `URN:DEV:LW:<JoinEUI>_<DevEUI>_<ProfileID>[_V…][_S…][_P…]` */
function parseDraft3(text: string): LoRaWanQr | null {
  const prefix = 'URN:DEV:LW:';
  if (!text.toUpperCase().startsWith(prefix)) return null;
  const [joinEui = '', devEui = '', profileId = '', ...extensions] = text.slice(prefix.length).split('_');
  const serial = extensions.find((extension) => extension.charAt(0).toUpperCase() === 'S')?.slice(1);
  return build(joinEui, devEui, profileId, { serial });
}

/** A scanned QR: a LoRaWAN device code, or any other text (a barcode or claim code, say). */
export function parseDeviceQr(raw: string): DeviceQr {
  const text = raw.trim();
  const code = parseFinal(text) ?? parseDraft2(text) ?? parseDraft3(text);
  return code ? { kind: 'lorawan', code } : { kind: 'text', text };
}
