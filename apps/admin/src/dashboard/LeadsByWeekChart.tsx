import { useTheme } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { leadsOfWeek } from './dashboardLinks';
import { formatCount, formatWeek } from './format';
import { ChartFrame } from './ChartFrame';

/** Leads per week over the last twelve; a bar opens that week's leads. */
export function LeadsByWeekChart({ data }: { data: readonly { week: string; count: number }[] }) {
  const theme = useTheme();
  const navigate = useNavigate();
  return (
    <ChartFrame label="Gráfico de leads por semana">
      <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="week" tickFormatter={formatWeek} tick={{ fontSize: 12 }} minTickGap={8} />
        <YAxis allowDecimals={false} tickFormatter={formatCount} tick={{ fontSize: 12 }} />
        <Tooltip labelFormatter={(week) => `Semana de ${formatWeek(String(week))}`} formatter={(value) => [formatCount(Number(value)), 'Leads']} />
        <Bar
          dataKey="count"
          fill={theme.palette.secondary.main}
          radius={[4, 4, 0, 0]}
          cursor="pointer"
          onClick={(entry) => {
            const week = (entry as { payload?: { week?: string } }).payload?.week;
            if (week) navigate(leadsOfWeek(week));
          }}
        />
      </BarChart>
    </ChartFrame>
  );
}
