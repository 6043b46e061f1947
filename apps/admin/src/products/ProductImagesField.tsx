import { useRef, useState } from 'react';
import { Box, Button, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import UpIcon from '@mui/icons-material/ArrowUpward';
import DownIcon from '@mui/icons-material/ArrowDownward';
import CloseIcon from '@mui/icons-material/Close';
import { ALLOWED_IMAGE_MIME_TYPES, RECOMMENDED_IMAGE_SIZE_PX } from '@oneboss/domain';
import { Thumbnail } from '../ui/Thumbnail';
import type { DraftImage } from './imageDraft';

export interface ProductImagesFieldProps {
  items: DraftImage[];
  /** Upload progress of new images during the save, by draft key. */
  progress: Record<string, number>;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, step: -1 | 1) => void;
  onDrop: (draggedKey: string, targetKey: string) => void;
}

/** The product's images in order: add, reorder (drag or arrows), remove; new ones upload on save. */
export function ProductImagesField({ items, progress, disabled, onAdd, onRemove, onMove, onDrop }: ProductImagesFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Imagens
        </Typography>
        <Button size="small" variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()} disabled={disabled}>
          Adicionar imagens
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={ALLOWED_IMAGE_MIME_TYPES.join(',')}
          aria-label="Selecionar imagens do produto"
          data-testid="product-images-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) onAdd(files);
          }}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        PNG, JPEG ou WebP, até 5 MB cada. Tamanho recomendado: {RECOMMENDED_IMAGE_SIZE_PX}x{RECOMMENDED_IMAGE_SIZE_PX} px. A primeira imagem é a capa.
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhuma imagem adicionada.
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Imagens do produto">
          {items.map((item, index) => (
            <Stack
              key={item.key}
              component="li"
              direction="row"
              spacing={1}
              draggable={!disabled}
              onDragStart={() => setDragged(item.key)}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged) onDrop(dragged, item.key);
                setDragged(null);
              }}
              sx={{ alignItems: 'center', cursor: disabled ? 'default' : 'grab', opacity: dragged === item.key ? 0.5 : 1 }}
              data-testid="product-image-item"
            >
              {item.kind === 'saved' ? (
                <Thumbnail url={item.url} alt={`Imagem ${index + 1}`} size={56} />
              ) : (
                <Box
                  component="img"
                  src={item.previewUrl}
                  alt={`Nova imagem ${index + 1}`}
                  sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
                />
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap title={item.name}>
                  {item.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {index === 0 ? 'Capa' : `Posição ${index + 1}`}
                  {item.kind === 'new' ? ' · nova' : ''}
                </Typography>
                {item.kind === 'new' && progress[item.key] !== undefined && (
                  <LinearProgress
                    variant="determinate"
                    value={Math.round(progress[item.key] * 100)}
                    aria-label={`Envio de ${item.name}`}
                    sx={{ mt: 0.5 }}
                  />
                )}
              </Box>
              <Tooltip title="Mover para cima">
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Mover ${item.name} para cima`}
                    disabled={disabled || index === 0}
                    onClick={() => onMove(item.key, -1)}
                  >
                    <UpIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Mover para baixo">
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Mover ${item.name} para baixo`}
                    disabled={disabled || index === items.length - 1}
                    onClick={() => onMove(item.key, 1)}
                  >
                    <DownIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Remover imagem">
                <IconButton size="small" color="error" aria-label={`Remover ${item.name}`} onClick={() => onRemove(item.key)}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
