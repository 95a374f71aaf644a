import { z } from 'zod';

/** The user's settings, stored locally under `settings` (and on the account when signed in). */
export const SettingsSchema = z.object({
  /** Unset means "follow the system theme". */
  darkMode: z.boolean().optional(),
  sounds: z.boolean().default(true),
  reminderEnabled: z.boolean().default(false),
  /** HH:MM, 24-hour local time. */
  reminderTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .default('20:00'),
  /** The last local date (YYYY-MM-DD) a check-in reminder was shown. */
  reminderLastShown: z.string().optional(),
});

export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = SettingsSchema.parse({});
