import Foundation

/// How often a process was switched out: what an idle process must not be.
enum ContextSwitches {
    /// Voluntary plus involuntary context switches of every thread of process `pid`.
    static func count(of pid: Int32) throws -> Int {
        var total = 0
        for task in try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") {
            let status = try String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)
            for line in status.split(separator: "\n") where line.contains("ctxt_switches") {
                total += Int(line.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
            }
        }
        return total
    }
}
