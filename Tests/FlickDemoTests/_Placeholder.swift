// Temporary: replaced by real tests.
