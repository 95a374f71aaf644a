export interface AppUser {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  /**
   * Only on the record of whose data is held (`heldData`): that person logged out on this
   * device and chose to leave their data here, rather than being signed out elsewhere.
   */
  loggedOutHere?: boolean;
  /**
   * Also only there: a fingerprint of each of that person's records and drafts as they logged
   * out (see sign-out.ts), so removing their data keeps what was written here after.
   */
  prints?: Record<string, string>;
}
