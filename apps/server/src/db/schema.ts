/** Tables owned by the app itself (better-auth manages its own tables on the same database). */
export interface AppDatabase {
  app_meta: {
    key: string;
    value: string;
  };
  sync_user: {
    user_id: string;
    seq: number | string;
    bytes: number | string;
    cleared_seq: number | string;
  };
  sync_rate: {
    user_id: string;
    window_start: number | string;
    count: number;
  };
  sync_record: {
    user_id: string;
    kind: string;
    key: string;
    value: string | null;
    updated_at: number | string;
    deleted: number;
    seq: number | string;
    size: number;
  };
}
