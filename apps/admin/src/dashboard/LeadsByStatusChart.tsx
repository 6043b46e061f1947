import { useTheme } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { LEAD_STATUS_LABELS, type LeadStatus } from '@oneboss/domain';
import { useIsMobile } from '../shared/useIsMobile';
import { leadsWithStatus } from './dashboardLinks';
import { formatCount } from './format';
import { ChartFrame } from './ChartFrame';

/** The statuses' axis, every label shown, and the counts' axis, whichever way the bars point. */
const STATUS_AXIS = { dataKey: 'label', tick: { fontSize: 12 }, interval: 0 } as const;
const COUNT_AXIS = { allowDecimals: false, tickFormatter: formatCount, tick: { fontSize: 12 } } as const;

/** Leads per status; a bar opens the board filtered by it (the links under the chart do the same). */
export function LeadsByStatusChart({ data }: { data: readonly { status: LeadStatus; count: number }[] }) {
  const theme = useTheme();
  const navigate = useNavigate();
  // Five labels side by side need about 350 px: on a phone the bars lie down, a label to a row.
  const lying = useIsMobile();
  const rows = data.map((row) => ({ ...row, label: LEAD_STATUS_LABELS[row.status] }));
  return (
    <ChartFrame label="Gráfico de leads por status">
      <BarChart data={rows} layout={lying ? 'vertical' : 'horizontal'} margin={{ top: 8, right: 8, bottom: 0, left: lying ? 0 : -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={lying} horizontal={!lying} />
        {lying ? (
          <>
            <XAxis type="number" {...COUNT_AXIS} />
            <YAxis type="category" {...STATUS_AXIS} width={84} />
          </>
        ) : (
          <>
            <XAxis {...STATUS_AXIS} />
            <YAxis {...COUNT_AXIS} />
          </>
        )}
        <Tooltip formatter={(value) => [formatCount(Number(value)), 'Leads']} />
        <Bar
          dataKey="count"
          fill={theme.palette.primary.main}
          radius={lying ? [0, 4, 4, 0] : [4, 4, 0, 0]}
          cursor="pointer"
          onClick={(entry) => {
            const status = (entry as { payload?: { status?: LeadStatus } }).payload?.status;
            if (status) navigate(leadsWithStatus(status));
          }}
        />
      </BarChart>
    </ChartFrame>
  );
}
