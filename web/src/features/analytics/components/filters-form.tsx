import ExpandMore from '../../../components/icons/material/expand-more';
import FilterAltOutlined from '../../../components/icons/material/filter-alt-outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ANALYTICS_LIMITS, STATS_EARLIEST_DAY } from '@bela/contracts/constants';
import { useId, useState, type FormEvent } from 'react';
import { actionTypeList, defaultFilters, isoDay, loginMethods, periodError, type AnalyticsFilters, type AnalyticsTab, type PageFilter } from '../utils/analytics-view';
import { actionTypeLabels, capitalize, formatCount } from '../utils/format';

interface FiltersFormProps {
  /** The filters in force; the form edits a copy until 'Apply Filters' (or 'Reset', which applies the defaults). */
  applied: AnalyticsFilters;
  today: Date;
  onApply: (filters: AnalyticsFilters) => void;
  /** The tab shown: only the filters that apply to it are shown (issue 42); all of them when absent. */
  tab?: AnalyticsTab;
}

type FilterField = 'page' | 'limit' | 'actionType' | 'loginMethod' | 'userId';

/** Which filters apply to which tab; the period applies to every one. */
const FIELDS_OF: Record<AnalyticsTab, readonly FilterField[]> = {
  visits: ['page', 'limit'],
  admin: ['limit'],
  actions: ['limit', 'actionType'],
  logins: ['limit', 'loginMethod', 'userId'],
  business: [],
  conversations: [],
};

const pageLabels: Record<PageFilter, string> = { public: 'Public pages', admin: 'Admin pages', all: 'All pages' };

/** A native select: the platform's own picker on phones, plain keyboard use everywhere. */
const nativeSelect = { select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;

/** How many filters differ from the defaults (the period counts as one). */
function changedCount(filters: AnalyticsFilters, today: Date): number {
  const defaults = defaultFilters(today);
  const period = filters.startDate !== defaults.startDate || filters.endDate !== defaults.endDate;
  const others = (['page', 'limit', 'actionType', 'loginMethod', 'userId'] as const).filter((key) => filters[key] !== defaults[key]);
  return others.length + (period ? 1 : 0);
}

/**
 * The filters of SPEC section 2. Page applies to visits, Action Type to actions, Login Method and
 * User ID to logins. On a phone they fold away behind a 'Filters' button.
 */
export function FiltersForm({ applied, today, onApply, tab }: FiltersFormProps) {
  const shows = (field: FilterField) => !tab || (FIELDS_OF[tab] ?? []).includes(field);
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [expanded, setExpanded] = useState(false);
  const fieldsId = useId();
  const changed = changedCount(applied, today);
  const [draft, setDraft] = useState(applied);
  const invalidPeriod = periodError(draft, today);
  const set = <K extends keyof AnalyticsFilters>(key: K, value: AnalyticsFilters[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!invalidPeriod) onApply({ ...draft, userId: draft.userId.trim() });
  };

  // Reset puts the defaults in force at once (the form and the address), not only in the form.
  const reset = () => {
    const defaults = defaultFilters(today);
    setDraft(defaults);
    onApply(defaults);
  };

  return (
    <Paper component="form" onSubmit={onSubmit} aria-label="Filters" elevation={0} sx={{ p: { xs: 1.5, sm: 2.5 }, border: 1, borderColor: 'divider' }}>
      {compact && (
        <Button
          fullWidth
          color="inherit"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={fieldsId}
          startIcon={<FilterAltOutlined />}
          endIcon={<ExpandMore sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          sx={{ justifyContent: 'flex-start', '& .MuiButton-endIcon': { ml: 'auto' } }}
        >
          {changed > 0 ? `Filters (${changed} set)` : 'Filters'}
        </Button>
      )}
      <Collapse in={!compact || expanded} id={fieldsId}>
        <Box sx={{ display: 'grid', gap: 2, pt: compact ? 1.5 : 0, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          <TextField
            label="Start Date"
            type="date"
            size="small"
            value={draft.startDate}
            onChange={(event) => set('startDate', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: STATS_EARLIEST_DAY, max: draft.endDate || isoDay(today) } }}
          />
          <TextField
            label="End Date"
            type="date"
            size="small"
            value={draft.endDate}
            onChange={(event) => set('endDate', event.target.value)}
            error={Boolean(invalidPeriod)}
            helperText={invalidPeriod ?? undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.startDate || STATS_EARLIEST_DAY, max: isoDay(today) } }}
          />
          {shows('page') && (
            <TextField label="Page" size="small" value={draft.page} onChange={(event) => set('page', event.target.value as PageFilter)} {...nativeSelect}>
              {(Object.keys(pageLabels) as PageFilter[]).map((page) => (
                <option key={page} value={page}>
                  {pageLabels[page]}
                </option>
              ))}
            </TextField>
          )}
          {shows('limit') && (
          <TextField label="Limit" size="small" value={String(draft.limit)} onChange={(event) => set('limit', Number(event.target.value))} {...nativeSelect}>
            {ANALYTICS_LIMITS.map((limit) => (
              <option key={limit} value={limit}>
                {formatCount(limit)}
              </option>
            ))}
          </TextField>
          )}
          {shows('actionType') && (
          <TextField
            label="Action Type"
            size="small"
            value={draft.actionType}
            onChange={(event) => set('actionType', event.target.value as AnalyticsFilters['actionType'])}
            {...nativeSelect}
          >
            <option value="all">All action types</option>
            {actionTypeList.map((type) => (
              <option key={type} value={type}>
                {actionTypeLabels[type]}
              </option>
            ))}
          </TextField>
          )}
          {shows('loginMethod') && (
          <TextField
            label="Login Method"
            size="small"
            value={draft.loginMethod}
            onChange={(event) => set('loginMethod', event.target.value as AnalyticsFilters['loginMethod'])}
            {...nativeSelect}
          >
            <option value="all">All methods</option>
            {loginMethods.map((method) => (
              <option key={method} value={method}>
                {capitalize(method)}
              </option>
            ))}
          </TextField>
          )}
          {shows('userId') && (
          <TextField
            label="User ID"
            size="small"
            value={draft.userId}
            onChange={(event) => set('userId', event.target.value)}
            placeholder="Any user"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 128, spellCheck: false, autoComplete: 'off' } }}
          />
          )}
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Button type="submit" variant="contained" startIcon={<FilterAltOutlined />} disabled={Boolean(invalidPeriod)} sx={{ flex: 1, whiteSpace: 'nowrap' }}>
              Apply Filters
            </Button>
            <Button type="button" onClick={reset} sx={{ whiteSpace: 'nowrap' }}>
              Reset
            </Button>
          </Box>
        </Box>
      </Collapse>
    </Paper>
  );
}
