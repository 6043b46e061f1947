import type { SqlRunner } from './database.js';

/**
 * The migrations leave the lead form's challenge unconfigured ('none': past the hourly caps no
 * answer passes), which is the safe default for a hosted project. The embedded backend is local
 * development and tests, where the stand-in (a box to tick) stands for Turnstile or hCaptcha; a
 * provider someone configured on purpose is left alone, as are schemas without the settings.
 */
export async function useLeadChallengeStandIn(sql: SqlRunner): Promise<void> {
  await sql.exec(`
    do $$ begin
      if to_regclass('private.lead_screening_settings') is not null then
        update private.lead_screening_settings set challenge_provider = 'stand-in' where challenge_provider = 'none';
      end if;
    end $$`);
}
