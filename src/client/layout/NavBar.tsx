import { useState } from "react";
import { NavLink, useNavigate } from "react-router-dom";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Icon from "@mui/material/Icon";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import type { Language } from "../../shared/i18n/languages";
import { api } from "../api";
import { UserAvatar } from "../components/UserAvatar";
import { fullName, initials } from "../format";
import { useProfile, useSession } from "../session";
import { LanguageSwitch } from "../i18n/LanguageSwitch";
import { t } from "../i18n/texts";
import { paths } from "../paths";

// SPEC 6: the admin menus are for administrators; everyone else has the dashboard.
const adminItems = () => [
  { to: paths.clubs, label: t("staff.clubs.title"), icon: "groups" },
  { to: paths.meets, label: t("staff.meets.title"), icon: "pool" },
  { to: paths.officials, label: t("staff.officials.title"), icon: "sports" },
  { to: paths.pointTables, label: t("staff.points.page.nav"), icon: "leaderboard" },
];
const clubItems = () => [{ to: paths.dashboard, label: t("staff.nav.dashboard"), icon: "dashboard" }];

export function NavBar() {
  const profile = useProfile();
  const { logout, updateProfile } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = profile.is_admin ? adminItems() : clubItems();
  // On a phone three labels do not fit beside the logo and avatar: icons only there.
  const iconsOnly = items.length > 1;

  const close = () => setAnchor(null);
  // DESIGN 12: a signed-in user's switch is their account's language too, for the next sign-in and the mails.
  const storeLanguage = (language: Language) =>
    void api.session.updateProfile({ first_name: profile.first_name, last_name: profile.last_name, language }).then(
      (saved) => updateProfile({ language: saved.language }),
      // The page has switched all the same; the account keeps its language until the next choice.
      () => undefined,
    );

  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <Box
          component="img"
          src="/logo.svg"
          alt=""
          sx={{ width: 32, height: 32, mr: 1, borderRadius: 1, bgcolor: "common.white", p: 0.25 }}
        />
        <Typography variant="h6" component="div" sx={{ mr: 2, display: { xs: "none", sm: "block" } }}>
          {t("common.app.name")}
        </Typography>
        <Box component="nav" sx={{ display: "flex", gap: 0.5, flexGrow: 1, overflowX: "auto" }}>
          {items.map((item) => (
            <Button
              key={item.to}
              component={NavLink}
              to={item.to}
              color="inherit"
              aria-label={item.label}
              startIcon={<Icon>{item.icon}</Icon>}
              sx={{
                flexShrink: 0,
                // The page's item is darker and underlined: a lighter tint or a fainter text would fall below 4.5:1.
                "&.active": { bgcolor: "rgba(0,0,0,0.2)", boxShadow: "inset 0 -3px 0 #fff" },
                minWidth: { xs: 44, sm: 64 },
                "& .MuiButton-startIcon": { mr: { xs: iconsOnly ? 0 : 1, sm: 1 } },
              }}
            >
              <Box component="span" sx={{ display: { xs: iconsOnly ? "none" : "inline", sm: "inline" } }}>
                {item.label}
              </Box>
            </Button>
          ))}
        </Box>
        {/* On a phone the bar has no room for it beside the menus: it is in the account menu there. */}
        <Box sx={{ display: { xs: "none", sm: "block" }, flexShrink: 0 }}>
          <LanguageSwitch onBar onChange={storeLanguage} />
        </Box>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t("staff.nav.accountMenu", { initials: initials(profile.first_name, profile.last_name) })}
          aria-haspopup="menu"
          aria-controls={anchor ? "account-menu" : undefined}
          sx={{ p: 0.5 }}
        >
          <UserAvatar person={profile} colour="secondary.main" />
        </IconButton>
        <Menu
          id="account-menu"
          anchorEl={anchor}
          open={!!anchor}
          onClose={close}
          anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
          transformOrigin={{ vertical: "top", horizontal: "right" }}
        >
          <Box sx={{ px: 2, py: 1, display: "flex", alignItems: "center", gap: 1.5 }}>
            <UserAvatar person={profile} size={40} />
            <div>
              <Typography variant="subtitle1">{fullName(profile)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {profile.username}
              </Typography>
            </div>
          </Box>
          <Box sx={{ display: { xs: "flex", sm: "none" }, px: 2, pb: 1 }}>
            <LanguageSwitch onChange={storeLanguage} />
          </Box>
          <Divider />
          <MenuItem
            onClick={() => {
              close();
              navigate(paths.profile);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small">person</Icon>
            </ListItemIcon>
            {t("staff.nav.account")}
          </MenuItem>
          <MenuItem
            onClick={() => {
              close();
              void logout();
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small">logout</Icon>
            </ListItemIcon>
            {t("staff.nav.logout")}
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
