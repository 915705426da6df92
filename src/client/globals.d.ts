/** The client's own version, package.json's version injected by vite's `define` (DESIGN 5). */
declare const __APP_VERSION__: string;
