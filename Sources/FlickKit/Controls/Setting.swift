/// One live setting, described by what it shows and how it reads and writes the model:
/// `SettingsList` turns it into a row with the matching control and keeps the control in
/// step with `get` (so two panels over one model always agree).
public struct Setting {
    /// What a setting controls, and how it reads and writes the model.
    public enum Kind {
        /// A switch.
        case toggle(get: () -> Bool, set: (_ value: Bool, _ now: Double) -> Void)
        /// A segmented control over `options`.
        case choice(options: [String], get: () -> Int, set: (_ index: Int, _ now: Double) -> Void)
        /// A slider over `range`, its value shown by `format` in the row's detail.
        case number(range: ClosedRange<Double>, step: Double, format: (Double) -> String,
                    get: () -> Double, set: (_ value: Double, _ now: Double) -> Void)
        /// A button titled by `label` (read on every refresh).
        case action(label: () -> String, run: (_ now: Double) -> Void)
        /// The whole row is clickable and leads somewhere (a chevron).
        case link(run: (_ now: Double) -> Void)
        /// Text only.
        case note
    }

    /// The row's title.
    public var title: String
    /// A line under the title (nil: none).
    public var subtitle: String?
    /// The control the row gets, and its model access.
    public var kind: Kind
    /// Read on every refresh: a disabled setting's row is dimmed and skipped by Tab.
    public var isEnabled: () -> Bool

    /// A setting titled `title` of `kind`; `isEnabled` is read on every refresh.
    public init(_ title: String, subtitle: String? = nil, kind: Kind, isEnabled: @escaping () -> Bool = { true }) {
        self.title = title; self.subtitle = subtitle; self.kind = kind; self.isEnabled = isEnabled
    }

    /// A switch that reads `get` and writes `set` (with the time of the change).
    public static func toggle(_ title: String, subtitle: String? = nil, get: @escaping () -> Bool,
                              set: @escaping (Bool, Double) -> Void) -> Setting {
        Setting(title, subtitle: subtitle, kind: .toggle(get: get, set: set))
    }

    /// A segmented control over `options` that reads and writes the selected index.
    public static func choice(_ title: String, _ options: [String], subtitle: String? = nil, get: @escaping () -> Int,
                              set: @escaping (Int, Double) -> Void) -> Setting {
        Setting(title, subtitle: subtitle, kind: .choice(options: options, get: get, set: set))
    }

    /// A slider over `range` in steps of `step` (0: continuous) that shows its value with
    /// `format` in the row's detail.
    public static func number(_ title: String, range: ClosedRange<Double>, step: Double = 0, subtitle: String? = nil,
                              format: @escaping (Double) -> String, get: @escaping () -> Double,
                              set: @escaping (Double, Double) -> Void, isEnabled: @escaping () -> Bool = { true }) -> Setting {
        Setting(title, subtitle: subtitle, kind: .number(range: range, step: step, format: format, get: get, set: set),
                isEnabled: isEnabled)
    }

    /// A button titled by `label` (read on every refresh) that calls `run`.
    public static func action(_ title: String, subtitle: String? = nil, label: @escaping () -> String,
                              run: @escaping (Double) -> Void) -> Setting {
        Setting(title, subtitle: subtitle, kind: .action(label: label, run: run))
    }
}
