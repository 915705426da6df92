// The one way the client talks to the Worker: Hono's typed client for paths and bodies, and `unwrap`
// to turn a non-ok answer into a thrown ApiError carrying the server's {error, message, fields}.
import { hc } from "hono/client";
import type { AppType } from "../worker/app";
import type { LogEvent } from "../shared/live";
import type {
  Club,
  ImportReport,
  Meet,
  MeetProgramme,
  Official,
  OfficialDetail,
  Profile,
  User,
  VersionInfo,
} from "./types";

export const client = hc<AppType>("/");

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** English code the SPEC names, e.g. 'Existing user', 'Wrong password'. */
    readonly error: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface Reply {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
}

/** The JSON body of a successful answer (undefined for 204); any other answer throws an ApiError. */
export async function unwrap<T>(request: Promise<Reply> | Reply): Promise<T> {
  const reply = await request;
  const text = await reply.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (reply.ok) return body as T;
  const problem = (body ?? {}) as { error?: string; message?: string; fields?: Record<string, string> };
  throw new ApiError(reply.status, problem.error ?? reply.statusText, problem.message ?? "", problem.fields);
}

/**
 * A multipart POST through XMLHttpRequest, because fetch cannot report upload progress; the answer
 * goes through `unwrap` like every other call. A network failure rejects as fetch's would.
 */
export function upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () =>
      resolve(
        unwrap<T>({
          ok: xhr.status >= 200 && xhr.status < 300,
          status: xhr.status,
          statusText: xhr.statusText,
          text: () => Promise.resolve(xhr.responseText),
        }),
      );
    xhr.onerror = () => reject(new TypeError("unable to connect"));
    xhr.send(form);
  });
}

const formOf = (file: File, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("file", file);
  return form;
};

export const isApiError = (e: unknown, status?: number): e is ApiError =>
  e instanceof ApiError && (status === undefined || e.status === status);

type ClubBody = Pick<Club, "name" | "external_id" | "city" | "license">;
type UserBody = Pick<User, "username" | "first_name" | "last_name">;
type OfficialBody = Pick<Official, "email" | "external_id" | "name">;
type MeetCsvBody = Pick<Meet, "name" | "external_id" | "planned_date">;
type MeetBody = MeetCsvBody & Pick<Meet, "auth_code">;

// Detail reads end in .json (SPEC 7); the server strips the suffix from the id.
const jsonId = (id: number | string) => ({ param: { id: `${id}.json` } });
const byId = (id: number | string) => ({ param: { id: String(id) } });
// The Worker checks bodies with the shared schemas inside its handlers, not as a validator
// middleware, so the typed client does not list `json` for routes with a path parameter; an
// object built here (not a literal at the call) still passes it through.
const byIdWith = <T>(id: number, json: T) => ({ param: { id: String(id) }, json });

