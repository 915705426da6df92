import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * Both pages' root holds the logo, gently pulsing, until the app's first render replaces it: on a
 * slow connection (a parent in the stands, a phone on the pool's Wi-Fi) the page shows at once that
 * it is coming instead of staying white while its scripts load. No words, so no language to guess;
 * the logo is public/logo.svg itself, inlined, as a request of its own would wait as long.
 */
export function bootShell(): Plugin {
  const logo = readFileSync(new URL("../public/logo.svg", import.meta.url), "utf8").trim();
  const style = [
    "body{margin:0}",
    ".boot{min-height:100vh;display:flex;align-items:center;justify-content:center}",
    ".boot svg{width:72px;height:72px;animation:boot 1.2s ease-in-out infinite alternate}",
    "@keyframes boot{from{opacity:.35}to{opacity:1}}",
    "@media (prefers-reduced-motion:reduce){.boot svg{animation:none}}",
  ].join("");
  return {
    name: "boot-shell",
    transformIndexHtml: (html) =>
      html
        .replace("</head>", `<style>${style}</style></head>`)
        .replace('<div id="root"></div>', `<div id="root"><div class="boot" aria-busy="true">${logo}</div></div>`),
  };
}
