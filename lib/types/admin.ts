/** An admin account as the Admins page lists it (never the password hash). */

export interface AdminSummary {
  _id: string;
  email: string;
  createdAt: string;
  lastLoginAt: string | null;
}
