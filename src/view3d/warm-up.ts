/**
 * Before the 3D view's first frame: its shader programs compiled asynchronously (three's `compileAsync`, which
 * polls KHR_parallel_shader_compile where the browser has it), so the first frame no longer compiles and links
 * every program inside its own task; the page handles input meanwhile (issue 26 item 2).
 */
import type { Camera, Material, Mesh, Scene, Texture, WebGLRenderer } from 'three';

/** Resolves once the scene's programs are ready (or failed to compile: the first frame then reports it as before). */
export async function warmUpShaders(renderer: Pick<WebGLRenderer, 'compileAsync'>, scene: Scene, camera: Camera): Promise<void> {
  try {
    await renderer.compileAsync(scene, camera);
  } catch {
    // A program that fails here fails in the first frame too, where three reports it.
  }
}

/** The parts of three's renderer the first use ahead needs (a stand-in in the unit tests). */
export interface FirstUseRenderer {
  info: { programs: { getUniforms(): unknown }[] | null };
  capabilities: { getMaxAnisotropy(): number };
}

/**
 * What three does the first time a compiled program is drawn with, done ahead, one program a task: it checks the
 * link (`getProgramParameter`, the info logs) and reads the uniforms' and attributes' locations, each a round trip
 * that waits for the GPU process to run every command queued before it. In the first frame's draw those waits came
 * behind that frame's own earlier draws: three's `onFirstUse` was 41 ms of the main thread's self time from the
 * warm-up to the first 3D frame (CPU profile, bench/open-profile.ts, 3,000 items, desktop, load 1.7); here the
 * GPU process has nothing queued. The texture units' anisotropy limit likewise (a `getParameter`, 7 ms there).
 * `stop`: the view was closed meanwhile.
 */
export async function firstUseAhead(renderer: FirstUseRenderer, yieldTo: () => Promise<void>, stop: () => boolean = () => false): Promise<void> {
  renderer.capabilities.getMaxAnisotropy();
  for (const program of [...(renderer.info.programs ?? [])]) {
    await yieldTo();
    if (stop()) return;
    program.getUniforms();
  }
}

/**
 * The visible materials' textures uploaded now (three uploads a texture at its first draw): on software WebGL each
 * upload and its mipmaps are a few ms of the GPU process (~3 ms for a 256 × 256 texture), which the first frame's
 * draw then waited behind; made while the warm-up compiles, the GPU process does them meanwhile.
 */
export function uploadTextures(renderer: Pick<WebGLRenderer, 'initTexture'>, scene: Scene): number {
  const seen = new Set<Texture>();
  scene.traverseVisible((object) => {
    const material = (object as Mesh).material as Material | Material[] | undefined;
    for (const m of Array.isArray(material) ? material : material ? [material] : []) {
      const map = (m as Material & { map?: Texture | null }).map;
      if (map && !seen.has(map)) {
        seen.add(map);
        renderer.initTexture(map);
      }
    }
  });
  return seen.size;
}
