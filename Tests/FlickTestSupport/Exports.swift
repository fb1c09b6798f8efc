// Flick's own tests import FlickTestSupport for its checks and PackageRoot, and get FlickTesting
// (the harness, gesture scripts, the Xvfb launcher) and FlickTracing (the scenario runner, the
// trace, goldens) with it.
@_exported import FlickTesting
@_exported import FlickTracing
