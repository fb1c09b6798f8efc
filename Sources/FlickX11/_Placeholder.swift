// Temporary: replaced by the real sources of FlickX11.
