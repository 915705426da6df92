import MenuItem from "@mui/material/MenuItem";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { COURSE_LABELS } from "../../shared/labels";
import { COURSES } from "../../shared/para-points";
import { nlPoints } from "../texts/nl-points";

const t = nlPoints.course;

/** DESIGN 8g: the pool a meet swims in, which decides its points (long course, or estimated short course). */
export function CourseField({ helperText, ...props }: TextFieldProps) {
  return (
    <TextField {...props} select label={t.label} helperText={helperText ?? t.help} fullWidth>
      {COURSES.map((course) => (
        <MenuItem key={course} value={course}>
          {COURSE_LABELS[course]}
        </MenuItem>
      ))}
    </TextField>
  );
}
