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
}
