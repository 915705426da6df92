// DESIGN 8c: the results CSV for Excel NL, one row per swim.
import { describe, expect, it } from "vitest";
import Papa from "papaparse";
import { resultsCsv } from "./results-csv";
import { meetResults } from "./results";
import { heat, lane } from "./test-heats";

const rowsOf = (csv: string) => Papa.parse<string[]>(csv.slice(1), { delimiter: ";" }).data.filter((r) => r.length > 1);

describe("the results CSV", () => {
  it("has a BOM, `;` between fields and one row per swim with its place overall and in its class, provisional until settled", () => {
    const results = meetResults([
      heat({
        id: "1-1",
        status: 5,
        settled: true,
        lanes: {
          "3": lane({ swimmer: "Bakker, Anne", handicap: "S9", time: 31_270 }),
          "4": lane({ swimmer: "Visser, Bo", handicap: "S10", time: 30_000 }),
        },
      }),
      heat({
        id: "1-2",
        heat_number: 2,
        status: 9,
        start_time: 1,
        lanes: {
          "4": lane({ swimmer: "Mulder, Dana", handicap: "S9", time: 29_000, status: "DSQ", reason: "SW 4.4" }),
          "5": lane({ swimmer: "de Wit, Eva", handicap: null, time: 61_500 }),
        },
      }),
    ]);
    const csv = resultsCsv(results);
    const header = "programma;onderdeel;serie;baan;zwemmer;vereniging;klasse;tijd;status;reden;plaats;plaats in klasse;uitslag";
    expect(csv.startsWith(`\uFEFF${header};groep;plaats in groep\r\n`)).toBe(true);
    expect(rowsOf(csv).slice(1)).toEqual([
      [
        "1",
        "50 m Vrije slag, Mannen",
        "1",
        "4",
        "Visser, Bo",
        "De Dolfijn",
        "S10",
        "30.00",
        "",
        "",
        "1",
        "1",
        "definitief",
        "Alle deelnemers",
        "1",
      ],
      [
        "1",
        "50 m Vrije slag, Mannen",
        "1",
        "3",
        "Bakker, Anne",
        "De Dolfijn",
        "S9",
        "31.27",
        "",
        "",
        "2",
        "1",
        "definitief",
        "Alle deelnemers",
        "2",
      ],
      [
        "1",
        "50 m Vrije slag, Mannen",
        "2",
        "5",
        "de Wit, Eva",
        "De Dolfijn",
        "",
        "1:01.50",
        "",
        "",
        "3",
        "",
        "voorlopig",
        "Alle deelnemers",
        "3",
      ],
      [
        "1",
        "50 m Vrije slag, Mannen",
        "2",
        "4",
        "Mulder, Dana",
        "De Dolfijn",
        "S9",
        "29.00",
        "DSQ",
        "SW 4.4",
        "",
        "",
        "voorlopig",
        "Alle deelnemers",
        "",
      ],
    ]);
  });

  it("has its headers and words in the reader's language (DESIGN 12)", () => {
    const results = meetResults(
      [heat({ id: "1-1", status: 5, settled: true, lanes: { "4": lane({ swimmer: "Visser, Bo", handicap: "S10", time: 30_000 }) } })],
      null,
      "en",
    );
    const csv = resultsCsv(results, "en");
    expect(
      csv.startsWith(
        "\uFEFFEvent;Race;Heat;Lane;Swimmer;Club;Class;Time;Status;Reason;Place;Place in class;Result;Group;Place in group\r\n",
      ),
    ).toBe(true);
    expect(rowsOf(csv)[1]).toEqual([
      "1",
      "50 m Freestyle, Men",
      "1",
      "4",
      "Visser, Bo",
      "De Dolfijn",
      "S10",
      "30.00",
      "",
      "",
      "1",
      "1",
      "final",
      "All swimmers",
      "1",
    ]);
  });

  it("names each of the meet's groups a swim is placed in, with its place there (DESIGN 8h)", () => {
    const lenex = (birthdate: string) => ({ gender: "F", birthdate });
    const results = meetResults(
      [
        heat({
          id: "1-1",
          gender: "F",
          status: 5,
          lenex: { event_id: "10" },
          lanes: {
            "3": lane({ swimmer: "Bakker, Anne", time: 31_000, lenex: lenex("2010-05-01") }),
            "4": lane({ swimmer: "Visser, Bo", time: 30_000, lenex: lenex("1990-05-01") }),
            "5": lane({ swimmer: "Mulder, Dana", status: "DNS", lenex: lenex("2011-05-01") }),
          },
        }),
      ],
      {
        date: "2025-03-01",
        lenex: {
          events: {
            "10": {
              agegroups: [
                { agegroupid: "1", name: "Open", agemin: "-1", agemax: "-1" },
                { agegroupid: "2", name: "Jeugd", agemin: "-1", agemax: "18" },
              ],
            },
          },
        },
      },
    );
    expect(rowsOf(resultsCsv(results)).map((r) => [r[4], r[10], r[13], r[14]])).toEqual([
      ["zwemmer", "plaats", "groep", "plaats in groep"],
      ["Visser, Bo", "1", "Open", "1"],
      ["Bakker, Anne", "2", "Open / Jeugd", "2 / 1"],
      ["Mulder, Dana", "", "Open / Jeugd", ""],
    ]);
  });

  it("writes a name that starts like a formula as text, never to be run by Excel", () => {
    const results = meetResults([
      heat({ status: 5, lanes: { "4": lane({ swimmer: '=HYPERLINK("x")', club: "+31;Club", time: 30_000 }) } }),
    ]);
    const [, row] = rowsOf(resultsCsv(results));
    expect(row![4]).toBe('\'=HYPERLINK("x")');
    expect(row![5]).toBe("'+31;Club");
  });

  it("is only the header for a meet without results", () => {
    expect(rowsOf(resultsCsv({ events: [] }))).toHaveLength(1);
  });
});
