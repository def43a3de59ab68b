import { createSvgIcon } from '@mui/material/SvgIcon';

export default createSvgIcon(<path d="m22 12-4-4v3H3v2h15v3z" />, 'TrendingFlat');
