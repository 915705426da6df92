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
  app,
  dashboard: `${app}/dashboard`,
  meet: (id: Id) => `${app}/meets/${id}`,
  clubs: `${admin}/clubs`,
  club: (id: Id) => `${admin}/clubs/${id}`,
  meets: `${admin}/meets`,
  officials: `${admin}/officials`,
  official: (id: Id) => `${admin}/officials/${id}`,
  settings,
  profile: `${settings}/profile`,
  clubSettings: `${settings}/club`,
  team: `${settings}/team`,
} as const;
