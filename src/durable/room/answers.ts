// What the Worker reads from the room for the meet's staff (DESIGN 2, 8c, 8g, SPEC 7): the programme,
// the ranked results with or without points, the results CSV and the statistics. An answer made from
// the heats is made once per change of them (RoomStorage.fromHeats), not once per request, and goes
// as JSON text: it crosses to the Worker as one string instead of being cloned and serialised again.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../shared/i18n/languages";
import type { LiveMeet } from "../../shared/live";
import { withPoints, type PointsBasis } from "../../shared/points-results";
import { programmeSessions, type Heat, type ProgrammeMeet, type PublicProgramme } from "../../shared/programme";
import { meetResults } from "../../shared/results";
import { resultsCsv } from "../../shared/results-csv";
import { meetStatistics } from "../statistics";
import { liveHeat } from "./frames";
import type { RoomStorage } from "./storage";

export interface RoomProgramme {
  heats: Heat[];
  active_heat_id: string | null;
  meet: ProgrammeMeet | null;
}

const known = (language: Language): Language => (isLanguage(language) ? language : DEFAULT_LANGUAGE);

export class RoomAnswers {
  constructor(private readonly store: RoomStorage) {}

  /** The whole programme as stored, LENEX ids and all, for the export. */
  programme(): RoomProgramme {
    return {
      heats: [...this.store.readHeats()],
      active_heat_id: this.store.activeHeatId(),
      meet: this.store.getMeta<ProgrammeMeet>("programme_meet"),
    };
  }

  /** DESIGN 2's GET heats: the programme with SPEC 3's fields, as live clients see it. */
  programmeJson(): string {
    const active = this.store.activeHeatId();
    const plannedDate = this.store.getMeta<LiveMeet>("meet")?.planned_date ?? null;
    return this.store.fromHeats("programme", `${active} ${plannedDate}`, (heats) => {
      const sessions = programmeSessions(this.store.getMeta<ProgrammeMeet>("programme_meet"), plannedDate);
      const programme: PublicProgramme = { active_heat_id: active, heats: heats.map(liveHeat), sessions };
      return JSON.stringify(programme);
    });
  }

  /** DESIGN 8c: every event ranked overall, per class and per the meet's own groups (DESIGN 8h). */
  resultsJson(): string {
    return this.store.fromHeats("results", "", (heats) => JSON.stringify(this.results(heats)));
  }

  /**
   * The ranking of `heats` with the groups and age date the file gave the meet. The file's meet is
   * stored with the heats in one import, so an answer made once per change of the heats stays true.
   */
  private results(heats: readonly Heat[], language?: Language) {
    return meetResults(heats, this.store.getMeta<ProgrammeMeet>("programme_meet"), language);
  }

  /** DESIGN 8c: the same results for Excel, one row per swim, in `language` (DESIGN 12). */
  resultsCsv(language: Language): string {
    const lang = known(language);
    return this.store.fromHeats(`results csv ${lang}`, "", (heats) => resultsCsv(this.results(heats, lang), lang));
  }

  /** The results CSV as a download, with the meet's number as the room knows it now (for its name). */
  resultsCsvFile(language: Language): { external_id: string; body: string } {
    return { external_id: this.store.getMeta<LiveMeet>("meet")?.external_id ?? "", body: this.resultsCsv(language) };
  }

  /**
   * DESIGN 8g: the results with points from the basis the Worker read from D1. Tables and factor sets
   * are never changed once stored, so their ids with the course and date name the answer.
   */
  pointsResultsJson(basis: PointsBasis): string {
    const key = JSON.stringify([basis.course, basis.date, basis.table?.id, basis.factors?.id]);
    return this.store.fromHeats("points results", key, (heats) => JSON.stringify(withPoints(this.results(heats), basis)));
  }

  /** SPEC 7 statistics: plain text for administrators. */
  statistics(language: Language): string {
    return meetStatistics(this.store.readHeats(), (heatId) => this.store.readEntries(heatId), known(language));
  }
}
