import FlickKit

/// The deck demo's live options as saved (the `DeckOptions` its settings change); a missing or
/// unknown field keeps its default, and numbers are clamped to the settings' ranges.
struct SavedDeckOptions: Codable, Equatable, Sendable {
    /// Names of `PanningMode` members: `fullView`, `topBar`, `region`, `screenEdge`.
    var panning: [String]?
    var elasticity: Bool?
    /// A `CenterHiddenInteractivity` raw value.
    var centerHiddenInteractivity: String?
    var leftLedgePx: Double?
    var rightLedgePx: Double?
    var maxSizePx: Double?
    /// A `SizeMode` raw value.
    var sizeMode: String?
    var openDurationS: Double?
    var closeDurationS: Double?
    var bounceDurationFactor: Double?
    /// Absent or null: the opening half of a bounce uses `bounceDurationFactor`.
    var bounceOpenSideDurationFactor: Double?

    static let panningNames: [(String, PanningMode)] = [("fullView", .fullView), ("topBar", .topBar),
                                                         ("region", .region), ("screenEdge", .screenEdge)]

    public init() {}

    /// The values of `options`.
    public init(_ options: DeckOptions) {
        panning = SavedDeckOptions.panningNames.filter { options.panningMode.contains($0.1) }.map(\.0)
        elasticity = options.elasticity
        centerHiddenInteractivity = options.centerHiddenInteractivity.rawValue
        leftLedgePx = options.leftLedgePx
        rightLedgePx = options.rightLedgePx
        maxSizePx = options.maxSizePx
        sizeMode = options.sizeMode.rawValue
        openDurationS = options.openDurationS
        closeDurationS = options.closeDurationS
        bounceDurationFactor = options.bounceDurationFactor
        bounceOpenSideDurationFactor = options.bounceOpenSideDurationFactor
    }

    /// `options` with the saved values.
    func applied(to options: DeckOptions) -> DeckOptions {
        var o = options
        if let names = panning {
            o.panningMode = PanningMode(SavedDeckOptions.panningNames.filter { names.contains($0.0) }.map(\.1))
        }
        if let v = elasticity { o.elasticity = v }
        if let v = centerHiddenInteractivity.flatMap(CenterHiddenInteractivity.init(rawValue:)) { o.centerHiddenInteractivity = v }
        func number(_ v: Double?, _ range: ClosedRange<Double>) -> Double? { v.flatMap { $0.isFinite ? range.clamping($0) : nil } }
        if let v = number(leftLedgePx, DeckDemo.ledgeRange) { o.leftLedgePx = v }
        if let v = number(rightLedgePx, DeckDemo.ledgeRange) { o.rightLedgePx = v }
        if let v = number(maxSizePx, DeckDemo.maxSizeRange) { o.maxSizePx = v }
        if let v = sizeMode.flatMap(SizeMode.init(rawValue:)) { o.sizeMode = v }
        if let v = number(openDurationS, DeckDemo.durationRange) { o.openDurationS = v }
        if let v = number(closeDurationS, DeckDemo.durationRange) { o.closeDurationS = v }
        if let v = number(bounceDurationFactor, DeckDemo.factorRange) { o.bounceDurationFactor = v }
        o.bounceOpenSideDurationFactor = number(bounceOpenSideDurationFactor, DeckDemo.factorRange)
        return o
    }
}
