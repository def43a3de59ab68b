import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SimplePage } from '../../../components/layout/simple-page';
import { useContactDefaults } from '../hooks/use-contact-defaults';
import { ContactForm } from './contact-form';

/** /contact: the Contact Support page, prefilled with the signed-in member's name and e-mail. */
export function ContactPage() {
  const defaults = useContactDefaults();
  return (
    <SimplePage maxWidth="sm">
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 34, sm: 44 }, mb: 1.5 }}>
        Contact Support
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        Questions about your account, billing or anything else? Send us a message and we will reply by e-mail.
      </Typography>
      <Paper elevation={0} sx={{ p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
        <ContactForm defaultName={defaults.name} defaultEmail={defaults.email} />
      </Paper>
    </SimplePage>
  );
}
