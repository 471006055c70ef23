/**
 * Whether this bundle is a test build (`VITE_TEST_HOOKS=1 vite build`, as the e2e server builds it). Window
 * hooks that change state (the editor's dispatch, the 3D view's batch filter and AR export) exist only then;
 * a production bundle drops them, as the constant folds away. Read-only hooks stay for benchmarks.
 */
export const TEST_BUILD: boolean = import.meta.env.VITE_TEST_HOOKS === '1';
