import { useCallback, useEffect, useState } from "react";
import { browserStorage, chooseLanguage, readLanguage, rememberLanguage, type PublicLanguage } from "./language";

/** The page's language: remembered choice, else the browser's; sets <html lang> while the page is open. */
export function usePublicLanguage(): [PublicLanguage, (language: PublicLanguage) => void] {
  const [language, setLanguage] = useState<PublicLanguage>(() =>
    chooseLanguage(readLanguage(browserStorage()), typeof navigator === "undefined" ? null : navigator.language),
  );
  const choose = useCallback((next: PublicLanguage) => {
    rememberLanguage(browserStorage(), next);
    setLanguage(next);
  }, []);
  useEffect(() => {
    const before = document.documentElement.lang;
    document.documentElement.lang = language;
    return () => {
      document.documentElement.lang = before;
    };
  }, [language]);
  return [language, choose];
}
