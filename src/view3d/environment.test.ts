import { describe, expect, it } from 'vitest';
import { InstancedMesh, Matrix4, MeshLambertMaterial } from 'three';
import { createEnvironment } from './environment';
import { ResourceRegistry } from './registry';

describe('environment', () => {
  it('draws the ground planes as one instance each, so they share the instanced textured parts\' program', () => {
    const environment = createEnvironment(new ResourceRegistry(), false);
    const planes = environment.planes();
    expect(planes.map((plane) => plane.name)).toEqual(['ground', 'ground-tiles']);
    for (const plane of planes) {
      expect(plane).toBeInstanceOf(InstancedMesh);
      const mesh = plane as InstancedMesh;
      expect(mesh.count).toBe(1);
      const matrix = new Matrix4();
      mesh.getMatrixAt(0, matrix);
      expect(matrix.equals(new Matrix4())).toBe(true);
      expect(mesh.material).toBeInstanceOf(MeshLambertMaterial);
      expect((mesh.material as MeshLambertMaterial).map).not.toBeNull();
    }
    environment.dispose();
  });

  it('fits the terrace tiles to the house and forgets their old bounds', () => {
    const environment = createEnvironment(new ResourceRegistry(), false);
    const tiles = environment.planes()[1] as InstancedMesh;
    tiles.computeBoundingSphere();
    const before = tiles.boundingSphere!.radius;
    environment.fit({ width: 12_000, length: 9_000 } as Parameters<typeof environment.fit>[0]);
    // Three's culling computes an instanced mesh's bounds only where it has none.
    expect(tiles.boundingSphere).toBeNull();
    tiles.computeBoundingSphere();
    // 15 m × 12 m of tiles: a sphere of half the diagonal, not the 1 m plane's.
    expect(tiles.boundingSphere!.radius).toBeCloseTo(Math.hypot(15_000, 12_000) / 2, 0);
    expect(tiles.boundingSphere!.radius).toBeGreaterThan(before);
    environment.dispose();
  });
});
