import { createSvgIcon } from '@mui/material/SvgIcon';

export default createSvgIcon(<path d="M8 6h8c1.1 0 2 .9 2 2v8c0 1.1-.9 2-2 2H8c-1.1 0-2-.9-2-2V8c0-1.1.9-2 2-2" />, 'StopRounded');
