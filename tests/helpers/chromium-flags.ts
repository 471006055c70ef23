/**
 * The flags every Chromium of ours starts with (Playwright's e2e config, the e2e test that launches its own,
 * the benchmarks): Debian's Chromium, headless, with software WebGL (SwiftShader; STACK.md), no background
 * networking.
 *
 * Why the disabled features: headless Chromium gives every new browser context (each test and each benchmark
 * run opens one) a window of its own, and with it a renderer that loads the omnibox popup's WebUI
 * (chrome://omnibox-popup): 0.9-1.4 s of CPU in the context's first seconds, on a 2-core machine that also runs
 * the page, the GPU process and the server. A visitor's browser has that popup loaded long before they open a
 * design. Playwright's own --disable-features list stays in force: Chromium merges the two.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  '--disable-quic', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
