/**
 * `npx tsx bench/pipelines.ts`: what software WebGL (SwiftShader, the benchmarks' Chromium) charges the GPU process for
 * a draw's first use of a program and state, a texture upload and a draw that reuses what was built (issue 26 item 1:
 * the first 3D frame). A bare page with three.js from node_modules, the 3D view's renderer options (antialiased,
 * preserved buffer, half the pixel ratio), its lights and fog; each step drawn into two pixels of the canvas, then a
 * fence: "gpu" is the ms from the step's end to the fence signalling (polled every ms), "main" the step's own.
 * BENCH_RUNS (default 2) pages, each a new WebGL context. Prints the table per run.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { launchBenchChromium } from './drag/chromium';

const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 3211);

const PAGE = `<!doctype html><html><body style="margin:0"><canvas id="c" style="width:500px;height:700px"></canvas>
<script type="importmap">{"imports":{"three":"/three/three.module.js"}}</script>
<script type="module">
import * as T from 'three';
const canvas = document.getElementById('c');
const renderer = new T.WebGLRenderer({ canvas, antialias: true, alpha: false, preserveDrawingBuffer: true, powerPreference: 'high-performance' });
renderer.setPixelRatio(0.5); renderer.setSize(500, 700, false);
renderer.outputColorSpace = T.SRGBColorSpace;
const gl = renderer.getContext();
const scene = new T.Scene(); scene.fog = new T.Fog('#dfeaf2', 30000, 48000);
scene.add(new T.HemisphereLight('#dcecff', '#6b7d4a', 1.4), new T.AmbientLight('#fff', 0.25));
const sun = new T.DirectionalLight('#fff3dd', 2.4); sun.position.set(-6000, 12000, 9000); scene.add(sun, sun.target);
const cam = new T.PerspectiveCamera(45, 500/700, 10, 50000); cam.position.set(0, 2000, 8000); cam.lookAt(0,0,0);
function tex(n) { const d = new Uint8Array(256*256*4).fill(200); const t = new T.DataTexture(d, 256, 256, T.RGBAFormat, T.UnsignedByteType);
  t.wrapS = t.wrapT = T.RepeatWrapping; t.magFilter = T.LinearFilter; t.minFilter = T.LinearMipmapLinearFilter; t.generateMipmaps = true; t.anisotropy = 4; t.colorSpace = T.SRGBColorSpace; t.needsUpdate = true; return t; }
const geo = new T.BoxGeometry(100, 100, 100);
function inst(mat) { const m = new T.InstancedMesh(geo, mat, 1); m.setMatrixAt(0, new T.Matrix4()); m.frustumCulled = false; return m; }
async function gpu(label, fn) {
  const t0 = performance.now(); fn(); const t1 = performance.now();
  const f = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0); gl.flush();
  await new Promise(r => { const p = () => gl.getSyncParameter(f, gl.SYNC_STATUS) === gl.SIGNALED ? r() : setTimeout(p, 1); p(); });
  const t2 = performance.now();
  return \`\${label}: main \${(t1-t0).toFixed(0)} gpu-after \${(t2-t1).toFixed(0)}\`;
}
const out = [];
const draw = (objs, scissor = true) => { const g = new T.Group(); g.add(...objs); scene.add(g); renderer.setScissorTest(scissor); renderer.setScissor(0,0,2,2); renderer.render(scene, cam); renderer.setScissorTest(false); scene.remove(g); };
out.push(await gpu('clear', () => draw([])));
out.push(await gpu('clear again', () => draw([])));
const textures = Array.from({length: 9}, tex);
out.push(await gpu('upload 1 texture', () => renderer.initTexture(textures[0])));
out.push(await gpu('upload 8 textures', () => textures.slice(1).forEach(t => renderer.initTexture(t))));
const plain = new T.MeshLambertMaterial({ color: '#888' });
out.push(await gpu('compile plain', () => renderer.compile(new T.Group().add(inst(plain)), cam, scene)));
out.push(await gpu('draw plain instanced', () => draw([inst(plain)])));
out.push(await gpu('draw plain instanced again', () => draw([inst(plain)])));
out.push(await gpu('draw plain 2nd material', () => draw([inst(new T.MeshLambertMaterial({ color: '#f00' }))])));
const wood = new T.MeshLambertMaterial({ color: '#c89a62', map: textures[0] });
out.push(await gpu('draw wood instanced (compile inside)', () => draw([inst(wood)])));
out.push(await gpu('draw 2nd textured material, other texture', () => draw([inst(new T.MeshLambertMaterial({ color: '#fff', map: textures[1] }))])));
out.push(await gpu('draw wood not instanced', () => { const m = new T.Mesh(geo, wood); m.frustumCulled=false; draw([m]); }));
const glass = new T.MeshLambertMaterial({ color: '#aaa', transparent: true, opacity: 0.32, side: T.DoubleSide, depthWrite: false });
out.push(await gpu('draw glass instanced', () => draw([inst(glass)])));
out.push(await gpu('draw wood unscissored full', () => draw([inst(wood)], false)));
out.push(await gpu('draw wood unscissored again', () => draw([inst(wood)], false)));
document.title = 'done'; window.__out = out;
</script></body></html>
`;

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  if (url === '/three/three.module.js' || url === '/three/three.core.js') {
    res.setHeader('content-type', 'text/javascript');
    res.end(readFileSync(new URL(`../node_modules/three/build/${url.slice(7)}`, import.meta.url)));
    return;
  }
  res.setHeader('content-type', 'text/html');
  res.end(PAGE);
}).listen(PORT);
const browser = await launchBenchChromium();
try {
  for (let run = 1; run <= RUNS; run++) {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await page.waitForFunction(() => document.title === 'done', null, { timeout: 60_000 });
    console.log(`\nrun ${run}, load average ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
    for (const line of await page.evaluate(() => (window as unknown as { __out: string[] }).__out)) console.log(`  ${line}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
