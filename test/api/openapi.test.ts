// DESIGN 8d: GET /api/openapi.json describes every /api route the app mounts, as OpenAPI 3.1, from
// the routes themselves. A route added without a describeRoute fails here.
import { beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import app from "../../src/worker/app";
import { apiDocument } from "../../src/worker/routes/docs";
import { call, json } from "./helpers";

type Operation = {
  summary?: string;
  tags?: string[];
  operationId?: string;
  responses?: Record<string, { description?: unknown }>;
  parameters?: any[];
  requestBody?: any;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: any;
};

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

let doc: Document;

beforeAll(async () => {
  doc = await json(await call("GET", "/api/openapi.json"), 200);
});

const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/** Every endpoint an app mounts under /api (its middleware, method ALL, is no endpoint). */
function mountedRoutes(hono: { routes: { method: string; path: string }[] }): string[] {
  const routes = hono.routes
    .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
    .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`);
  return [...new Set(routes)].sort();
}

/** The mounted routes that the document does not describe with a summary. */
function undescribed(hono: { routes: { method: string; path: string }[] }, document: Document): string[] {
  return mountedRoutes(hono).filter((route) => {
    const [method, path] = route.split(" ") as [string, string];
    return !document.paths[path]?.[method]?.summary;
  });
}

function operations(document: Document): [string, string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => [path, method, op] as [string, string, Operation]),
  );
}

/** Every `$ref` in the document, to check that each points at something. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const v of value) refs(v, out);
  } else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "$ref" && typeof v === "string") out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

function resolve(document: Document, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .reduce<any>((node, part) => node?.[part.replace(/~1/g, "/").replace(/~0/g, "~")], document);
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1: info, paths, and every operation with a summary, a tag, described answers and its path parameters", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe("Zwemtijd API");
    expect(typeof doc.info.version).toBe("string");
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(40);
    const ids = new Set<string>();
    for (const [path, method, op] of ops) {
      const where = `${method} ${path}`;
      expect(path, where).toMatch(/^\/api\//);
      expect(op.summary, where).toBeTruthy();
      expect(op.tags?.length, where).toBeGreaterThan(0);
      expect(Object.keys(op.responses ?? {}).length, where).toBeGreaterThan(0);
      for (const [status, response] of Object.entries(op.responses!)) {
        expect(status, where).toMatch(/^[1-5]\d\d$/);
        expect(typeof response.description, `${where} ${status}`).toBe("string");
      }
      for (const name of path.match(/\{(\w+)\}/g) ?? []) {
        const param = op.parameters?.find((p) => p.in === "path" && `{${p.name}}` === name);
        expect(param?.required, `${where} ${name}`).toBe(true);
      }
      expect(ids.has(op.operationId!), where).toBe(false);
      ids.add(op.operationId!);
    }
    for (const ref of refs(doc)) expect(resolve(doc, ref), ref).toBeDefined();
  });

  it("lists every route the app mounts under /api, and nothing else", () => {
    const mounted = mountedRoutes(app);
    expect(mounted).toContain("post /api/link/meets");
    expect(undescribed(app, doc)).toEqual([]);
    const described = operations(doc)
      .map(([path, method]) => `${method} ${path}`)
      .sort();
    expect(described).toEqual(mounted);
  });

  it("a route added without a description is caught", async () => {
    const grown = new Hono()
      .route("/", app)
      .get("/api/undescribed", (c) => c.text("?"))
      .get("/api/described", describeRoute({ summary: "Described", responses: { 200: { description: "OK" } } }), (c) => c.text("!"));
    const grownDoc = (await apiDocument(grown, "test")) as unknown as Document;
    expect(undescribed(grown, grownDoc)).toEqual(["get /api/undescribed"]);
  });

  it("carries the request schemas of the routes' own validators, and the link's credential", () => {
    const login = doc.paths["/api/session/login"]!.post!;
    expect(Object.keys(login.requestBody.content["application/json"].schema.properties)).toEqual(["username", "password"]);
    expect(login.responses!["400"]).toBeDefined();
    const users = doc.paths["/api/users"]!.get!;
    expect(users.parameters!.map((p) => [p.in, p.name])).toEqual([
      ["query", "club_id"],
      ["query", "is_admin"],
    ]);
    const create = doc.paths["/api/link/meets"]!.post as Operation & { security?: unknown };
    expect(create.security).toEqual([{ linkCode: [] }]);
    expect(Object.keys(create.requestBody.content["multipart/form-data"].schema.properties)).toEqual([
      "file",
      "name",
      "external_id",
      "planned_date",
      "course",
    ]);
    expect(doc.components.securitySchemes.linkCode).toMatchObject({ type: "http", scheme: "bearer" });
  });
});

describe("the documentation page", () => {
  it("is served from our own origin with its own script file, under the app's CSP", async () => {
    const page = await call("GET", "/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
    const html = await page.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/[^/]/);
      expect(body!.trim()).toBe("");
    }
    const start = await call("GET", "/api/docs/start.js");
    expect(start.headers.get("Content-Type")).toContain("javascript");
    expect(await start.text()).toContain("/api/openapi.json");
  });
});
