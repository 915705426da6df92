// The records the pages show, as SPEC section 3 names them and the API sends them.
import type { License } from "../shared/schemas";
import type { Heat } from "../shared/programme";
import type { ImportReport } from "../durable/reimport";

export type { ImportReport };

import type { Profile } from "../shared/profile";

export type { Profile };

export interface VersionInfo {
  version: string;
  maintenance: boolean;
  serverInfo?: { api: string; app: string; dashboard: string };
}

export interface Club {
  id: number;
  name: string;
  external_id: string;
  city: string;
  license: License;
  api_key: string;
}

/** A team member or administrator as the users API lists them: the same fields as a profile. */
export type User = Profile;

export interface Official {
  id: number;
  email: string;
  external_id: string;
  name: string;
}

export interface Meet {
  id: number;
  signed_id: string;
  name: string;
  external_id: string;
  auth_code: string;
  planned_date: string;
  active_heat_id: string | null;
  club_id: number;
  club_name?: string;
  created_at?: string;
  /** The meet's uploads, newest first; only the detail read has them. */
  imports?: MeetImport[];
}

export interface MeetImport {
  id: number;
  filename: string;
  kind: "lxf" | "csv";
  size: number;
  report: ImportReport | null;
  created_at: string;
}

export interface MeetProgramme {
  active_heat_id: string | null;
  heats: Heat[];
}

export interface OfficialDetail extends Official {
  meets: Meet[];
}
