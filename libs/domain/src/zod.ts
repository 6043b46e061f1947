import { config, z } from 'zod';

// zod probes `new Function('')` when the first object schema is built, unless it is jitless; a
// page whose Content-Security-Policy forbids eval reports that probe as a violation even though
// zod catches it. Every schema here imports z through this module, so the setting comes first.
config({ jitless: true });

export { z };
