// pixi.js exports ./browser (its browser extensions, imported for their side effects) without a type declaration.
declare module 'pixi.js/browser';
