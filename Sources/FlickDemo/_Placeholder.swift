// Temporary: replaced by the real sources of FlickDemo.
