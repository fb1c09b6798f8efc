// The demo app is built on FlickTesting's scenario runner, trace and file helpers (and `flick`'s
// commands on its errors and sizes): everything importing FlickDemo sees them too.
@_exported import FlickTesting
