import { createSvgIcon } from '@mui/material/SvgIcon';

export default createSvgIcon([
  <path key="0" d="M19 8h-1V3H6v5H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3M8 5h8v3H8zm8 12v2H8v-4h8zm2-2v-2H6v2H4v-4c0-.55.45-1 1-1h14c.55 0 1 .45 1 1v4z" />,
  <circle key="1" cx="18" cy="11.5" r="1" />,
], 'PrintOutlined');
