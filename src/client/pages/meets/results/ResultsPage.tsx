import { useParams, useSearchParams } from "react-router-dom";
import { ProjectorView } from "./ProjectorView";
import { ResultsScreen } from "./ResultsScreen";

/**
 * DESIGN 8c: /app/meets/{id}/results. With ?hideNav (the shell then hides its bar, SPEC 2) it is the
 * projector view of the active heat; otherwise the results per event and class, ready for A4 paper.
 * A new meet id is a new page: nothing of the previous meet's socket carries over.
 */
export function ResultsPage() {
  const id = useParams().meetId ?? "";
  const [search] = useSearchParams();
  return search.has("hideNav") ? <ProjectorView key={id} id={id} /> : <ResultsScreen key={id} id={id} />;
}
