import Foundation

/// A table of a Markdown document, found by its header row: its rows as trimmed cells.
struct MarkdownTable {
    let rows: [[String]]

    /// The table whose header row is `header` (cells compared trimmed), or nil.
    init?(in document: String, header: [String]) {
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { MarkdownTable.cells($0) == header }) else { return nil }
        rows = lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map(MarkdownTable.cells)
    }

    private static func cells(_ line: String) -> [String] {
        guard line.hasPrefix("|") else { return [] }
        return line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The names in a cell written in backticks: "`CX11`, `CCairo`" gives CX11 and CCairo.
    static func codeNames(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The comma-separated names of a cell ("—" for none).
    static func listedNames(_ cell: String) -> [String] {
        cell == "—" ? [] : cell.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
