/** The signed-in user as SPEC section 3 names the profile. */
export interface Profile {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  is_admin: boolean;
  club_id: number | null;
}
