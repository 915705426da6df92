// SPEC 2's paths, written once: the route table's patterns, the menus, the links and navigate() all
// use these. A path with an id is a function; the route table passes it the parameter (":meetId").
const app = "/app";
const admin = `${app}/admin`;
const settings = `${app}/settings`;

type Id = number | string;

export const paths = {
  login: "/login",
  forgotPassword: "/password/forgot",
  resetPassword: (token: string) => `/password/reset/${token}`,
  activate: "/activate",
  /** The mailed link that confirms an account's new address: until then the old one stays the account's. */
  confirmEmail: (token: string) => `/email/confirm/${token}`,
  /** DESIGN 8: the address of a meet's QR code, which opens the officials' page at step 2. */
  officialJoin: (joinKey: string) => `/official?key=${encodeURIComponent(joinKey)}`,
  /** DESIGN 8c: a meet's public live page, without login. */
  publicLive: (meetNumber: Id) => `/live/${meetNumber}`,
  app,
  dashboard: `${app}/dashboard`,
  meet: (id: Id) => `${app}/meets/${id}`,
  /** DESIGN 8c: the results screen; with ?hideNav the projector view of the active heat. */
  meetResults: (id: Id) => `${app}/meets/${id}/results`,
  clubs: `${admin}/clubs`,
  club: (id: Id) => `${admin}/clubs/${id}`,
  meets: `${admin}/meets`,
  officials: `${admin}/officials`,
  /** DESIGN 8g: World Para Swimming's points tables and the short-course factors. */
  pointTables: `${admin}/points`,
  official: (id: Id) => `${admin}/officials/${id}`,
  settings,
  profile: `${settings}/profile`,
  clubSettings: `${settings}/club`,
  team: `${settings}/team`,
} as const;
