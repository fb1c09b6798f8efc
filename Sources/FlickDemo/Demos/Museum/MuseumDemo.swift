import FlickKit

/// The museum demo's content: the collections of `MuseumDemo.collections`, or another count for the bench.
enum MuseumDemo {
    /// A museum over the built-in collections; `collectionCount` other than their number
    /// takes the first ones, or repeats them with numbered names (every id stays distinct).
    public static func make(collectionCount: Int? = nil) -> Museum {
        Museum(collections: collections(count: collectionCount))
    }

    /// `count` collections (nil or non-positive: all built-in ones).
    static func collections(count: Int?) -> [MuseumCollection] {
        let all = MuseumDemo.collections
        guard let n = count, n > 0, n != all.count else { return all }
        return (0..<n).map { i in
            var c = all[i % all.count]
            let round = i / all.count
            if round > 0 {
                c.id += "-\(round + 1)"
                c.name += " \(round + 1)"
            }
            return c
        }
    }
}
