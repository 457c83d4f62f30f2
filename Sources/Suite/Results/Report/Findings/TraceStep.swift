/// One numbered step of a guide's trace of one tap: the layer its guide says the step runs in (the
/// step's bold label, "**Presenter**:"), and the step's first sentence after the label.
package struct TraceStep: Sendable, Equatable, Codable {
    /// The layer's name as the style's catalogue spells it; nil for a step the guide left unlabelled.
    package var layer: String?
    package var text: String

    package init(layer: String?, text: String) {
        self.layer = layer
        self.text = text
    }
}
