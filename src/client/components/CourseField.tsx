import MenuItem from "@mui/material/MenuItem";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { courseLabel } from "../../shared/labels";
import { COURSES } from "../../shared/para-points";
import { t } from "../i18n/texts";

/** DESIGN 8g: the pool a meet swims in, which decides its points (long course, or estimated short course). */
export function CourseField({ helperText, ...props }: TextFieldProps) {
  return (
    <TextField {...props} select label={t("staff.points.course.label")} helperText={helperText ?? t("staff.points.course.help")} fullWidth>
      {COURSES.map((course) => (
        <MenuItem key={course} value={course}>
          {courseLabel(course)}
        </MenuItem>
      ))}
    </TextField>
  );
}
