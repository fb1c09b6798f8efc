// Flick's own tests import FlickTestSupport for its checks and PackageRoot, and get FlickTesting
// (the harness, gesture scripts, the scenario runner, the Xvfb launcher) with it.
@_exported import FlickTesting
