import Foundation

/// The soft shadow a window that decorates itself draws around its content while a compositor
/// runs: libadwaita's (the box-shadow of its `window.csd` style), layers of black, each the
/// content's outline grown by a spread and blurred by a Gaussian.
struct WindowShadow: Equatable, Sendable {
    /// One box-shadow.
    struct Layer: Equatable, Sendable {
        /// The CSS blur radius, px: the Gaussian's standard deviation is half of it.
        var blurPx: Double
        /// How far the outline grows before the blur, px.
        var spreadPx: Double
        /// The black's opacity, 0...1.
        var opacity: Double
    }

    /// The layers, drawn over each other.
    var layers: [Layer]

    /// libadwaita's shadow of a focused window (GNOME 45 and later): 0 0 14px 5px at 15 %,
    /// 0 0 5px 2px at 10 % and a 1 px ring at 5 %.
    static let adwaita = WindowShadow(layers: [
        Layer(blurPx: 14, spreadPx: 5, opacity: 0.15),
        Layer(blurPx: 5, spreadPx: 2, opacity: 0.10),
        Layer(blurPx: 0, spreadPx: 1, opacity: 0.05),
    ])

    /// How many standard deviations GTK's box blur reaches: 3√(2π)/4 (three box blurs as a
    /// Gaussian) times 1.5 (the whole kernel's radius).
    static let reachPerDeviation = 3 * (2 * Double.pi).squareRoot() / 4 * 1.5

    /// How far a blur of CSS radius `blurPx` reaches beyond its outline, whole px, as GTK counts
    /// it for a box-shadow's extents.
    static func blurReachPx(_ blurPx: Double) -> Double {
        guard blurPx > 0 else { return 0 }
        return (blurPx / 2 * reachPerDeviation + 0.5).rounded(.down)
    }

    /// How far the shadow reaches beyond the content on each side, px: GTK's extents of the
    /// box-shadow (each layer's blur reach plus its spread, rounded up; the largest).
    var extentPx: Int {
        layers.map { Int((WindowShadow.blurReachPx($0.blurPx) + $0.spreadPx).rounded(.up)) }.max() ?? 0
    }

    /// The shadow's opacity at a pixel whose centre lies `distance` px outside the content's
    /// outline (negative inside): the layers drawn over each other; 0 from `extentPx` on.
    func opacity(atDistance distance: Double) -> Double {
        guard distance.isFinite, distance < Double(extentPx) else { return 0 }
        var clear = 1.0
        for layer in layers {
            let beyond = distance - layer.spreadPx
            let cover: Double
            if layer.blurPx <= 0 {
                cover = min(1, max(0, 0.5 - beyond))  // a hard edge, antialiased over one pixel
            } else {
                let deviation = layer.blurPx / 2
                cover = 0.5 * erfc(beyond / (deviation * 2.0.squareRoot()))
            }
            clear *= 1 - layer.opacity * cover
        }
        return 1 - clear
    }
}
