import { describe, expect, it } from 'vitest';
import { gltfExportAllowed, isDevHost } from './dev-host';

describe('isDevHost (spec §2: staging, localhost and local-network hosts)', () => {
  it('knows staging and local hosts from public ones', () => {
    expect(isDevHost('staging', 'tuin.houtland.nl')).toBe(true);
    expect(isDevHost('production', 'localhost')).toBe(true);
    expect(isDevHost('production', '192.168.1.20')).toBe(true);
    expect(isDevHost('production', 'tuin.houtland.nl')).toBe(false);
  });
});

describe("'Exporteer GLTF' (spec §2 staging/localhost, §6 the main supplier)", () => {
  it('is offered to a user of the brand organisation (2) on a staging or local host', () => {
    expect(gltfExportAllowed(true, 2)).toBe(true);
  });
  it('is not offered to visitors, dealers, or anyone on a public host', () => {
    expect(gltfExportAllowed(true, null)).toBe(false);
    expect(gltfExportAllowed(true, undefined)).toBe(false);
    expect(gltfExportAllowed(true, 3)).toBe(false);
    expect(gltfExportAllowed(true, 1)).toBe(false);
    expect(gltfExportAllowed(false, 2)).toBe(false);
  });
});
