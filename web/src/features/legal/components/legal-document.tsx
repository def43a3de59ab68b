import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SimplePage } from '../../../components/layout/simple-page';
import type { LegalSection } from '../content/legal-section';

interface LegalDocumentProps {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** A legal text with numbered sections and comfortable reading measure. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <SimplePage maxWidth="md">
      <Box component="article" sx={{ maxWidth: '72ch', mx: 'auto', fontSize: { xs: 16, sm: 17 }, lineHeight: 1.7 }}>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 34, sm: 44 }, mb: 2 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: 'inherit', lineHeight: 'inherit', mb: 4 }}>{intro}</Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, counterReset: 'section' }}>
          {sections.map((section, index) => (
            <Box component="li" key={section.title} sx={{ mb: 4 }}>
              <Typography variant="h5" component="h2" sx={{ fontSize: { xs: 21, sm: 24 }, mb: 1.25 }}>
                <Box component="span" sx={{ color: 'primary.main', mr: 1 }}>
                  {index + 1}.
                </Box>
                {section.title}
              </Typography>
              {section.paragraphs.map((paragraph) => (
                <Typography key={paragraph} sx={{ fontSize: 'inherit', lineHeight: 'inherit', mb: 1.5 }}>
                  {paragraph}
                </Typography>
              ))}
              {section.bullets && (
                <Box component="ul" sx={{ pl: 3, my: 1, '& li': { mb: 0.75 } }}>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </Box>
              )}
              {section.links?.map((link) => (
                <Link key={link.to} component={RouterLink} to={link.to} sx={{ fontWeight: 600 }}>
                  {link.label}
                </Link>
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </SimplePage>
  );
}
