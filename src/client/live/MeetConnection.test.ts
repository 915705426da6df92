import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { LIVE_CLOSE, type ArrivalMessage, type ServerMessage } from "../../shared/live";
import { encodeFrame, GZIP_FROM_CHARS } from "../../shared/live-frame";
import { liveUrl, MeetConnection, pollInterval, REOPEN_DELAY_MS, type ConnectionListener } from "./MeetConnection";
import { maintenanceAnnounced } from "../maintenance";

/** The device's network events (`offline`, `online`) as the connection hears them on window. */
let network = new EventTarget();

describe("pollInterval", () => {
  it("looks every 3 s while the connection is healthy", () => {
    expect(pollInterval(0)).toBe(3_000);
  });

  it("slows down after reopens that did not help, up to 30 s (SPEC 9)", () => {
    expect(pollInterval(2)).toBeGreaterThan(pollInterval(1));
    expect(pollInterval(1_000)).toBe(30_000);
  });
});

describe("liveUrl", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("opens the room on the page's own host, secure when the page is", () => {
    vi.stubGlobal("location", { protocol: "https:", host: "zwemtijd.nl" });
    expect(liveUrl("a.b", undefined, "nl")).toBe("wss://zwemtijd.nl/api/live/a.b?lang=nl");
  });

  it("carries an official's join token in the query (DESIGN 8)", () => {
    vi.stubGlobal("location", { protocol: "http:", host: "127.0.0.1:8787" });
    expect(liveUrl("a.b", "x.y+z/", "en")).toBe("ws://127.0.0.1:8787/api/live/a.b?official=x.y%2Bz%2F&lang=en");
  });
});

/** Stands in for the browser's WebSocket: the test opens and closes it as the server would. */
class FakeSocket extends EventTarget {
  static made: FakeSocket[] = [];
  readyState = 0;
  binaryType = "blob";
  constructor(readonly url: string) {
    super();
    FakeSocket.made.push(this);
  }
  sent: string[] = [];
  send(frame: string): void {
    this.sent.push(frame);
  }
  /** A frame from the room, as the room would send it (a long one gzipped). */
  say(message: ServerMessage): void {
    const frame = encodeFrame(message);
    this.dispatchEvent(
      Object.assign(new Event("message"), { data: typeof frame === "string" ? frame : new Blob([frame as Uint8Array<ArrayBuffer>]) }),
    );
  }
  close(): void {
    this.readyState = 3;
  }
  accept(): void {
    this.readyState = 1;
    this.dispatchEvent(new Event("open"));
  }
  closeWith(code: number, reason = ""): void {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event("close"), { code, reason }));
  }
}

