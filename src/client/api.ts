// The one way the client talks to the Worker: Hono's typed client for paths, bodies and answers, and
// `unwrap` to turn a non-ok answer into a thrown ApiError carrying the server's {error, message, fields}.
// The records the pages show are the Worker's own answers as the compiler infers them, never
// written out a second time here.
import { hc, type ClientResponse, type InferRequestType, type InferResponseType } from "hono/client";
import type * as v from "valibot";
import type { meetCsvSchema } from "../shared/schemas";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "../worker/app";
import type { PublicProgramme } from "../shared/programme";
import type { PointsResults } from "../shared/points-results";
import type { Profile } from "../shared/profile";
import type { StartSignal } from "../shared/start-signal";
import { etagOf } from "../shared/etag";
import { PAGE_USER_HEADER } from "../shared/profile";
import { announceMaintenance } from "./maintenance";
import { currentLanguage } from "./i18n/texts";

/**
 * DESIGN 12: every call says the page's language, so the Worker's messages speak it where the account
 * names none (a switch on the login page, or an account that follows the browser).
 */
const languageHeader = () => ({ "Accept-Language": currentLanguage() });

/** The account this page is signed in as (session.tsx keeps it), null before and after. */
let pageUser: number | null = null;

export function setPageUser(id: number | null): void {
  pageUser = id;
}

/**
 * DESIGN 3: every call says whose page made it (PAGE_USER_HEADER). The session cookie is the browser's,
 * shared by its tabs: after another tab signed out and in as someone else, this page's save would
 * otherwise be made, and logged, as that other person. The Worker answers such a call as signed out.
 */
const requestHeaders = () => ({ ...languageHeader(), ...(pageUser === null ? {} : { [PAGE_USER_HEADER]: String(pageUser) }) });

