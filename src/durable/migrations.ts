// drizzle-kit's generated index imports .sql files, which neither Vite nor workerd loads as text;
// `?raw` does, in the build and in the tests alike. Add a line per new migration.
import journal from "../../drizzle/meet-room/meta/_journal.json";
import m0000 from "../../drizzle/meet-room/0000_init.sql?raw";
import m0001 from "../../drizzle/meet-room/0001_command_message.sql?raw";
import m0002 from "../../drizzle/meet-room/0002_event_kind.sql?raw";
import m0003 from "../../drizzle/meet-room/0003_event_message.sql?raw";
import m0004 from "../../drizzle/meet-room/0004_import_base.sql?raw";

export default { journal, migrations: { m0000, m0001, m0002, m0003, m0004 } };
