import FlickApp
import Foundation

/// The probe's text and clipboard program: a view that reports every key with the text it typed
/// (`key NAME text HEX`, HEX the text's UTF-8 bytes in hex, `-` for none) and `drawn` at its first
/// scene, and takes clipboard commands on stdin, one a line, run on the UI thread:
///   copy SELECTION FILE   copies FILE's text (UTF-8) to SELECTION (clipboard or primary): `copied SELECTION BYTES`
///   read SELECTION FILE   reads SELECTION into FILE: `read SELECTION BYTES MS` when it arrives (MS after
///                         the command ran), or `read SELECTION nil MS`
enum TextProbe {
    /// The view `FlickApp.run` shows; the thread that reads the commands starts from the loop, so
    /// it inherits the loop's blocked signals (SIGTERM then ends the run, not the process).
    static func make() -> Component {
        FlickApp.post {
            Thread {
                while let line = readLine() {
                    FlickApp.post { run(line) }
                }
            }.start()
        }
        return TextProbeView()
    }

    private static func run(_ line: String) {
        let words = line.split(separator: " ", maxSplits: 2).map(String.init)
        guard words.count == 3, let selection = ClipboardSelection(rawValue: words[1]) else {
            return ProbeOutput.line("bad command \(line)")
        }
        let file = words[2]
        switch words[0] {
        case "copy":
            guard let data = FileManager.default.contents(atPath: file) else { return ProbeOutput.line("no file \(file)") }
            Clipboard.copy(String(decoding: data, as: UTF8.self), selection: selection)
            ProbeOutput.line("copied \(selection.rawValue) \(data.count)")
        case "read":
            let start = DispatchTime.now().uptimeNanoseconds
            Clipboard.read(selection: selection) { text in
                let ms = (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                guard let text else { return ProbeOutput.line("read \(selection.rawValue) nil \(ms)") }
                _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
                ProbeOutput.line("read \(selection.rawValue) \(text.utf8.count) \(ms)")
            }
        default:
            ProbeOutput.line("bad command \(line)")
        }
    }
}

/// Fills its size in blue and reports keys with their text.
private final class TextProbeView: Component {
    private var size = Size.zero
    private var drawn = false

    func layout(size: Size, now: Double) { self.size = size }

    func handle(_ gesture: Gesture, now: Double) -> Bool {
        guard case .key(let key) = gesture else { return false }
        let hex = key.text.utf8.map { String(format: "%02x", $0) }.joined()
        ProbeOutput.line("key \(key.description.isEmpty ? "-" : key.description) text \(hex.isEmpty ? "-" : hex)")
        return true
    }

    func scene(now: Double) -> SceneNode {
        if !drawn {
            drawn = true
            ProbeOutput.line("drawn")
        }
        return .fill(Rect(x: 0, y: 0, width: size.width, height: size.height), ProbeView.colors[0])
    }

    func isAnimating(now: Double) -> Bool { false }

    var state: [String: String] { [:] }
}
