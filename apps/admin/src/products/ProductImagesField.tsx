import { useRef, type ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, TouchSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, Button, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import UpIcon from '@mui/icons-material/ArrowUpward';
import DownIcon from '@mui/icons-material/ArrowDownward';
import CloseIcon from '@mui/icons-material/Close';
import DragIcon from '@mui/icons-material/DragIndicator';
import PreparingIcon from '@mui/icons-material/HourglassTopOutlined';
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

/** Photos straight from a phone: converted in the browser before the rules check them. */
const ACCEPTED_TYPES = [...ALLOWED_IMAGE_MIME_TYPES, 'image/heic', 'image/heif'].join(',');

/**
 * The product's images in order: add, reorder (drag by mouse, touch or keyboard, or the
 * arrows), remove; a photo being prepared shows at once with its progress, and new ones upload
 * on save with theirs.
 */
export function ProductImagesField({ items, progress, disabled, onAdd, onRemove, onMove, onDrop }: ProductImagesFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // A short press-and-hold on touch screens, so a swipe still scrolls the dialog.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onDrop(String(active.id), String(over.id));
  };
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
          accept={ACCEPTED_TYPES}
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
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS }, announcements: ANNOUNCEMENTS }}>
          <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy} disabled={disabled}>
            <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Imagens do produto">
          {items.map((item, index) => (
            <SortableImage key={item.key} id={item.key} name={item.name} disabled={disabled}>
              {item.kind === 'saved' ? (
                <Thumbnail url={item.url} alt={`Imagem ${index + 1}`} size={56} />
              ) : item.kind === 'new' ? (
                <Box
                  component="img"
                  src={item.previewUrl}
                  alt={`Nova imagem ${index + 1}`}
                  sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
                />
              ) : (
                <Box sx={{ width: 56, height: 56, flexShrink: 0, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
                  <PreparingIcon color="action" />
                </Box>
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap title={item.name}>
                  {item.name}
                </Typography>
                {item.kind === 'preparing' ? (
                  <>
                    {/* Short enough to stay on one line beside the row's three buttons on a 390 px phone. */}
                    <Typography variant="caption" color="text.secondary" noWrap component="p">
                      Preparando… {Math.round(item.progress * 100)}%
                    </Typography>
                    <ProgressBar fraction={item.progress} label={`Preparo de ${item.name}`} />
                  </>
                ) : (
                  <>
                    <Typography variant="caption" color="text.secondary">
                      {index === 0 ? 'Capa' : `Posição ${index + 1}`}
                      {item.kind === 'new' ? ' · nova' : ''}
                    </Typography>
                    {item.kind === 'new' && progress[item.key] !== undefined && <ProgressBar fraction={progress[item.key]} label={`Envio de ${item.name}`} />}
                  </>
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
            </SortableImage>
          ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
    </Stack>
  );
}

const DRAG_INSTRUCTIONS = 'Para reordenar, pressione espaço ou Enter na alça, mova com as setas e pressione espaço ou Enter de novo para soltar; Esc cancela.';

const ANNOUNCEMENTS = {
  onDragStart: () => 'Imagem selecionada para mover.',
  onDragOver: ({ over }: { over: { id: string | number } | null }) => (over ? 'Imagem sobre outra posição.' : 'Imagem fora da lista.'),
  onDragEnd: ({ over }: { over: { id: string | number } | null }) => (over ? 'Imagem movida.' : 'Imagem solta fora da lista.'),
  onDragCancel: () => 'Movimento cancelado.',
};

/** One look for a photo's progress, whether it is being prepared or uploaded. */
function ProgressBar({ fraction, label }: { fraction: number; label: string }) {
  return <LinearProgress variant="determinate" value={Math.round(fraction * 100)} aria-label={label} sx={{ mt: 0.5 }} />;
}

/** One image row; its handle drags it by mouse, touch or keyboard. */
function SortableImage({ id, name, disabled, children }: { id: string; name: string; disabled: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <Stack
      ref={setNodeRef}
      component="li"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.5 : 1, bgcolor: 'background.paper', position: 'relative', zIndex: isDragging ? 1 : 'auto' }}
      data-testid="product-image-item"
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={`Arrastar ${name}`}
        disabled={disabled}
        sx={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <DragIcon fontSize="small" />
      </IconButton>
      {children}
    </Stack>
  );
}
