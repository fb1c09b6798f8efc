/// Edges between named parts (targets, folders), each with the first place that makes it, and
/// the cycles among them.
struct DependencyGraph {
    /// Where an edge comes from, for messages: `RunRequest.swift:3` or `SwiperSlots.wrap (Bars/PageIndicator.swift)`.
    private(set) var witnesses: [String: [String: String]] = [:]

    /// Adds `from -> to` (not an edge to itself), keeping the first witness.
    mutating func add(_ from: String, _ to: String, witness: String) {
        guard from != to, witnesses[from]?[to] == nil else { return }
        witnesses[from, default: [:]][to] = witness
    }

    var nodes: [String] {
        Set(witnesses.keys).union(witnesses.values.flatMap(\.keys)).sorted()
    }

    var edgeCount: Int { witnesses.values.reduce(0) { $0 + $1.count } }

    func targets(of node: String) -> [String] { (witnesses[node] ?? [:]).keys.sorted() }

    func witness(_ from: String, _ to: String) -> String? { witnesses[from]?[to] }

    /// The graph without the edges `removing` names.
    func removing(_ edges: [(from: String, to: String)]) -> DependencyGraph {
        var copy = self
        for edge in edges { copy.witnesses[edge.from]?[edge.to] = nil }
        return copy
    }

    /// One cycle per strongly connected part of more than one node, each the shortest cycle
    /// through its first node (by name), as the node list from that node back to itself.
    var cycles: [[String]] {
        stronglyConnected.filter { $0.count > 1 }.compactMap { part in
            let members = Set(part)
            let start = part.sorted()[0]
            var previous: [String: String] = [:]
            var queue = [start]
            var seen: Set<String> = []
            while !queue.isEmpty {
                let node = queue.removeFirst()
                for next in targets(of: node) where members.contains(next) {
                    if next == start {
                        var path = [node]
                        while let p = previous[path[0]] { path.insert(p, at: 0) }
                        return path + [start]
                    }
                    if !seen.contains(next) {
                        seen.insert(next)
                        previous[next] = node
                        queue.append(next)
                    }
                }
            }
            return nil
        }
    }

    /// A cycle as a sentence: "A -> B -> A: witness of A -> B; witness of B -> A".
    func describe(_ cycle: [String], prefix: String = "") -> String {
        let path = cycle.map { prefix + $0 }.joined(separator: " -> ")
        let why = zip(cycle, cycle.dropFirst()).map { witness($0, $1) ?? "?" }.joined(separator: "; ")
        return "\(path): \(why)"
    }

    /// The groups of nodes that reach each other (Tarjan's strongly connected parts of more than one node), each sorted.
    var cyclicGroups: [[String]] { stronglyConnected.filter { $0.count > 1 }.map { $0.sorted() } }

    /// Tarjan's strongly connected parts.
    private var stronglyConnected: [[String]] {
        var index: [String: Int] = [:], low: [String: Int] = [:]
        var stack: [String] = [], onStack: Set<String> = []
        var parts: [[String]] = []
        var counter = 0
        func visit(_ v: String) {
            index[v] = counter; low[v] = counter; counter += 1
            stack.append(v); onStack.insert(v)
            for w in targets(of: v) {
                if index[w] == nil {
                    visit(w)
                    low[v] = min(low[v]!, low[w]!)
                } else if onStack.contains(w) {
                    low[v] = min(low[v]!, index[w]!)
                }
            }
            if low[v] == index[v] {
                var part: [String] = []
                while let w = stack.popLast() {
                    onStack.remove(w)
                    part.append(w)
                    if w == v { break }
                }
                parts.append(part)
            }
        }
        for node in nodes where index[node] == nil { visit(node) }
        return parts
    }
}
