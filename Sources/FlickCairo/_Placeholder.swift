// Temporary: replaced by the real sources of FlickCairo.
