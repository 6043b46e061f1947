/** Build-time settings (docs/contracts.md); only the public anon key ever reaches this bundle. */
export const env = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL as string,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY as string,
  storefrontUrl: (import.meta.env.VITE_STOREFRONT_URL as string | undefined) || 'http://localhost:4200',
  adminDefaultEmail: (import.meta.env.VITE_ADMIN_DEFAULT_EMAIL as string | undefined) || '',
};
