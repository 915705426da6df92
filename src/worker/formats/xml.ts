// A small, strict XML reader and writer for files that keep their data in attributes, as LENEX
// does. The reader scans elements and attributes only (text between tags is skipped) and refuses
// what is not well-formed; the writer builds a document from an element tree.
import { ImportError } from "./errors";
import { text as message } from "../http/language";

// ---- Reading -----------------------------------------------------------------------------------
// LENEX keeps all its data in attributes, so a strict element-and-attribute scanner is all it
// takes. fast-xml-parser 5 took ~200 ms (cold) on example-results.lef, and its XMLValidator another
// ~70 ms, which it needs: the parser alone accepts unclosed and mismatched tags (a cut-off upload)
// without a word. This scanner refuses both and is several times faster. It knows no DTD: a
// DOCTYPE is not one of its tokens, so it is refused as broken XML and no entity is ever declared.

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own character data, read only when asked for (a spreadsheet keeps its cells there). */
  text?: string;
}

const NAME = "[A-Za-z_][\\w.:-]*";
const TOKEN = new RegExp(
  `<(?:(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>` +
    `|/(${NAME})\\s*>|!--[\\s\\S]*?-->|\\?[\\s\\S]*?\\?>|!\\[CDATA\\[[\\s\\S]*?\\]\\]>)`,
  "y",
);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "g");
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g;
// An ampersand that starts none of those: an entity no LENEX file declares (none may: no DTD).
const UNDECLARED = /&(?!#\d{1,7};|#x[0-9a-fA-F]{1,6};|(?:amp|lt|gt|quot|apos);)[^\s;<&]{0,20};?/;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * The root element of a document, or an ImportError "xml_invalid" naming the line where the XML
 * breaks. With `keep`, only elements of those names (and the root) are built; the rest are checked
 * for well-formedness but dropped with everything inside them. With `withText`, kept elements get
 * their character data as `text`.
 */
export function parseXml(text: string, keep?: ReadonlySet<string>, withText = false): XmlElement {
  const top: XmlElement = { name: "", attrs: {}, children: [] };
  // The names of the open elements, for matching end tags, and beside them the kept element or
  // null: a kept name inside a dropped element (SWIMSTYLE in a TIMESTANDARD) is dropped with it.
  const names: string[] = [""];
  const open: (XmlElement | null)[] = [top];
  let pos = 0;
  // The next ampersand in the document, found once, not again for every text between two tags.
  let amp = text.indexOf("&");
  for (let lt = text.indexOf("<"); lt >= 0; lt = text.indexOf("<", pos)) {
    if (amp >= 0 && amp < lt) refuseUndeclared(text, amp, lt);
    TOKEN.lastIndex = lt;
    const m = TOKEN.exec(text);
    if (!m) throw brokenXml(text, lt);
    if (m[2]?.includes("&")) refuseUndeclared(text, lt, TOKEN.lastIndex);
    if (amp >= 0 && amp < TOKEN.lastIndex) amp = text.indexOf("&", TOKEN.lastIndex);
    // Only when asked: LENEX has no text, and its reading is on DESIGN 11's clock.
    if (withText) keepText(open[open.length - 1], text, pos, lt, m[0]);
    pos = TOKEN.lastIndex;
    const [, name, attributes, selfClosing, closing] = m;
    if (name !== undefined) {
      const parent = open[open.length - 1]!;
      let element: XmlElement | null = null;
      if (parent && (parent === top || !keep || keep.has(name))) {
        element = { name, attrs: attributes ? readAttributes(attributes) : {}, children: [] };
        parent.children.push(element);
      }
      if (!selfClosing) {
        names.push(name);
        open.push(element);
      }
    } else if (closing !== undefined) {
      if (names.length === 1 || names.pop() !== closing) throw brokenXml(text, lt);
      open.pop();
    }
  }
  if (names.length !== 1 || top.children.length !== 1) throw brokenXml(text, text.length);
  return top.children[0]!;
}

/** The character data before a token, and a CDATA token's own, as the open element's text. */
function keepText(element: XmlElement | null | undefined, text: string, pos: number, lt: number, token: string): void {
  if (!element) return;
  const data = (lt > pos ? decodeEntities(text.slice(pos, lt)) : "") + (token.startsWith("<![CDATA[") ? token.slice(9, -3) : "");
  if (data) element.text = (element.text ?? "") + data;
}

function readAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  ATTRIBUTE.lastIndex = 0;
  for (let m = ATTRIBUTE.exec(source); m; m = ATTRIBUTE.exec(source)) {
    // Real attribute names never collide with Object.prototype's, but a hostile file must not set one.
    if (m[1] !== "__proto__") attrs[m[1]!] = attributeValue(m[2] ?? m[3]!);
  }
  return attrs;
}

function attributeValue(raw: string): string {
  // XML attribute-value normalisation: literal line breaks and tabs read as spaces.
  return decodeEntities(/[\t\n\r]/.test(raw) ? raw.replace(/[\t\n\r]/g, " ") : raw);
}

function decodeEntities(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(ENTITY, (entity, dec?: string, hex?: string, named?: string) => {
    if (named) return NAMED[named]!;
    const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

function lineAt(text: string, at: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < at; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

function brokenXml(text: string, at: number): ImportError {
  return new ImportError("xml_invalid", `The XML is broken or cut off (line ${lineAt(text, at)})`);
}

/** Refuses the document when its text or a tag from `from` to `to` holds an undeclared entity, naming the line. */
function refuseUndeclared(text: string, from: number, to: number): void {
  const found = UNDECLARED.exec(text.slice(from, to));
  if (!found) return;
  const line = lineAt(text, from + found.index);
  throw new ImportError(
    "xml_entity",
    `Undeclared entity ${found[0]} (line ${line})`,
    message("server.import.xmlEntityAt", { line: String(line), entity: found[0] }),
  );
}

/** The first child element of that name. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((c) => c.name === name);
}

// ---- Writing -----------------------------------------------------------------------------------

export type XmlAttrs = Record<string, string | number | null | undefined>;

/** An element tree built as text: enough for LENEX, which keeps everything in attributes. */
export interface XmlNode {
  name: string;
  attrs: XmlAttrs;
  children: XmlNode[];
}

/** An element; attributes whose value is null or undefined are left out when written. */
export const node = (name: string, attrs: XmlAttrs = {}, children: XmlNode[] = []): XmlNode => ({ name, attrs, children });

/** The document as UTF-8 XML text: the declaration, then one tag a line, indented by two spaces. */
export function xmlDocument(root: XmlNode): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join("\n")}\n`;
}

function write(n: XmlNode, depth: number, out: string[]): void {
  const indent = "  ".repeat(depth);
  let attrs = "";
  for (const [key, value] of Object.entries(n.attrs)) {
    if (value !== undefined && value !== null) attrs += ` ${key}="${escapeAttribute(String(value))}"`;
  }
  if (n.children.length === 0) {
    out.push(`${indent}<${n.name}${attrs} />`);
    return;
  }
  out.push(`${indent}<${n.name}${attrs}>`);
  for (const c of n.children) write(c, depth + 1, out);
  out.push(`${indent}</${n.name}>`);
}

function escapeAttribute(value: string): string {
  return (
    value
      // Characters XML 1.0 cannot carry at all.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are exactly what it removes.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      // Literal line breaks would be read back as spaces (attribute-value normalisation).
      .replace(/\n/g, "&#10;")
      .replace(/\r/g, "&#13;")
      .replace(/\t/g, "&#9;")
  );
}
