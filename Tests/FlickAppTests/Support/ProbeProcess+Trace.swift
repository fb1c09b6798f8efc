import Foundation

/// Reading the trace contract (`FLICK_TRACE=1`, JSON Lines) from a program's output.
extension ProbeProcess {
    /// A trace line's fields, or nil for a line that is not one (a program's own report lines).
    static func traceFields(_ line: String) -> [String: Any]? {
        guard line.hasPrefix("{") else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    /// Waits for the first trace line of `type` from index `from` on that `matches`.
    @discardableResult
    func waitForTrace(_ type: String, from: Int = 0,
                      where matches: @escaping ([String: Any]) -> Bool = { _ in true }) throws -> (index: Int, fields: [String: Any]) {
        let found = try waitFor("a '\(type)' trace line", from: from) { line in
            guard let f = Self.traceFields(line) else { return false }
            return f["type"] as? String == type && matches(f)
        }
        return (found.index, Self.traceFields(found.line)!)
    }

    /// The state lines among the lines `range` whose keys start with `prefix`, as "KEY VALUE".
    func stateChanges(_ range: Range<Int>, _ prefix: String) -> [String] {
        lines(range).compactMap(Self.traceFields).compactMap { f -> String? in
            guard f["type"] as? String == "state", let key = f["key"] as? String, key.hasPrefix(prefix) else { return nil }
            return "\(key) \(f["value"] as? String ?? "")"
        }
    }

    /// The X window id a `ready` line names, in decimal (as xdotool takes it).
    static func windowID(ofReady fields: [String: Any]) -> String? {
        guard let hex = fields["window"] as? String, let id = UInt(hex.dropFirst(2), radix: 16) else { return nil }
        return String(id, radix: 10)
    }
}
