import { join } from 'node:path';
import { grantAdmin } from './admin-permission.js';
import { readEnvFile } from './env-file.js';
import { repoRoot } from './repo-root.js';

// `npm run admin:grant -- <email>`: gives back-office access through the running backend.
const email = process.argv[2];
if (!email) {
  console.error('Uso: npm run admin:grant -- <email>');
  process.exit(1);
}
const env = await readEnvFile(join(repoRoot, '.env'));
const url = process.env.SUPABASE_URL ?? env.get('SUPABASE_URL');
const serviceKey = process.env.SUPABASE_SECRET_KEY ?? env.get('SUPABASE_SECRET_KEY');
if (!url || !serviceKey) {
  console.error('SUPABASE_URL e SUPABASE_SECRET_KEY não encontrados no .env: inicie o backend uma vez com "npm run backend".');
  process.exit(1);
}
try {
  const result = await grantAdmin(url, serviceKey, email);
  console.log(`${result.email} agora é administrador.`);
  console.log(
    result.userExists
      ? 'A conta já existe: o acesso vale no próximo login.'
      : 'Ainda não existe conta com este e-mail: o acesso valerá quando ela for criada.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
