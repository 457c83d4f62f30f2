/// What a style's handout takes from the style's guide (`Sources/Styles/<Style>/README.md`): its
/// "In brief" section (what the style is, in three sentences, and its traps) and its trace of one
/// tap, step by step in the order the code runs (the action traced, and each numbered step's layer
/// and first sentence). Kept in comparison.json under `guides`.
package struct GuideExcerpt: Sendable, Equatable, Codable {
    package var style: String
    package var summary: String?
    package var traps: String?
    /// The action the guide traces, as its heading names it ("Done" on a todo row).
    package var action: String?
    package var steps: [TraceStep]

    package init(style: String, summary: String?, traps: String?, action: String?, steps: [TraceStep]) {
        self.style = style
        self.summary = summary
        self.traps = traps
        self.action = action
        self.steps = steps
    }
}
