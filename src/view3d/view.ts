/**
 * The 3D view in the browser: renderer, scene, camera and orbit controls around the house model. It renders
 * on demand (a change of the model, the camera or the size asks for one frame), never in a busy loop.
 */
import {
  ACESFilmicToneMapping, Box3, Fog, NoToneMapping, PCFSoftShadowMap, PerspectiveCamera, Scene, SRGBColorSpace, Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { CAMERA } from '../domain/constants';
import type { HouseFrame } from './frame';
import { createEnvironment, SKY_HORIZON, type Environment } from './environment';
import { HouseModel, type ModelSource } from './model';
import { ResourceRegistry } from './registry';

/** A drag that stops moving this long (pointer still down) gets a 3D frame, ms. */
const DRAG_PAUSE_MS = 250;

export interface ViewInfo {
  calls: number;
  triangles: number;
  geometries: number;
  textures: number;
}

export class View3d {
  readonly renderer: WebGLRenderer;
  readonly scene = new Scene();
  readonly camera = new PerspectiveCamera(CAMERA.fov, 1, CAMERA.near, CAMERA.far);
  readonly controls: OrbitControls;
  readonly model: HouseModel;
  private readonly environment: Environment;
  private readonly envRegistry = new ResourceRegistry();
  private frameRequest = 0;
  private pauseWatch = 0;
  private lastDragMove = 0;
  private framedHouse = -1;
  private readonly resizeObserver: ResizeObserver;
  private lastInfo: ViewInfo = { calls: 0, triangles: 0, geometries: 0, textures: 0 };
  /** Frames drawn, when the first and the last ended (ms since navigation start), and the model sync drawn last. */
  readonly frames = { renders: 0, firstAt: null as number | null, lastEnd: 0, drawnSyncs: 0 };

  constructor(private readonly container: HTMLElement, source: ModelSource, realistic: boolean) {
    this.renderer = new WebGLRenderer({ antialias: true, alpha: false, powerPreference: 'high-performance' });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.renderer.outputColorSpace = SRGBColorSpace;
    this.renderer.setClearColor(SKY_HORIZON);
    this.renderer.shadowMap.type = PCFSoftShadowMap;
    this.renderer.domElement.style.display = 'block';
    this.renderer.domElement.style.touchAction = 'none';
    this.renderer.domElement.dataset.testid = 'view3d-canvas';
    container.appendChild(this.renderer.domElement);

    this.scene.fog = new Fog(SKY_HORIZON, 30_000, 48_000);
    this.environment = createEnvironment(this.envRegistry, realistic);
    this.scene.add(this.environment.group);
    this.model = new HouseModel(source, realistic);
    this.scene.add(this.model.root);

    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.maxPolarAngle = (CAMERA.maxPolarAngleDeg * Math.PI) / 180;
    this.controls.minDistance = 1500;
    this.controls.maxDistance = 35_000;
    this.controls.screenSpacePanning = true;
    this.controls.addEventListener('change', () => this.requestRender());

    this.applyRealistic(realistic);
    this.model.onChange = (transient) => {
      this.fitToHouse();
      if (transient) this.renderWhenDragPauses();
      else this.requestRender();
    };
    this.model.attach();
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(container);
    this.resize();
  }

  get frame(): HouseFrame | null {
    return this.model.context?.frame ?? null;
  }

  setRealistic(realistic: boolean): void {
    this.applyRealistic(realistic);
    this.model.setRealistic(realistic);
    this.environment.setRealistic(realistic);
    this.environment.fit(this.frame);
    this.requestRender();
  }

  private applyRealistic(realistic: boolean): void {
    this.renderer.shadowMap.enabled = realistic;
    this.renderer.shadowMap.needsUpdate = true;
    this.renderer.toneMapping = realistic ? ACESFilmicToneMapping : NoToneMapping;
    this.renderer.toneMappingExposure = realistic ? 1.05 : 1;
    this.environment.sun.castShadow = realistic;
  }

  /** Aim the camera at the house the first time it appears (and when another house is chosen). */
  private fitToHouse(): void {
    const ctx = this.model.context;
    if (!ctx || ctx.houseId === this.framedHouse) return;
    this.framedHouse = ctx.houseId;
    this.environment.fit(ctx.frame);
    this.resetCamera();
  }

  /** Front-left three-quarter view of the whole house. */
  resetCamera(): void {
    const frame = this.frame;
    const box = new Box3().setFromObject(this.model.root);
    const size = box.isEmpty() ? new Vector3(4000, 3000, 4000) : box.getSize(new Vector3());
    const centre = frame ? new Vector3(frame.width / 2, Math.min(size.y / 2, 1400), frame.length / 2) : new Vector3(0, 1200, 0);
    const radius = Math.hypot(size.x, size.z, size.y) * 0.42 + 400;
    // Fit in the narrower of the two fields of view (a portrait panel is narrow).
    const vertical = (CAMERA.fov * Math.PI) / 180;
    const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * this.camera.aspect);
    const distance = radius / Math.sin(Math.min(vertical, horizontal) / 2);
    const direction = new Vector3(-0.55, 0.42, 1).normalize();
    this.camera.position.copy(centre).addScaledVector(direction, distance);
    this.controls.target.copy(centre);
    this.controls.update();
    this.requestRender();
  }

  resize(): void {
    const width = Math.max(1, this.container.clientWidth);
    const height = Math.max(1, this.container.clientHeight);
    this.renderer.setSize(width, height, false);
    this.renderer.domElement.style.width = '100%';
    this.renderer.domElement.style.height = '100%';
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  /**
   * While an item is dragged in the plan, a 3D frame (60-100 ms on software WebGL, seconds for thousands of
   * items, more on a phone) would hold the plan back for several of its frames. The model follows every move
   * (matrices rewritten in place), but the view draws only when the drag pauses, and at once when it ends (a
   * committed change calls `requestRender`). The pause is judged in animation frames, which run after the
   * frame's input: a main thread that was busy sees the queued moves first and does not take them for a pause.
   */
  private renderWhenDragPauses(): void {
    this.lastDragMove = performance.now();
    if (this.pauseWatch || this.frameRequest) return;
    const watch = (now: number) => {
      if (now - this.lastDragMove < DRAG_PAUSE_MS) { this.pauseWatch = requestAnimationFrame(watch); return; }
      this.pauseWatch = 0;
      this.requestRender();
    };
    this.pauseWatch = requestAnimationFrame(watch);
  }

  requestRender(): void {
    cancelAnimationFrame(this.pauseWatch);
    this.pauseWatch = 0;
    if (this.frameRequest) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      this.render();
    });
  }

  render(): void {
    this.renderer.render(this.scene, this.camera);
    const end = performance.now();
    this.frames.renders++;
    this.frames.firstAt ??= end;
    this.frames.lastEnd = end;
    this.frames.drawnSyncs = this.model.syncs;
    const info = this.renderer.info;
    this.lastInfo = { calls: info.render.calls, triangles: info.render.triangles, geometries: info.memory.geometries, textures: info.memory.textures };
  }

  info(): ViewInfo {
    return this.lastInfo;
  }

  /** Pixels the model covers: the share of pixels that change when the model is hidden (tests). */
  modelCoverage(): number {
    const gl = this.renderer.getContext();
    const { width, height } = this.renderer.domElement;
    const read = () => {
      this.render();
      const pixels = new Uint8Array(width * height * 4);
      gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      return pixels;
    };
    const withModel = read();
    this.model.root.visible = false;
    const without = read();
    this.model.root.visible = true;
    this.render();
    let differ = 0;
    for (let i = 0; i < withModel.length; i += 4) {
      const d = Math.abs(withModel[i] - without[i]) + Math.abs(withModel[i + 1] - without[i + 1]) + Math.abs(withModel[i + 2] - without[i + 2]);
      if (d > 24) differ++;
    }
    return differ / (width * height);
  }

  dispose(): void {
    cancelAnimationFrame(this.frameRequest);
    cancelAnimationFrame(this.pauseWatch);
    this.resizeObserver.disconnect();
    this.controls.dispose();
    this.model.dispose();
    this.environment.dispose();
    this.envRegistry.dispose();
    this.renderer.dispose();
    this.renderer.domElement.remove();
  }
}
