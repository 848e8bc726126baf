import { createContext, useContext } from "react";

/** The CSP nonce of the current response; empty in the browser, which hides nonces anyway. */
export const NonceContext = createContext<string>("");
export const useNonce = () => useContext(NonceContext);
