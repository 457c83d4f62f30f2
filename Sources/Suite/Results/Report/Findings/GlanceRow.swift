/// One style's row of "the styles at a glance": its measures, each with the ratio to the baseline
/// of the style's UI framework (nil for the baseline itself and for a measure either lacks). Kept
/// in comparison.json under `glance`.
package struct GlanceRow: Sendable, Equatable, Codable {
    package var style: String
    package var framework: String
    /// The style the ratios are taken against: MVC for UIKit, MV for SwiftUI.
    package var baseline: String
    package var measures: [GlanceMeasure]

    package init(style: String, framework: String, baseline: String, measures: [GlanceMeasure]) {
        self.style = style
        self.framework = framework
        self.baseline = baseline
        self.measures = measures
    }
}

/// One measure of a glance row: its name, the style's value and its ratio to the baseline's.
package struct GlanceMeasure: Sendable, Equatable, Codable {
    package var name: String
    package var value: Double?
    package var ratio: Double?

    package init(name: String, value: Double?, ratio: Double?) {
        self.name = name
        self.value = value
        self.ratio = ratio
    }
}
