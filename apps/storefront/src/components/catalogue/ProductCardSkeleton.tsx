import { Box, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

export function ProductCardSkeleton() {
  return (
    <Box bg="bg.subtle" borderWidth="1px" borderColor="border.muted" rounded="md" overflow="hidden" data-testid="product-card-skeleton">
      <Skeleton aspectRatio="4 / 3" rounded="0" />
      <Stack gap="3" p={{ base: '3', sm: '4' }}>
        <Skeleton h="3" w="40%" />
        <SkeletonText noOfLines={2} />
        <Skeleton h="6" w="50%" />
      </Stack>
    </Box>
  );
}