export const client = hc<AppType>("/", { headers: requestHeaders });
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** English code the SPEC names, e.g. 'Existing user', 'Wrong password'. */
    readonly error: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** The whole answer, for what a refusal carries besides its message (a 412's current record). */
    readonly body: Record<string, unknown> = {},
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

/** What a typed call answers when it succeeds: its JSON body, or undefined for 204. */
type OkBody<R> =
  R extends ClientResponse<infer T, infer S, infer F> ? (S extends SuccessStatusCode ? (F extends "json" ? T : undefined) : never) : never;

let sessionEnded: (() => void) | null = null;

/**
 * The one place a 401 'Unauthorized' from any call is heard: the server no longer knows the session
 * (expired, logged out in another tab). The session listens and leads to the login page.
 */
export function onSessionEnded(listener: (() => void) | null): void {
  sessionEnded = listener;
}

/** The JSON body of a successful answer (undefined for 204); any other answer throws an ApiError. */
export async function unwrap<R extends Reply>(request: Promise<R> | R): Promise<OkBody<R>>;
export async function unwrap<T>(request: Promise<Reply> | Reply): Promise<T>;
export async function unwrap(request: Promise<Reply> | Reply): Promise<unknown> {
  const reply = await request;
  const text = await reply.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (reply.ok) return body;
  const problem = (body ?? {}) as { error?: string; message?: string; fields?: Record<string, string> };
  if (isSessionEndAnswer(reply.status, problem.error)) sessionEnded?.();
  // DESIGN 5: maintenance begun since the page opened; the app blocks on its dialog.
  if (reply.status === 503 && problem.error === "maintenance") announceMaintenance();
  throw new ApiError(
    reply.status,
    problem.error ?? reply.statusText,
    problem.message ?? "",
    problem.fields,
    problem as Record<string, unknown>,
  );
}

/**
 * DESIGN 8e: an edit sends the version its dialog loaded, so an edit made meanwhile is never written
 * over; without a version (none known) the edit is sent as before.
 */
const ifMatch = (version: number | undefined) => (version === undefined ? {} : { headers: { "If-Match": etagOf(version) } });

/**
 * The record as it is stored now, when an edit was refused because someone else changed it meanwhile
 * (412): `name` is where the answer carries it ("meet", "club", "user", "official"). Null otherwise.
 */
export function changedMeanwhile<T>(error: unknown, name: string): T | null {
  if (!isChangedMeanwhile(error)) return null;
  return (error.body[name] as T | undefined) ?? null;
}

/** An edit refused because the record changed since the dialog opened; its message says what to do. */
const isSessionEndAnswer = (status: number, error: string | undefined) => status === 401 && error === "Unauthorized";

/** The call failed because the server no longer knows the session (not a wrong password, not a refusal). */
export const isSessionEnd = (error: unknown): boolean => isApiError(error) && isSessionEndAnswer(error.status, error.error);

export const isChangedMeanwhile = (error: unknown): error is ApiError => isApiError(error, 412) && error.error === "precondition_failed";

/**
 * A multipart POST through XMLHttpRequest, because fetch cannot report upload progress; the answer
 * goes through `unwrap` like every other call. A network failure rejects as fetch's would.
 */
export function upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
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

const byId = (id: number | string) => ({ param: { id: String(id) } });
// Detail reads end in .json (SPEC 7); the server strips the suffix from the id.
const jsonId = (id: number | string) => ({ param: { id: `${id}.json` } });

type Meets = typeof client.api.meets;
type JsonOf<T> = InferRequestType<T> extends { json: infer J } ? J : never;
type ClubBody = JsonOf<typeof client.api.clubs.$post>;
type UserCreateBody = JsonOf<typeof client.api.users.$post>;
type UserBody = JsonOf<(typeof client.api.users)[":id"]["$put"]>;
type OfficialBody = JsonOf<typeof client.api.officials.$post>;
type MeetBody = JsonOf<Meets[":id"]["$put"]>;
/** The CSV upload's own fields; the file's form is no JSON body, so they come from the shared schema. */
type MeetCsvBody = v.InferInput<typeof meetCsvSchema>;

export type { Profile };
export type VersionInfo = InferResponseType<typeof client.api.version.$get, 200>;
export type Club = InferResponseType<(typeof client.api.clubs)[":id"]["$get"], 200>;
/** A team member or administrator as the users API lists them: a profile, and whether it is activated. */
export type User = InferResponseType<typeof client.api.users.$get, 200>[number];
export type Official = InferResponseType<typeof client.api.officials.$get, 200>[number];
export type OfficialDetail = InferResponseType<(typeof client.api.officials)[":id"]["$get"], 200>;
/** A meet as lists show it. */
export type MeetSummary = InferResponseType<Meets["$get"], 200>[number];
/** A meet as its page shows it, with its import history. */
export type Meet = InferResponseType<Meets[":id"]["$get"], 200>;
export type MeetImport = Meet["imports"][number];
export type ImportReport = NonNullable<MeetImport["report"]>;
type Reimported = InferResponseType<Meets[":id"]["import"]["$post"], 200>;
export type PointTable = InferResponseType<(typeof client.api)["point-tables"]["$get"], 200>[number];
export type PointFactorSet = InferResponseType<(typeof client.api)["point-factors"]["$get"], 200>[number];

const formOf = (file: File, fields: Record<string, string | undefined> = {}) => {
  const form = new FormData();
  // A field left out (a CSV meet's unknown course) is not sent, rather than as the text "undefined".
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  form.set("file", file);
  return form;
};

export const isApiError = (e: unknown, status?: number): e is ApiError =>
  e instanceof ApiError && (status === undefined || e.status === status);

/** Why a re-import that asked was refused for naming another meet (409 `other_meet`), or null for any other error. */
export const otherMeetOf = (error: unknown): string | null =>
  isApiError(error, 409) && error.error === "other_meet" ? error.message : null;

/** The club's meet a LENEX upload is of, by its name and date (DESIGN 9). */
export interface SameMeet {
  id: number;
  name: string;
  external_id: string;
  planned_date: string | null;
}

/** The meet a LENEX upload that asked was refused for (409 `same_meet`), or null for any other error. */
export const sameMeetOf = (error: unknown): SameMeet | null =>
  isApiError(error, 409) && error.error === "same_meet" ? ((error.body.meet as SameMeet | undefined) ?? null) : null;

const optionalText = (value: number | boolean | undefined) => (value === undefined ? undefined : String(value));

export const api = {
  version: () => unwrap(client.api.version.$get()),

  session: {
    login: (json: { username: string; password: string }) => unwrap(client.api.session.login.$post({ json })),
    verify: () => unwrap(client.api.session.verify.$get()),
    logout: () => unwrap(client.api.session.logout.$delete()),
    forgot: (json: { username: string }) => unwrap(client.api.session.forgot.$post({ json })),
    reset: (json: { reset_token: string; password: string }) => unwrap(client.api.session.reset.$post({ json })),
    activation: (json: { username: string }) => unwrap(client.api.session.activation.$post({ json })),
    /** Whose account a mailed link opens; 410 for a spent one ('Used activation link', 'Used reset link'). */
    link: (json: { reset_token: string }) => unwrap(client.api.session.link.$post({ json })),
    /**
     * Moves the account to its waiting address, once the link mailed there and the account's password
     * prove mailbox and owner (nobody takes over an account by changing its address); 401 for a wrong
     * password, 410 for a spent link.
     */
    confirmEmail: (json: { token: string; password: string }) => unwrap(client.api.session.confirm_email.$post({ json })),
    updatePassword: (json: { password: string; current_password: string }) => unwrap(client.api.session.update_password.$put({ json })),
    /** The own name, and the account's language when given (null: the browser's again). */
    updateProfile: (json: JsonOf<typeof client.api.session.profile.$put>) => unwrap(client.api.session.profile.$put({ json })),
    deleteAccount: () => unwrap(client.api.session.account.$delete()),
  },

  clubs: {
    list: () => unwrap(client.api.clubs.$get()),
    get: (id: number | string) => unwrap(client.api.clubs[":id"].$get(jsonId(id))),
    create: (json: ClubBody) => unwrap(client.api.clubs.$post({ json })),
    update: (id: number, json: ClubBody, version?: number) => unwrap(client.api.clubs[":id"].$put({ ...byId(id), json }, ifMatch(version))),
    remove: (id: number) => unwrap(client.api.clubs[":id"].$delete(byId(id))),
    /** Replaces the code shown (its first 8 characters); 409 when another request replaced it just before. */
    newLinkCode: (id: number, replaces: string) => unwrap(client.api.clubs[":id"].link_code.$post({ ...byId(id), query: { replaces } })),
  },

  users: {
    list: (query: { club_id?: number; is_admin?: boolean }) =>
      unwrap(
        client.api.users.$get({
          query: {
            club_id: optionalText(query.club_id),
            is_admin: query.is_admin === undefined ? undefined : query.is_admin ? "true" : "false",
          },
        }),
      ),
    create: (json: UserCreateBody) => unwrap(client.api.users.$post({ json })),
    update: (id: number, json: UserBody, version?: number) => unwrap(client.api.users[":id"].$put({ ...byId(id), json }, ifMatch(version))),
    remove: (id: number) => unwrap(client.api.users[":id"].$delete(byId(id))),
    /** 409 for an account that is already activated, 429 after a few in a quarter of an hour. */
    invite: (id: number) => unwrap(client.api.users[":id"].invite.$post(byId(id))),
  },

  officials: {
    list: () => unwrap(client.api.officials.$get()),
    get: (id: number | string) => unwrap(client.api.officials[":id"].$get(jsonId(id))),
    create: (json: OfficialBody) => unwrap(client.api.officials.$post({ json })),
    update: (id: number, json: OfficialBody, version?: number) =>
      unwrap(client.api.officials[":id"].$put({ ...byId(id), json }, ifMatch(version))),
    remove: (id: number) => unwrap(client.api.officials[":id"].$delete(byId(id))),
  },

  /** DESIGN 8g: administrators' points tables and short-course factors; a refusal's `errors` name every bad line. */
  points: {
    tables: () => unwrap(client.api["point-tables"].$get()),
    uploadTable: (fields: { name: string; valid_from: string }, file: File, onProgress?: (fraction: number) => void) =>
      upload<PointTable>(client.api["point-tables"].$path(), formOf(file, fields), onProgress),
    factors: () => unwrap(client.api["point-factors"].$get()),
    uploadFactors: (file: File, onProgress?: (fraction: number) => void) =>
      upload<PointFactorSet>(client.api["point-factors"].$path(), formOf(file), onProgress),
  },

  lockouts: {
    /** With a meet number only that meet's typed-code lockouts: the ones that keep its officials out. */
    list: (meetNumber?: string) => unwrap(client.api.lockouts.$get({ query: { meet_number: meetNumber } })),
    clear: (key: string) => unwrap(client.api.lockouts[":key"].$delete({ param: { key: encodeURIComponent(key) } })),
  },

  meets: {
    list: (query: { club_id?: number } = {}) => unwrap(client.api.meets.$get({ query: { club_id: optionalText(query.club_id) } })),
    get: (id: number | string) => unwrap(client.api.meets[":id"].$get(byId(id))),
    update: (id: number, json: MeetBody, version?: number) => unwrap(client.api.meets[":id"].$put({ ...byId(id), json }, ifMatch(version))),
    remove: (id: number) => unwrap(client.api.meets[":id"].$delete(byId(id))),
    /** 422 when the number is in use, 400 when it is not 5 digits (SPEC 5). */
    validateUnique: (external_id: string) => unwrap(client.api.meets.validate_unique.$get({ query: { external_id } })),
    /** A number no meet has now, for the new CSV meet's field (DESIGN 9). */
    freeNumber: () => unwrap(client.api.meets.free_number.$get()),
    /** With `askSameMeet`, a file of a meet the club already has is refused (see `sameMeetOf`). */
    createLxf: (file: File, onProgress?: (fraction: number) => void, { askSameMeet = false } = {}) =>
      upload<Meet>(client.api.meets.lxf.$path(), formOf(file, askSameMeet ? { same_meet: "ask" } : {}), onProgress),
    createCsv: (fields: MeetCsvBody, file: File, onProgress?: (fraction: number) => void) =>
      upload<Meet>(client.api.meets.csv.$path(), formOf(file, fields), onProgress),
    /** With `askOtherMeet`, a LENEX file of another meet than the one imported last is refused (see `otherMeetOf`). */
    reimport: (id: number, file: File, onProgress?: (fraction: number) => void, { askOtherMeet = false } = {}) =>
      upload<Reimported>(
        client.api.meets[":id"].import.$path(byId(id)),
        formOf(file, askOtherMeet ? { other_meet: "ask" } : {}),
        onProgress,
      ),
    // The room's JSON text passes through the Worker untouched (DESIGN 11), so its shape is the
    // shared programme type rather than one the compiler can read off the route.
    heats: (id: number | string) => unwrap<PublicProgramme>(client.api.meets[":id"].heats.$get(byId(id))),
    // The room's JSON text as for heats: the shared results shape.
    results: (id: number | string) => unwrap<PointsResults>(client.api.meets[":id"].results.$get(byId(id))),
    statistics: async (id: number) => {
      const reply = await client.api.meets[":id"].statistics.$get(byId(id));
      return reply.ok ? reply.text() : unwrap<never>(reply);
    },
    events: (id: number) => unwrap(client.api.meets[":id"].events.$get(byId(id))),
    /** DESIGN 6b: the venue's start signal as 'Startsignaal testen' learned it; every admin desk gets it from the room. */
    learnStartSignal: (id: number, json: StartSignal) => unwrap(client.api.meets[":id"].start_signal.$put({ ...byId(id), json })),
    forgetStartSignal: (id: number) => unwrap(client.api.meets[":id"].start_signal.$delete(byId(id))),
    /** DESIGN 8e: the whole log as CSV for Excel, a download like the exports. */
    logCsvUrl: (id: number) => client.api.meets[":id"]["log.csv"].$path(byId(id)),
    // Downloads are plain links: the browser saves the server's attachment itself.
    exportUrl: (id: number) => client.api.meets[":id"].export.$path(byId(id)),
    exportHeatUrl: (id: number, heatId: string) =>
      client.api.meets[":id"].export_heat[":heatId"].$path({ param: { id: String(id), heatId: encodeURIComponent(heatId) } }),
    /** DESIGN 8c: the results for Excel, and an uploaded file of the import history as it was uploaded. */
    resultsCsvUrl: (id: number | string) => client.api.meets[":id"]["results.csv"].$path(byId(id)),
    importFileUrl: (id: number, importId: number) =>
      client.api.meets[":id"].imports[":importId"].file.$path({ param: { id: String(id), importId: String(importId) } }),
  },
};
