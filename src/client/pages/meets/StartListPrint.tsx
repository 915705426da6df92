import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import Button from "@mui/material/Button";
import GlobalStyles from "@mui/material/GlobalStyles";
import Icon from "@mui/material/Icon";
import { classStatusLabel, classStatusMeaning, classStatusShown } from "../../components/ClassStatus";
import { readExceptionCodes } from "../../../shared/exception-codes";
import { heatRace, heatTitle } from "../../../shared/labels";
import { entryStatusOf, isOccupied, laneNumbers, type Heat, type LenexSession } from "../../../shared/programme";
import { formatSwimTime } from "../../../shared/race-time";
import { t } from "../../i18n/texts";
import { formatDate } from "../../format";
import { bySession, sessionName, sessionTitle } from "../../live/sessions";

// While the body has this class, print shows the start list alone, over as many A4 pages as it takes.
const PRINTING = "zt-startlist-printing";
const printStyles = (
  <GlobalStyles
    styles={{
      ".zt-startlist": { display: "none" },
      "@media print": {
        [`body.${PRINTING} > :not(.zt-startlist)`]: { display: "none !important" },
        [`body.${PRINTING} .zt-startlist`]: { display: "block", color: "#000", font: "10pt/1.35 Roboto, sans-serif" },
        ".zt-startlist h2": { fontSize: "12.5pt", margin: "6mm 0 1mm", breakAfter: "avoid" },
        ".zt-startlist h3": { fontSize: "11.5pt", margin: "4mm 0 1mm", breakAfter: "avoid" },
        ".zt-startlist table": { width: "100%", borderCollapse: "collapse", breakInside: "avoid" },
        ".zt-startlist th, .zt-startlist td": { textAlign: "left", padding: "0.6mm 2mm 0.6mm 0", borderBottom: "0.5pt solid #999" },
        ".zt-startlist dl": { display: "grid", gridTemplateColumns: "auto 1fr", gap: "0.5mm 4mm", margin: 0 },
        ".zt-startlist dd": { margin: 0 },
      },
    }}
  />
);

/** A CSS string of `text`. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, "\\$&").replace(/\s+/g, " ")}"`;
const FOOTER_FONT = "font: 8pt Roboto, sans-serif";

/** Every sheet's footer: the list's title and 'page / pages' (Chromium's page margin boxes). */
const pageFooter = (title: string) =>
  `@media print { @page { margin: 12mm 12mm 14mm; @bottom-left { content: ${cssString(title)}; ${FOOTER_FONT} } ` +
  `@bottom-right { content: counter(page) " / " counter(pages); ${FOOTER_FONT} } } }`;

/**
 * The staff's start list on paper (DESIGN 8i): every heat's lanes with class and codes of exception,
 * as the KNZB wants them on the start list, and what each code on it means, since paper has no hover.
 * Its date, each session's heading as the programme has it (DESIGN 8h), and on every sheet the meet
 * and its page number, so that sheets dropped by the pool still go back in order.
 */
export function StartListPrint({
  meetName,
  date,
  heats,
  sessions,
}: {
  meetName: string;
  date: string | null;
  heats: readonly Heat[];
  sessions: readonly LenexSession[];
}) {
  const [printing, setPrinting] = useState(false);
  const title = t("meet.programme.startListTitle", { meet: meetName });
  useEffect(() => {
    if (!printing) return;
    document.body.classList.add(PRINTING);
    const done = () => {
      document.body.classList.remove(PRINTING);
      setPrinting(false);
    };
    window.addEventListener("afterprint", done, { once: true });
    window.print();
    return () => window.removeEventListener("afterprint", done);
  }, [printing]);
  // The legend: each code as the lanes show it, once, with the meaning of its rulebook.
  const legend = new Map(
    heats.flatMap((heat) => Object.values(heat.lanes).flatMap((lane) => readExceptionCodes(lane.codes))).map((c) => [c.code, c]),
  );
  const codes = [...legend.values()].sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }));
  const statuses = [...new Set(heats.flatMap((heat) => Object.values(heat.lanes).flatMap((lane) => lane.class_status ?? [])))].filter(
    classStatusShown,
  );
  return (
    <>
      {printStyles}
      <Button variant="outlined" size="small" startIcon={<Icon>print</Icon>} onClick={() => setPrinting(true)}>
        {t("meet.programme.printStartList")}
      </Button>
      {printing &&
        createPortal(
          <div className="zt-startlist">
            <style>{pageFooter(title)}</style>
            <h1 style={{ fontSize: "14pt", margin: 0 }}>{title}</h1>
            {date && <p style={{ margin: "1mm 0 0" }}>{formatDate(date)}</p>}
            {bySession(heats, sessions).map((group) => (
              <section key={group.session?.number ?? "none"} data-session={group.session?.number}>
                {group.session && <h2>{[sessionTitle(group.session), sessionName(group.session)].filter(Boolean).join(" · ")}</h2>}
                {group.heats.map((heat) => (
                  <section key={heat.id}>
                    <h3>{`${heatTitle(heat)} · ${heatRace(heat)}`}</h3>
                    <table>
                      <thead>
                        <tr>
                          <th>{t("meet.heat.columns.lane")}</th>
                          <th>{t("meet.heat.columns.swimmer")}</th>
                          <th>{t("common.fields.club")}</th>
                          <th>{t("meet.heat.columns.handicap")}</th>
                          <th>{t("meet.heat.codes")}</th>
                          <th>{t("meet.heat.columns.entry")}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {laneNumbers(heat.lanes)
                          .filter((key) => isOccupied(heat.lanes[key]!))
                          .map((key) => {
                            const lane = heat.lanes[key]!;
                            // Afgemeld, ziek or buiten mededinging: the start list's word, as the heat sheet says it.
                            const status = entryStatusOf(lane);
                            return (
                              <tr key={key}>
                                <td>{key}</td>
                                <td>{status ? `${lane.swimmer} (${t(`common.entryStatus.${status}`)})` : lane.swimmer}</td>
                                <td>{lane.club ?? ""}</td>
                                <td>
                                  {lane.handicap ?? ""}
                                  {classStatusShown(lane.class_status) && ` (${classStatusLabel(lane.class_status)})`}
                                </td>
                                <td>
                                  {readExceptionCodes(lane.codes)
                                    .map((c) => c.code)
                                    .join(",")}
                                </td>
                                <td>{lane.entrytime == null ? "" : formatSwimTime(lane.entrytime)}</td>
                              </tr>
                            );
                          })}
                      </tbody>
                    </table>
                  </section>
                ))}
              </section>
            ))}
            {codes.length > 0 && (
              <section>
                <h2>{t("meet.heat.codes")}</h2>
                <dl>
                  {codes.map(({ code, meaning }) => (
                    <div key={code} style={{ display: "contents" }}>
                      <dt>{code}</dt>
                      <dd>{meaning}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
            {statuses.length > 0 && (
              <section>
                <h2>{t("meet.classStatus.title")}</h2>
                <dl>
                  {statuses.map((status) => (
                    <div key={status} style={{ display: "contents" }}>
                      <dt>{classStatusLabel(status)}</dt>
                      <dd>{classStatusMeaning(status)}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
          </div>,
          document.body,
        )}
    </>
  );
}
