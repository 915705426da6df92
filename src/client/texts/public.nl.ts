// The public live page's texts (DESIGN 8c), Dutch. public.en.ts has the same keys, typed against
// this file's shape (PublicTexts) so a missing or extra key fails to compile. The Dutch labels of
// strokes, genders and statuses are the shared ones (src/shared), so staff and spectators read the
// same words; only the two statuses about arrival-order judges get a spectator's wording.
import { HEAT_STATUS_LOOK, READY_TO_START_LABEL } from "../../shared/heat-rules";
import { GENDER_LABELS, STROKE_LABELS } from "../../shared/labels";

export const publicNl = {
  /** BCP 47 tag for dates and the page's lang attribute. */
  locale: "nl-NL",
  title: "Zwemtijd live",
  /** The same in both languages, so the switch is found whichever language is on. */
  language: "Taal / Language",
  loading: "Wedstrijd laden…",
  notPublic: "Deze wedstrijd is niet openbaar of bestaat niet.",
  notPublicHint: "Controleer het wedstrijdnummer. Deze pagina kijkt vanzelf opnieuw zodra de wedstrijd openbaar wordt.",
  offline: "Geen verbinding. De gegevens hieronder kunnen verouderd zijn; we proberen het opnieuw…",
  meetNumber: (number: string) => `Wedstrijdnummer ${number}`,
  noDate: "Datum nog niet bekend",
  heatName: (event: string, heat: number) => `Programma ${event}, serie ${heat}`,
  eventName: (event: string) => `Programma ${event}`,
  now: {
    title: "Nu in het water",
    clock: "Wedstrijdklok",
    noActiveHeat: "Er is nu geen serie actief.",
    emptyHeat: "Geen zwemmers in deze serie.",
    lanes: "Banen",
    lane: "Baan",
    swimmer: "Zwemmer",
    time: "Tijd",
    // Read out by screen readers as the active heat changes (src/client/live/announcements.ts).
    heatStatus: (heat: string, status: string | null) => (status ? `${heat}: ${status}` : heat),
    result: (lane: string, result: string) => `Baan ${lane}: ${result}`,
  },
  /** One search for the start list and the results (DESIGN 8c: parents follow one child or one club). */
  search: "Zoek zwemmer of vereniging",
  noMatch: "Geen zwemmer of vereniging gevonden.",
  programme: {
    title: "Programma",
    heat: "Serie",
    status: "Status",
    empty: "Er is nog geen programma.",
    current: "Nu",
    /** DESIGN 8c: from the meet's own pace, so only about then. */
    expected: (time: string) => `verwacht ± ${time}`,
    startList: (heat: string) => `Startlijst ${heat}`,
  },
  /** DESIGN 8c: until the referee settles the heat, its times may still change. */
  provisional: "voorlopig",
  provisionalHint: "Voorlopig: de scheidsrechter heeft deze uitslag nog niet vastgesteld. De tijd kan nog veranderen.",
  results: {
    title: "Uitslagen",
    empty: "Er zijn nog geen uitslagen.",
    classes: "Klasse",
    overall: "Alle",
    place: "Pl.",
    swimmer: "Zwemmer",
    time: "Tijd",
    table: (event: string, group: string) => `Uitslag ${event}, ${group}`,
    // DESIGN 8g: all classes of an event together by World Para Swimming points.
    points: "Punten",
    pointsRanking: "Puntenklassement",
    estimated: (time: string) => `geschat, ${time} langebaan`,
  },
  strokes: {
    BACK: STROKE_LABELS.BACK!,
    BREAST: STROKE_LABELS.BREAST!,
    FLY: STROKE_LABELS.FLY!,
    FREE: STROKE_LABELS.FREE!,
    MEDLEY: STROKE_LABELS.MEDLEY!,
    TOWFINS: STROKE_LABELS.TOWFINS!,
  },
  genders: { M: GENDER_LABELS.M, F: GENDER_LABELS.F, X: GENDER_LABELS.X },
  heatStatus: {
    0: HEAT_STATUS_LOOK[0]!.label,
    ready: READY_TO_START_LABEL,
    1: HEAT_STATUS_LOOK[1]!.label,
    5: HEAT_STATUS_LOOK[5]!.label,
    /** Status 5 while the referee has not settled it: every lane has a result, none is final yet. */
    provisional: "Uitslag voorlopig",
    6: HEAT_STATUS_LOOK[6]!.label,
    // 7 and 8 are about the arrival-order judges (VVA), words a spectator does not know.
    7: "Uitslag wordt gecontroleerd",
    8: "Uitslag wordt gecontroleerd",
    9: HEAT_STATUS_LOOK[9]!.label,
  },
  /** What the short result codes mean (shown as their title / screen-reader text). */
  resultStatus: {
    DNS: "Niet gestart",
    DNF: "Niet gefinisht",
    DSQ: "Gediskwalificeerd",
    EXH: "Buiten mededinging",
    SICK: "Afgemeld (ziek)",
    WDR: "Afgemeld",
  },
};

/** Every string becomes `string`, so the English file may say other words in the same shape. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : { [K in keyof T]: Widen<T[K]> };

export type PublicTexts = Widen<typeof publicNl>;
