/**
 * The plan's PixiJS build: `vite.config.ts` resolves every `import … from 'pixi.js'` of the app and of
 * pixi-viewport to this module (types still come from the package), so only the parts the plan draws with ship.
 *
 * Why not the package's index: it re-exports the WebGPU and canvas renderers, which Application.init imports
 * dynamically; being reachable statically too, the bundler kept both in the plan's chunk, with Pixi's assets,
 * spritesheet and particle code (about 40 KB gzipped the configurator loaded and never ran). Its browser
 * environment extension (events, accessibility, DOM overlay, filters, spritesheets) is left out: the plan's own
 * gestures read DOM pointer events, and the event system pixi-viewport listens to loads with it after the plan's
 * first frame (camera-gestures.ts). The WebGPU and canvas renderers stay loadable on demand (Application.init's
 * fallbacks), in chunks of their own.
 * A new Pixi class in the plan needs its export here (the build fails on a missing export, not silently).
 */
// Masks and texture sources (canvas and image sources draw the labels), as the package's index registers them.
import 'pixi-lib/rendering/init';

export { Application } from 'pixi-lib/app/Application';
export { Container } from 'pixi-lib/scene/container/Container';
export { Graphics } from 'pixi-lib/scene/graphics/shared/Graphics';
export { GraphicsContext } from 'pixi-lib/scene/graphics/shared/GraphicsContext';
export { CanvasSource } from 'pixi-lib/rendering/renderers/shared/texture/sources/CanvasSource';
export { Sprite } from 'pixi-lib/scene/sprite/Sprite';
export { RenderTexture } from 'pixi-lib/rendering/renderers/shared/texture/RenderTexture';
export { Texture } from 'pixi-lib/rendering/renderers/shared/texture/Texture';
export { Rectangle } from 'pixi-lib/maths/shapes/Rectangle';
export { Point } from 'pixi-lib/maths/point/Point';
export { Matrix } from 'pixi-lib/maths/matrix/Matrix';
export { Ticker } from 'pixi-lib/ticker/Ticker';
export { GlLimitsSystem } from 'pixi-lib/rendering/renderers/gl/GlLimitsSystem';
// Application.init imports the renderer dynamically; imported here too, it arrives with the plan's chunks instead
// of one round trip after the plan mounts.
export { WebGLRenderer } from 'pixi-lib/rendering/renderers/gl/WebGLRenderer';
