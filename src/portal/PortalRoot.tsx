// Loaded after login: the router and react-admin for everything under /app.
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import PortalApp from './PortalApp';

function ToLogin() {
  useEffect(() => window.location.replace('/'), []);
  return null;
}

export default function PortalRoot() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/app/*" element={<PortalApp />} />
        <Route path="*" element={<ToLogin />} />
      </Routes>
    </BrowserRouter>
  );
}