describe("MeetConnection when the socket closes", () => {
  let page: EventTarget & { visibilityState: string };
  let listener: { [K in keyof ConnectionListener]-?: Mock<NonNullable<ConnectionListener[K]>> };
  let connection: MeetConnection;

  // The Worker accepts a refused upgrade and closes it at once with its code (DESIGN 6).
  async function openThenClose(code: number): Promise<void> {
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.made.at(-1)!.accept();
    FakeSocket.made.at(-1)!.closeWith(code);
  }

  beforeEach(() => {
    vi.useFakeTimers();
    network = new EventTarget();
    FakeSocket.made = [];
    vi.stubGlobal("WebSocket", FakeSocket);
    page = Object.assign(new EventTarget(), { visibilityState: "visible" });
    vi.stubGlobal("document", page);
    vi.stubGlobal("window", network);
    listener = {
      message: vi.fn(),
      open: vi.fn(),
      gone: vi.fn(),
      refused: vi.fn(),
      problem: vi.fn(),
      pending: vi.fn(),
      settled: vi.fn(),
      clocked: vi.fn(),
    };
    connection = new MeetConnection("ws://zwemtijd.test/api/live/a.b", listener);
  });

  afterEach(() => {
    connection.close();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("says at once that it is not connected when the device goes offline, and tries again when it is back", async () => {
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.made.at(-1)!.accept();
    network.dispatchEvent(new Event("offline"));
    // Not after the stale threshold: now.
    expect(listener.open.mock.calls).toEqual([[true], [false]]);
    network.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.made.at(-1)!.accept();
    expect(listener.open.mock.calls).toEqual([[true], [false], [true]]);
  });

  it("reconnects after an ordinary close, such as a network drop (1006)", async () => {
    await openThenClose(1006);
    expect(listener.open.mock.calls).toEqual([[true], [false]]);
    await vi.advanceTimersByTimeAsync(REOPEN_DELAY_MS);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it.each([
    [LIVE_CLOSE.unauthorized, "unauthorized"],
    [LIVE_CLOSE.forbidden, "forbidden"],
  ] as const)("stops for good on %i and says why (%s), even when the page comes back into view", async (code, why) => {
    await openThenClose(code);
    expect(listener.refused).toHaveBeenCalledExactlyOnceWith(why);
    expect(listener.open.mock.calls).toEqual([[true]]);
    page.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it("stops for good on the room's 'closing' frame of 4401, before the close itself arrives", async () => {
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.made.at(-1)!;
    socket.accept();
    socket.say({ type: "closing", code: LIVE_CLOSE.unauthorized, reason: "Afgemeld." });
    expect(listener.refused).toHaveBeenCalledExactlyOnceWith("unauthorized");
    socket.closeWith(LIVE_CLOSE.unauthorized);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(listener.refused).toHaveBeenCalledOnce();
    expect(FakeSocket.made).toHaveLength(1);
  });

  it("stops for good on 4404, the meet deleted or unknown", async () => {
    await openThenClose(LIVE_CLOSE.gone);
    expect(listener.gone).toHaveBeenCalledOnce();
    expect(listener.refused).not.toHaveBeenCalled();
    page.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });
});

describe("MeetConnection reads the room's frames", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("hands over a gzipped frame and the text frames after it in the room's order", async () => {
    FakeSocket.made = [];
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal("document", Object.assign(new EventTarget(), { visibilityState: "visible" }));
    vi.stubGlobal("window", network);
    const message = vi.fn();
    const connection = new MeetConnection("ws://zwemtijd.test/api/live/a.b", {
      message,
      open: () => {},
      gone: () => {},
      refused: () => {},
      problem: () => {},
      pending: () => {},
    });
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    const socket = FakeSocket.made[0]!;
    socket.accept();
    const long: ServerMessage = { type: "error", code: "bad_message", message: "x".repeat(GZIP_FROM_CHARS) };
    socket.say({ type: "hello", role: "viewer" });
    socket.say(long);
    socket.say({ type: "ack", id: "a1" });
    await vi.waitFor(() => expect(message).toHaveBeenCalledTimes(3));
    expect(message.mock.calls.map(([m]) => (m as ServerMessage).type)).toEqual(["hello", "error", "ack"]);
    expect(message.mock.calls[1]![0]).toEqual(long);
    connection.close();
  });
});

describe("MeetConnection answers to a record or a command", () => {
  let listener: { [K in keyof ConnectionListener]-?: Mock<NonNullable<ConnectionListener[K]>> };
  let connection: MeetConnection;
  let socket: FakeSocket;
  const record: ArrivalMessage = { type: "arrival", id: "r1", heat_id: "1-1", order: ["4", "5"], seen_start: 1 };
  const sentIds = () =>
    socket.sent
      .map((frame) => JSON.parse(frame) as { id?: string })
      .filter((m) => m.id)
      .map((m) => m.id);

  beforeEach(async () => {
    vi.useFakeTimers();
    FakeSocket.made = [];
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal("document", Object.assign(new EventTarget(), { visibilityState: "visible" }));
    vi.stubGlobal("window", network);
    listener = {
      message: vi.fn(),
      open: vi.fn(),
      gone: vi.fn(),
      refused: vi.fn(),
      problem: vi.fn(),
      pending: vi.fn(),
      settled: vi.fn(),
      clocked: vi.fn(),
    };
    connection = new MeetConnection("ws://zwemtijd.test/api/live/a.b", listener);
    await vi.advanceTimersByTimeAsync(0);
    socket = FakeSocket.made.at(-1)!;
    socket.accept();
  });

  afterEach(() => {
    connection.close();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // DESIGN 8f: the phone shows its clock's state and sends raw taps once it has one.
  it("tells the page the clock's estimate with every pong", () => {
    expect(listener.clocked).not.toHaveBeenCalled();
    const ping = JSON.parse(socket.sent.find((frame) => frame.includes('"ping"'))!) as { me: number };
    socket.say({ type: "pong", me: ping.me, you: ping.me + 1_000 });
    expect(listener.clocked).toHaveBeenCalledOnce();
    expect(listener.clocked.mock.calls[0]![0]).toMatchObject({ used: 1 });
    expect(listener.clocked.mock.calls[0]![0]!.offset).toBeCloseTo(1_000, -1);
  });

  // DESIGN 8: the room rolled back; the tap must reach it later, not vanish from the queue.
  it("keeps an official's record after the room's internal error and sends it again", async () => {
    connection.sendRecord(record);
    socket.say({ type: "error", id: "r1", code: "internal", message: "Er is iets misgegaan." });
    expect(listener.settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sentIds()).toEqual(["r1", "r1"]);
    socket.say({ type: "ack", id: "r1" });
    expect(listener.settled).toHaveBeenCalledExactlyOnceWith("r1", undefined);
  });

  // DESIGN 5: the page blocks on the maintenance dialog, and a tap refused for it reaches the room after it.
  it("announces maintenance; an official's record refused for it waits, and goes again on the socket that opens after it", async () => {
    expect(maintenanceAnnounced()).toBe(false);
    socket.say({ type: "maintenance", message: "Onderhoud" });
    expect(maintenanceAnnounced()).toBe(true);
    connection.sendRecord(record);
    socket.say({ type: "error", id: "r1", code: "maintenance", message: "Onderhoud" });
    expect(listener.settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sentIds()).toEqual(["r1"]);
    // The deploy that ends maintenance restarts the room: the socket opens again and the record goes.
    socket.closeWith(1006);
    await vi.advanceTimersByTimeAsync(REOPEN_DELAY_MS);
    socket = FakeSocket.made.at(-1)!;
    socket.accept();
    expect(sentIds()).toEqual(["r1"]);
    socket.say({ type: "ack", id: "r1" });
    expect(listener.settled).toHaveBeenCalledExactlyOnceWith("r1", undefined);
  });

  it("settles a refused record with the room's reason, and never sends it again", async () => {
    connection.sendRecord(record);
    socket.say({ type: "error", id: "r1", code: "not_started", message: "Deze serie is nog niet gestart." });
    expect(listener.settled).toHaveBeenCalledExactlyOnceWith("r1", "Deze serie is nog niet gestart.");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sentIds()).toEqual(["r1"]);
  });

  it("drops a control command after an internal error: the administrator presses again", async () => {
    connection.sendRecord({ type: "start", id: "c1", time: 1, accuracy: 5 });
    socket.say({ type: "error", id: "c1", code: "internal", message: "Er is iets misgegaan." });
    expect(listener.settled).toHaveBeenCalledExactlyOnceWith("c1", "Er is iets misgegaan.");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sentIds()).toEqual(["c1"]);
  });

  it("sends a referee's decision under a new id until the room acknowledges it (DESIGN 8b)", async () => {
    connection.send({ type: "settle", heat_id: "1-1", settled: true });
    const sent = JSON.parse(socket.sent.at(-1)!) as { type: string; id: string; settled: boolean };
    expect(sent).toMatchObject({ type: "settle", heat_id: "1-1", settled: true });
    expect(sent.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(listener.pending).toHaveBeenLastCalledWith(1);
    socket.say({ type: "ack", id: sent.id });
    expect(listener.pending).toHaveBeenLastCalledWith(0);
    expect(listener.settled).toHaveBeenCalledExactlyOnceWith(sent.id, undefined);
  });
});

describe("MeetConnection and the official's task (DESIGN 8b presence)", () => {
  let connection: MeetConnection;
  const tasks = (socket: FakeSocket) => socket.sent.map((frame) => JSON.parse(frame) as { type: string }).filter((m) => m.type === "task");

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal("document", Object.assign(new EventTarget(), { visibilityState: "visible" }));
    vi.stubGlobal("window", network);
    const listener = {
      message: vi.fn(),
      open: vi.fn(),
      gone: vi.fn(),
      refused: vi.fn(),
      problem: vi.fn(),
      pending: vi.fn(),
      settled: vi.fn(),
      clocked: vi.fn(),
    };
    connection = new MeetConnection("ws://zwemtijd.test/api/live/a.b", listener);
  });

  afterEach(() => {
    connection.close();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("sends the task on open, on every reconnect and when it changes, never as a pending record", async () => {
    connection.announce({ type: "task", task: { kind: "timekeeper", lane: "4" } });
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeSocket.made.at(-1)!;
    first.accept();
    expect(tasks(first)).toEqual([{ type: "task", task: { kind: "timekeeper", lane: "4" } }]);
    connection.announce({ type: "task", task: { kind: "judge" } });
    expect(tasks(first).at(-1)).toEqual({ type: "task", task: { kind: "judge" } });

    first.closeWith(1006);
    await vi.advanceTimersByTimeAsync(REOPEN_DELAY_MS * 4);
    const second = FakeSocket.made.at(-1)!;
    expect(second).not.toBe(first);
    second.accept();
    expect(tasks(second)).toEqual([{ type: "task", task: { kind: "judge" } }]);
  });
});
