import { join } from 'node:path';
import { grantAdmin, type GrantedAccount } from './admin-permission.js';
import { readEnvFile } from './env-file.js';
import { repoRoot } from './repo-root.js';

// `npm run admin:grant -- <email>`: gives back-office access through the running backend.
const ACCOUNT_MESSAGES: Record<GrantedAccount, string> = {
  unchanged: 'A conta já existe: o acesso vale no próximo login.',
  created: 'Conta criada com o e-mail confirmado e sem senha: defina a senha em "Esqueceu sua senha?" no painel.',
  confirmed:
    'A conta existia sem e-mail confirmado: agora está confirmada e a senha cadastrada foi invalidada ' +
    '(quem a criou não provou ser dono do e-mail). Defina uma nova em "Esqueceu sua senha?" no painel.',
};

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
  console.log(ACCOUNT_MESSAGES[result.account]);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
