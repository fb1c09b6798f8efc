import FlickKit
import FlickHost
import FlickTracing
import FlickX11
import Foundation

extension FlickApp {
    /// `FLICK_RECORD=FILE FLICK_RECORD_OUT=DIR`: replays the scenario `script` on `root` headless
    /// (no display) on virtual time into `out`, as `flick record` does: a window of
    /// `configuration.size` at `configuration.scale` (else 1; `FLICK_SCALE` and `Xft.dpi` are not
    /// read, so recordings stay reproducible) and `configuration.fps` (else 60), in the theme
    /// `FLICK_THEME` or else `configuration.theme` names (`system` draws dark: the system's scheme is
    /// not read either), each file's path printed as it is written; `match` lines compare with
    /// (or, updating, write) the goldens as `goldens` says (`RunRequest` reads them from
    /// `FLICK_RECORD_GOLDENS` and the rest). Pictures are decoded as they are asked for, the
    /// recording waiting for each (`RecordingPictureLoader`), so a photo shows as live. Returns
    /// the scenario's status: 0; 1 for a failed `expect` or `match`; 2 for bad input (a missing
    /// file, a syntax error, an unwritable folder), with a message on stderr.
    static func record(_ root: any Component, configuration: FlickAppConfiguration, script: String, out: String,
                       goldens: GoldenMatching) -> Int32 {
        // A stdout that went away must fail the write of a path (EPIPE), not end the program silently.
        signal(SIGPIPE, SIG_IGN)
        var outputFailure: FlickError?
        do {
            let scale = try UIScale.validatedOption(configuration.scale ?? 1)
            // As large as the live window would be: never below the configuration's minimum.
            let size = Size(max(configuration.size.width, configuration.minimumSize.width) * scale,
                            max(configuration.size.height, configuration.minimumSize.height) * scale)
            let fps = Int(min(max((configuration.fps ?? X11Window.fallbackFPS).rounded(), 1), 240))
            // The system is never read: `system` draws dark.
            let appearance = try configuration.chosenTheme(environment: ProcessInfo.processInfo.environment).resolved(system: nil)
            let lines = try ScenarioParser.parse(file: script, names: .environment)
            _ = try ScenarioRecorder.record(lines, out: out, size: size, fps: fps, scale: scale,
                                            goldens: goldens, names: .environment,
                                            onFileWritten: { path in
                do { try StandardOutput.writeLine(path) } catch {
                    outputFailure = outputFailure ?? (error as? FlickError)
                }
            }) { size, scale, now in
                // Pictures are decoded while the recording waits: each shows in the frame that asks for it.
                let host = ComponentHost(root, size: size, scale: scale,
                                         pictureLoader: RecordingPictureLoader(maxBytes: configuration.pictureBytes), now: now)
                host.environment.appearance = appearance
                // A recording has no window manager: a header bar shows what it shows on a bare X server.
                if configuration.decoratesItself(root, now: now) { host.environment.windowDecorations = .withoutWindowManager }
                return AppContent(host: host, title: configuration.title, trace: nil)
            }
        } catch let error as FlickError {
            if error.isLocated {
                FileHandle.standardError.write(Data((error.message + "\n").utf8))
            } else {
                report(error.message)
            }
            return error.exitCode
        } catch let error as UIScale.BadValue {
            report(error.message)
            return 2
        } catch {
            report("\(error)")
            return 1
        }
        if let outputFailure {
            report(outputFailure.message)
            return outputFailure.exitCode
        }
        return 0
    }
}
