import { createSvgIcon } from '@mui/material/SvgIcon';

export default createSvgIcon(<path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />, 'KeyboardArrowDown');
