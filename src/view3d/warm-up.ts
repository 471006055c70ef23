/**
 * Before the 3D view's first frame: its shader programs compiled asynchronously (three's `compileAsync`, which
 * polls KHR_parallel_shader_compile where the browser has it), so the first frame no longer compiles and links
 * every program inside its own task; the page handles input meanwhile (issue 26 item 2).
 */
import type { Camera, Scene, WebGLRenderer } from 'three';

/** Resolves once the scene's programs are ready (or failed to compile: the first frame then reports it as before). */
export async function warmUpShaders(renderer: Pick<WebGLRenderer, 'compileAsync'>, scene: Scene, camera: Camera): Promise<void> {
  try {
    await renderer.compileAsync(scene, camera);
  } catch {
    // A program that fails here fails in the first frame too, where three reports it.
  }
}
