import { Box, Text } from '@chakra-ui/react';
import { passwordRules } from '@oneboss/domain';

/** The rules of a new password, each marked as met while it is typed, before anything is sent. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <Box as="ul" listStyleType="none" fontSize="sm" data-testid="password-rules">
      {passwordRules(password).map((rule) => (
        <Text as="li" key={rule.label} color={rule.met ? 'fg.success' : 'fg.muted'} data-met={rule.met}>
          {rule.met ? '✓' : '•'} {rule.label}
          <Box as="span" srOnly>
            {rule.met ? ' (atendido)' : ' (ainda não atendido)'}
          </Box>
        </Text>
      ))}
    </Box>
  );
}
