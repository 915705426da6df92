// The one way the client talks to the Worker: Hono's typed client for paths and bodies, and `unwrap`
// to turn a non-ok answer into a thrown ApiError carrying the server's {error, message, fields}.
import { hc } from "hono/client";
import type { AppType } from "../worker/app";
import type { Club, Meet, Official, OfficialDetail, Profile, User, VersionInfo } from "./types";

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

export const isApiError = (e: unknown, status?: number): e is ApiError =>
  e instanceof ApiError && (status === undefined || e.status === status);

type ClubBody = Pick<Club, "name" | "external_id" | "city" | "license">;
type UserBody = Pick<User, "username" | "first_name" | "last_name">;
type OfficialBody = Pick<Official, "email" | "external_id" | "name">;

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
  },
};
