import FlickKit

extension FakeWebPage: Restorable {
    /// Sample pages a saved page number may name (more than the demo ever makes).
    static let restorableSampleLimit = WebPageContent.samples.count * 8
    /// Sample numbers by title (each sample's title is distinct).
    static let sampleNumbers: [String: Int] = {
        var map: [String: Int] = [:]
        for i in 0..<restorableSampleLimit { map[WebPageContent.sample(i).title] = i }
        return map
    }()

    /// "page" (a carousel saves its pages by position).
    var restorationID: String { "page" }

    /// The sample's number, the address typed for a blank page opened from the address field, or
    /// null for a blank page.
    func restorationState() -> RestorationValue {
        if let typedAddress { return .string(typedAddress) }
        return content.flatMap { FakeWebPage.sampleNumbers[$0.title] }.map(RestorationValue.int) ?? .null
    }

    /// A page's content is fixed: `init(restoring:)` makes the page a part names.
    func restoreState(from state: RestorationValue, now: Double) {}

    /// The page a saved part names: a sample's number, a typed address (a blank page showing it),
    /// else (null, out of range, anything else) a blank page.
    public convenience init(restoring state: RestorationValue) {
        if case .string(let typed) = state {
            self.init(content: nil, typedAddress: FakeWebPage.typedAddress(typed))
            return
        }
        let n = state.int(in: Int.min...Int.max).flatMap { (0..<FakeWebPage.restorableSampleLimit).contains($0) ? $0 : nil }
        self.init(content: n.map(WebPageContent.sample))
    }
}
