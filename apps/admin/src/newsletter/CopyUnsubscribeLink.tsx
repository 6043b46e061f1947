import { IconButton, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { newsletterUnsubscribeUrl } from '@oneboss/domain';
import { env } from '../providers/env';
import { useToast } from '../ui/toast';

/** Copies a subscriber's own unsubscribe link, for an e-mail sent to them alone (the CSV has every link). */
export function CopyUnsubscribeLink({ email, token }: { email: string; token: string }) {
  const toast = useToast();
  const url = newsletterUnsubscribeUrl(env.storefrontUrl, token);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast('Link copiado', { description: `Link de descadastro de ${email}.`, variant: 'success' });
    } catch {
      toast('Não foi possível copiar', { description: url, variant: 'error' });
    }
  }
  return (
    <Tooltip title="Copiar link de descadastro">
      <IconButton size="small" aria-label={`Copiar link de descadastro de ${email}`} data-unsubscribe-url={url} onClick={() => void copy()}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
