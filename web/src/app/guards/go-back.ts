import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';

/** Goes back in history, or home when this page was the first one opened. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key === 'default') navigate(paths.home, { replace: true });
    else navigate(-1);
  }, [location.key, navigate]);
}
