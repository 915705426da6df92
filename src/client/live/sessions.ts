// DESIGN 8h: the programme shows its sessions. The heats come in running order, so a session is a run
// of heats; the meet page's programme and the public page's both put a row with its name over each.
import type { HeatSource, LenexSession } from "../../shared/programme";
import { formatSessionStart } from "../format";
import { t } from "../i18n/texts";

/** A run of heats of one session; `session` is null for heats no file placed in one (a CSV meet's). */
export interface SessionGroup<H> {
  session: LenexSession | null;
  heats: H[];
}

/**
 * The heats in their order, split where the session changes. A session the file numbers on a heat but
 * does not list is named by its number alone.
 */
export function bySession<H extends { source?: HeatSource }>(heats: readonly H[], sessions: readonly LenexSession[]): SessionGroup<H>[] {
  const known = new Map(sessions.map((session) => [session.number, session]));
  const groups: SessionGroup<H>[] = [];
  for (const heat of heats) {
    const number = heat.source?.session ?? null;
    const last = groups.at(-1);
    if (last && (last.session?.number ?? null) === number) last.heats.push(heat);
    else groups.push({ session: number === null ? null : (known.get(number) ?? { number }), heats: [heat] });
  }
  return groups;
}

/** "Sessie 2 · za 18:00" in the page's language; without a date or time the number alone. */
export function sessionTitle(session: LenexSession): string {
  const when = formatSessionStart(session.date, session.daytime);
  return when
    ? t("common.programme.sessionAt", { number: session.number, when })
    : t("common.programme.session", { number: session.number });
}

// What Splash and other programs call a session when nobody named it: such a name only repeats the title.
const NUMBERED = /^(sessie|session|sitzung|abschnitt|section|séance|deel|dagdeel|part|teil|partie)\s*(nr\.?|no\.?|n°)?\s*0*(\d+)$/i;

/** The file's name for a session when it says more than the title ('Sessie 1' under 'Sessie 1 · za 09:00' does not). */
export function sessionName(session: LenexSession): string | null {
  const name = session.name?.trim();
  if (!name) return null;
  const numbered = NUMBERED.exec(name);
  return numbered && numbered[3] === session.number.replace(/^0+(?=\d)/, "") ? null : name;
}
