/** Tables owned by the app itself (better-auth manages its own tables on the same database). */
export interface AppDatabase {
  app_meta: {
    key: string;
    value: string;
  };
}
