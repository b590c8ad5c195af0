// What a phone app can be configured from (issue 17), checked against each app's source:
// - OwnTracks (iOS and Android) imports a configuration from an owntracks:///config?inline=
//   link holding the base64 of its JSON configuration (booklet: features/remoteconfig); a QR
//   code of that link, scanned with the phone's camera, opens it in the app. Mode 3 is HTTP.
// - Traccar Client 9 (the current app) has a QR scanner in its settings: the code is the
//   server URL, whose query sets the device identifier and tracking options (its
//   configuration_service.dart). Older versions have no scanner: the values are typed.

/** Base64 of the UTF-8 text (the browser's btoa only takes Latin-1). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The OwnTracks configuration: HTTP mode to `url`, the device token as the Basic user. */
export function ownTracksConfig(url: string, token: string) {
  return {
    _type: 'configuration',
    mode: 3,
    url,
    auth: true,
    username: token,
    // OwnTracks sends Basic credentials only with a password; Pinpoint reads the user alone.
    password: 'pinpoint',
    deviceId: 'phone',
    tid: 'PP',
  };
}

/** The link OwnTracks opens to configure itself (percent-encoded, so `+` survives any parser). */
export function ownTracksLink(url: string, token: string): string {
  return `owntracks:///config?inline=${encodeURIComponent(base64(JSON.stringify(ownTracksConfig(url, token))))}`;
}

/** What Traccar Client 9's own QR scanner reads: the server URL with the device identifier. */
export function traccarClientLink(url: string, token: string): string {
  const link = new URL(url);
  link.searchParams.set('id', token);
  link.searchParams.set('accuracy', 'high');
  return link.toString();
}
