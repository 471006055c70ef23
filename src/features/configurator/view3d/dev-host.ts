/**
 * Staging, development, localhost and local-network hosts (spec §2): there the 3D view leaves out the
 * watermark and the social links (nobody shares a design from a test machine), and the main supplier gets the
 * GLTF export.
 */
import { BRAND_ORGANIZATION_ID } from '../../../domain/constants';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/;
/** Loopback, unique-local (fc00::/7) and link-local (fe80::/10) IPv6, as `URL.hostname` writes them. */
const LOCAL_IPV6 = /^\[(::1|f[cd][0-9a-f]{0,2}:.*|fe[89ab][0-9a-f]:.*)\]$/i;

function isPrivateIpv4(hostname: string): boolean {
  const match = IPV4.exec(hostname);
  if (!match) return false;
  const [a, b] = [Number(match[1]), Number(match[2])];
  return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) || (a === 169 && b === 254);
}

export function isDevHost(environment: string, hostname: string): boolean {
  if (environment === 'staging' || environment === 'development') return true;
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')
    || isPrivateIpv4(host) || LOCAL_IPV6.test(host);
}

/**
 * 'Exporteer GLTF' (spec §2 on staging/localhost only; §6 for the main supplier): a user of the brand's own
 * organisation (organisation 2) on a staging or local host.
 */
export function gltfExportAllowed(devHost: boolean, organizationId: number | null | undefined): boolean {
  return devHost && organizationId === BRAND_ORGANIZATION_ID;
}