export const api = {
  version: () => unwrap<VersionInfo>(client.api.version.$get()),

  session: {
    login: (json: { username: string; password: string }) =>
      unwrap<Profile>(client.api.session.login.$post({ json })),
    verify: () => unwrap<Profile>(client.api.session.verify.$get()),
    logout: () => unwrap<void>(client.api.session.logout.$delete()),
    forgot: (json: { username: string }) => unwrap<{ ok: true }>(client.api.session.forgot.$post({ json })),
    reset: (json: { reset_token: string; password: string }) =>
      unwrap<Profile>(client.api.session.reset.$post({ json })),
    activation: (json: { username: string }) =>
      unwrap<{ ok: true }>(client.api.session.activation.$post({ json })),
    updatePassword: (json: { password: string; current_password: string }) =>
      unwrap<void>(client.api.session.update_password.$put({ json })),
    updateProfile: (json: { first_name: string; last_name: string }) =>
      unwrap<Profile>(client.api.session.profile.$put({ json })),
    deleteAccount: () => unwrap<void>(client.api.session.account.$delete()),
  },

  clubs: {
    list: () => unwrap<Club[]>(client.api.clubs.$get()),
    get: (id: number | string) => unwrap<Club>(client.api.clubs[":id"].$get(jsonId(id))),
    create: (json: ClubBody) => unwrap<Club>(client.api.clubs.$post({ json })),
    update: (id: number, json: ClubBody) => unwrap<Club>(client.api.clubs[":id"].$put(byIdWith(id, json))),
    remove: (id: number) => unwrap<void>(client.api.clubs[":id"].$delete(byId(id))),
  },

  users: {
    list: (query: { club_id?: number; is_admin?: boolean }) =>
      unwrap<User[]>(
        client.api.users.$get({
          query: {
            club_id: query.club_id === undefined ? undefined : String(query.club_id),
            is_admin: query.is_admin === undefined ? undefined : String(query.is_admin),
          },
        }),
      ),
    create: (json: UserBody & { club_id: number | null; is_admin?: boolean }) =>
      unwrap<User>(client.api.users.$post({ json })),
    update: (id: number, json: UserBody) => unwrap<User>(client.api.users[":id"].$put(byIdWith(id, json))),
    remove: (id: number) => unwrap<void>(client.api.users[":id"].$delete(byId(id))),
  },

  officials: {
    list: () => unwrap<Official[]>(client.api.officials.$get()),
    get: (id: number | string) => unwrap<OfficialDetail>(client.api.officials[":id"].$get(jsonId(id))),
    create: (json: OfficialBody) => unwrap<Official>(client.api.officials.$post({ json })),
    update: (id: number, json: OfficialBody) =>
      unwrap<Official>(client.api.officials[":id"].$put(byIdWith(id, json))),
    remove: (id: number) => unwrap<void>(client.api.officials[":id"].$delete(byId(id))),
  },

  meets: {
    list: (query: { club_id?: number } = {}) =>
      unwrap<Meet[]>(
        client.api.meets.$get({
          query: { club_id: query.club_id === undefined ? undefined : String(query.club_id) },
        }),
      ),
    get: (id: number | string) => unwrap<Meet>(client.api.meets[":id"].$get(byId(id))),
    update: (id: number, json: MeetBody) => unwrap<Meet>(client.api.meets[":id"].$put(byIdWith(id, json))),
    remove: (id: number) => unwrap<void>(client.api.meets[":id"].$delete(byId(id))),
    /** 422 when the number is in use, 400 when it is not 5 digits (SPEC 5). */
    validateUnique: (external_id: string) =>
      unwrap<{ unique: true }>(client.api.meets.validate_unique.$get({ query: { external_id } })),
    createLxf: (file: File, onProgress?: (fraction: number) => void) =>
      upload<Meet>("/api/meets/lxf", formOf(file), onProgress),
    createCsv: (fields: MeetCsvBody, file: File, onProgress?: (fraction: number) => void) =>
      upload<Meet>("/api/meets/csv", formOf(file, fields), onProgress),
    reimport: (id: number, file: File, onProgress?: (fraction: number) => void) =>
      upload<Meet & { report: ImportReport }>(`/api/meets/${id}/import`, formOf(file), onProgress),
    heats: (id: number | string) => unwrap<MeetProgramme>(client.api.meets[":id"].heats.$get(byId(id))),
    statistics: async (id: number) => {
      const reply = await client.api.meets[":id"].statistics.$get(byId(id));
      return reply.ok ? reply.text() : unwrap<never>(reply);
    },
    events: (id: number) => unwrap<LogEvent[]>(client.api.meets[":id"].events.$get(byId(id))),
    // Downloads are plain links: the browser saves the server's attachment itself.
    exportUrl: (id: number) => `/api/meets/${id}/export`,
    exportHeatUrl: (id: number, heatId: string) => `/api/meets/${id}/export_heat/${encodeURIComponent(heatId)}`,
  },
};
