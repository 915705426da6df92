import { describe, expect, it } from "vitest";
import { ImportError } from "./errors";
import { child, node, parseXml, xmlDocument } from "./xml";
import { whereOf } from "./test-helpers";

/** The ImportError parseXml throws; any other outcome fails the test. */
function refusal(text: string): ImportError {
  try {
    parseXml(text);
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error("expected an ImportError");
}

describe("parseXml", () => {
  it("with text, gives kept elements their character data, entities and CDATA read", () => {
    const root = parseXml(
      `<sst><si><t>Men &amp; Women</t></si><si><r><t>50 m </t></r><r><t><![CDATA[Free<style>]]></t></r></si><x><t>dropped</t></x></sst>`,
      new Set(["si", "r", "t"]),
      true,
    );
    expect(root.children.map((si) => si.children.map((part) => (part.name === "t" ? part.text : child(part, "t")?.text)).join(""))).toEqual(
      ["Men & Women", "50 m Free<style>"],
    );
    expect(root.children).toHaveLength(2);
    expect(parseXml(`<A>text</A>`).text).toBeUndefined();
  });

  it("builds the element tree with attributes, skipping text, comments, processing instructions and CDATA", () => {
    const root = parseXml(
      `<?xml version="1.0"?>\n<!-- a comment with <TAGS> -->\n` +
        `<A x="1" y='two'>text<B/><C z = "3"><![CDATA[<not an element>]]></C>more<?pi data?></A>\n`,
    );
    expect(root).toEqual({
      name: "A",
      attrs: { x: "1", y: "two" },
      children: [
        { name: "B", attrs: {}, children: [] },
        { name: "C", attrs: { z: "3" }, children: [] },
      ],
    });
    expect(child(root, "C")?.attrs.z).toBe("3");
    expect(child(root, "D")).toBeUndefined();
    expect(child(undefined, "A")).toBeUndefined();
  });

  it("decodes the predefined entities and character references in attributes, and reads line breaks as spaces", () => {
    const root = parseXml(`<A a="&amp;&lt;&gt;&quot;&apos;" b="&#233;&#xE9;&#x1F3CA;" c="x&#10;y" d="1\n2\t3\r4" />`);
    expect(root.attrs).toEqual({ a: `&<>"'`, b: "éé🏊", c: "x\ny", d: "1 2 3 4" });
  });

  it("leaves a reference beyond Unicode as written", () => {
    expect(parseXml(`<A a="&#1114112;" />`).attrs.a).toBe("&#1114112;");
  });

  it("refuses an entity no document may declare, in an attribute or in text, naming the line", () => {
    const inAttribute = refusal(`<A>\n<B a="x &nbsp; y" />\n</A>`);
    expect(inAttribute.code).toBe("xml_entity");
    expect(whereOf(inAttribute)).toBe(
      'Regel 2: "&nbsp;" is een onbekende entiteit; een LENEX-bestand kent alleen &amp;, &lt;, &gt;, &quot; en &apos;. ' +
        "Maak een nieuwe export uit Splash.",
    );
    expect(whereOf(inAttribute, "en")).toBe(
      'Line 2: "&nbsp;" is an unknown entity; a LENEX file only knows &amp;, &lt;, &gt;, &quot; and &apos;. Make a new export from Splash.',
    );
    expect(whereOf(refusal(`<A>\n\n<B>Tom &bom; Jerry</B></A>`))).toMatch(/^Regel 3: "&bom;"/);
    expect(refusal(`<A a="R&D" />`).code).toBe("xml_entity");
    expect(parseXml(`<A a="&amp;&#38;&#x26;"><B/>&lt;&gt;<!-- & in a comment is text of its own --></A>`).attrs.a).toBe("&&&");
  });

  it("does not let an attribute set the object's prototype", () => {
    const root = parseXml(`<A __proto__="x" b="1" />`);
    expect(Object.getPrototypeOf(root.attrs)).toBe(Object.prototype);
    expect(root.attrs).toEqual({ b: "1" });
  });

  it("refuses unclosed, mismatched and stray end tags, naming the line", () => {
    expect(refusal("<A>\n<B>\n</A>").message).toBe("The XML is broken or cut off (line 3)");
    expect(refusal("<A>\n<B>").message).toBe("The XML is broken or cut off (line 2)");
    expect(refusal("<A></A>\n</B>").code).toBe("xml_invalid");
    expect(refusal("<A><B></C></A>").code).toBe("xml_invalid");
  });

  it("refuses a document with no root or with two, and a tag it cannot read", () => {
    expect(refusal("").code).toBe("xml_invalid");
    expect(refusal("just text").code).toBe("xml_invalid");
    expect(refusal("<A/><B/>").code).toBe("xml_invalid");
    expect(refusal(`<A x="<" />`).code).toBe("xml_invalid");
    expect(refusal("<A x=1 />").code).toBe("xml_invalid");
    expect(refusal("<A><!-- never closed </A>").code).toBe("xml_invalid");
  });

  it("refuses a DOCTYPE and an entity declaration as broken XML: it has no DTD to expand", () => {
    expect(refusal(`<!DOCTYPE A [<!ENTITY e "x">]><A a="&e;"/>`).code).toBe("xml_invalid");
    expect(refusal(`<!ENTITY e "x"><A/>`).code).toBe("xml_invalid");
  });

  it("with a set of names to keep, drops the other elements with all inside them but still checks them", () => {
    const keep = new Set(["B", "C"]);
    const root = parseXml("<A><B><C/></B><X><C/></X><C/></A>", keep);
    expect(root.children.map((c) => c.name)).toEqual(["B", "C"]);
    expect(root.children[0]!.children.map((c) => c.name)).toEqual(["C"]);
    expect(() => parseXml("<A><X><Y></X></A>", keep)).toThrow(ImportError);
  });
});

describe("xmlDocument", () => {
  it("writes the declaration and one tag a line, leaving out null and undefined attributes", () => {
    const doc = node("A", { version: "3.0", n: 7, gone: undefined, none: null }, [node("B", { x: "1" }), node("C", {}, [node("D")])]);
    expect(xmlDocument(doc)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<A version="3.0" n="7">\n  <B x="1" />\n  <C>\n    <D />\n  </C>\n</A>\n',
    );
  });

  it("escapes what XML must and drops what it cannot carry, so the scanner reads back the same text", () => {
    const value = `a & b < c > d "e" 'f'\nline\r\ttab`;
    const text = xmlDocument(node("A", { v: value, ctl: "x\u0000\u0001y\uffff" }));
    expect(text).toContain("v=\"a &amp; b &lt; c &gt; d &quot;e&quot; 'f'&#10;line&#13;&#9;tab\"");
    expect(parseXml(text).attrs).toEqual({ v: value, ctl: "xy" });
  });
});
