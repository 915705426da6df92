import { useEffect, useRef, useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { officialSchema } from "../../../shared/schemas";
import type { OfficialCodeSent, OfficialJoin, OfficialMeetFacts, OfficialOpenBody } from "../../../shared/official";
import { formatDate } from "../../format";
import { useForm } from "../../hooks/useForm";
import { useSubmit } from "../../hooks/useSubmit";
import { t } from "../../i18n/texts";
import { OfficialApiError, officialApi, refusalOf } from "../officialApi";
import { CodeStep } from "./CodeStep";
import { PhoneField } from "../PhoneField";
import { readPhoneKey, writePhoneKey } from "./phoneKeys";
import { readPendingJoin, writePendingJoin, type Waiting } from "./pendingJoin";
import type { OfficialDetails, OfficialSession } from "./session";
import { StepButtons } from "./StepButtons";

// SPEC 9's date format, as everywhere else in the product.
const dateText = (date: string | null) => formatDate(date) || t("official.joinStep.noDate");

const isCodeSent = (answer: OfficialJoin | OfficialCodeSent): answer is OfficialCodeSent => "code_sent" in answer;

/** How often a phone that waits at the desk asks whether it was admitted (DESIGN 8: every few seconds). */
const DESK_POLL_MS = 3_000;

/** Step 2: the meet found in step 1 (or by the QR code's key), and the official's own details to join it with. */
export function JoinStep({
  meet,
  facts,
  notice,
  details,
  onBack,
  onJoined,
}: {
  meet: OfficialOpenBody;
  facts: OfficialMeetFacts;
  /** Why the official is signing in again (an expired join), when the QR code's key skipped step 1. */
  notice: string | null;
  details: OfficialDetails;
  onBack(): void;
  onJoined(session: OfficialSession, details: OfficialDetails): void;
}) {
  // The Worker's words when the join waits for proof first (a phone without this official's key, or a
  // new address, must prove the mailbox, or be admitted at the desk), for the details as typed then.
  // A reload goes on waiting for the code already mailed.
  const [waiting, setWaiting] = useState<Waiting | null>(() => readPendingJoin(localStorage, meet, Date.now())?.waiting ?? null);
  const form = useForm(officialSchema, { ...(waiting?.body ?? details) });
  const call = useSubmit(refusalOf);
  const [ended, setEnded] = useState<string | null>(null);
  const wait = (next: Waiting | null) => {
    writePendingJoin(localStorage, next && { meet, facts, waiting: next, at: Date.now() });
    setWaiting(next);
  };

  // The request this phone went back from ('Terug'): asked anew, the desk lists the phone once.
  const left = useRef<string | null>(null);
  const ask = (body: OfficialDetails, email_code?: string, request_id?: string) =>
    officialApi.join({
      ...meet,
      ...body,
      device_key: readPhoneKey(localStorage, body.email),
      ...(email_code ? { email_code } : {}),
      ...(request_id ? { request_id } : left.current ? { replaces: left.current } : {}),
    });
  const joined = (answer: OfficialJoin, body: OfficialDetails) => {
    writePendingJoin(localStorage, null);
    if (answer.device_key) writePhoneKey(localStorage, body.email, answer.device_key);
    onJoined(answer, body);
  };
  const join = async (body: OfficialDetails, email_code?: string) => {
    setEnded(null);
    const answer: OfficialJoin | OfficialCodeSent | undefined = await call.run(() =>
      ask(body, email_code, waiting?.requestId ?? undefined),
    );
    if (!answer) return;
    if (isCodeSent(answer)) {
      return wait({ message: answer.message, body, codeSent: answer.code_sent || !!answer.earlier_code, requestId: answer.request_id });
    }
    joined(answer, body);
  };

  // DESIGN 8: while the join waits, the phone asks again every few seconds; once the desk admitted
  // it, it joins. A refused or expired request is said; the official is back at the form, or keeps
  // the code step when a code was mailed: a phone that slept while its official read the mail would
  // otherwise join again and have a new code mailed over the one being read.
  const requestId = waiting?.requestId ?? null;
  const waitingBody = waiting?.body;
  const end = () => wait(waiting?.codeSent ? { ...waiting, requestId: null } : null);
  // The render's own handlers, read when the timer fires: asking again must not restart with every render.
  const handlers = useRef({ ask, joined, end });
  handlers.current = { ask, joined, end };
  useEffect(() => {
    if (!requestId || !waitingBody) return;
    const timer = setInterval(() => {
      handlers.current.ask(waitingBody, undefined, requestId).then(
        (answer) => {
          if (!isCodeSent(answer)) handlers.current.joined(answer, waitingBody);
        },
        (error: unknown) => {
          if (error instanceof OfficialApiError && error.status === 410) {
            handlers.current.end();
            setEnded(error.message);
          }
        },
      );
    }, DESK_POLL_MS);
    return () => clearInterval(timer);
  }, [requestId, waitingBody]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.output && !call.busy) await join(form.output);
  };

  if (waiting) {
    return (
      <CodeStep
        sent={ended ?? waiting.message}
        codeSent={waiting.codeSent}
        atDesk={waiting.requestId}
        busy={call.busy}
        failure={call.failure}
        onCode={(code) => void join(waiting.body, code)}
        onBack={() => {
          left.current = waiting.requestId ?? left.current;
          wait(null);
        }}
      />
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {notice && <Alert severity="warning">{notice}</Alert>}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {facts.name}
          </Typography>
          <Typography color="text.secondary">{dateText(facts.planned_date)}</Typography>
        </CardContent>
      </Card>
      <Typography color="text.secondary">{t("official.joinStep.intro")}</Typography>
      {(ended ?? call.failure) && <Alert severity="error">{ended ?? call.failure?.message}</Alert>}
      <PhoneField
        field={form.field("email")}
        refusal={call.failure?.fields.email}
        label={t("common.fields.email")}
        type="email"
        autoComplete="email"
      />
      <PhoneField
        field={form.field("external_id")}
        refusal={call.failure?.fields.external_id}
        label={t("common.fields.officialNumber")}
        autoComplete="off"
      />
      <PhoneField field={form.field("name")} refusal={call.failure?.fields.name} label={t("common.fields.name")} autoComplete="name" />
      <StepButtons submit={t("official.joinStep.join")} disabled={!form.valid || call.busy} onBack={onBack} />
    </Stack>
  );
}
