// DESIGN 12: the message catalogues are JSON files of ICU strings under a `locales/<language>/` folder,
// nested by screen. This Vite plugin compiles each on import into FormatJS's parsed form, flat by id
// ("<file>.<key>.<key>"), so the browser and the Worker only format. A message that does not parse
// fails the build, naming its file and id.
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

const CATALOGUE = /[\\/]locales[\\/][a-z]{2}[\\/]([a-z-]+)\.json$/;

type Nested = { [key: string]: string | Nested };

export function compileCatalogue(area: string, catalogue: Nested, file = area): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  const visit = (node: Nested, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const id = `${prefix}.${key}`;
      if (typeof value === "string") {
        try {
          const elements = parse(value, { ignoreTag: true });
          // Most messages are plain text: kept as their text, a third of the parsed form's bytes.
          compiled[id] =
            elements.length === 1 && elements[0].type === TYPE.literal ? elements[0].value : elements.length === 0 ? "" : elements;
        } catch (error) {
          throw new Error(`${file}: message ${id} is not valid ICU: ${(error as Error).message}`);
        }
      } else if (value && typeof value === "object") visit(value, id);
      else throw new Error(`${file}: ${id} is neither a message nor a group`);
    }
  };
  visit(catalogue, area);
  return compiled;
}

export function icuCatalogues(): Plugin {
  return {
    name: "icu-catalogues",
    enforce: "pre",
    transform(code, id) {
      const match = CATALOGUE.exec(id.split("?")[0]);
      if (!match) return null;
      // Still JSON, so Vite's own JSON handling makes the module of it.
      return { code: JSON.stringify(compileCatalogue(match[1], JSON.parse(code) as Nested, id)), map: null };
    },
  };
}
