import Catalogue
import Results

/// The claim about speed, decided where a user would feel it: the largest gap between two styles of
/// one UI framework (so the stand-in's own cost, which both carry, drops out), against one frame.
extension ClaimCatalogue {
    /// One frame at 60 Hz, in milliseconds.
    static let frame = 1000.0 / 60

    /// The list size the verdict is read at: generous for a todo or contact list; the scale section
    /// shows 10,000 too.
    static let speedItems = 1000

    static func speed(_ facts: ClaimFacts) -> Claim {
        let claim = "Architecture does not change speed"
        let rule =
            "at 1,000 items, the largest gap between the slowest and the fastest style of one UI framework "
            + "for one action: confirmed at a tenth of a frame (1.7 ms) or less, refuted at a frame (16.7 ms) or more"
        guard let scale = facts.report.scale else {
            return Claim(notMeasurable: claim, source: community, missing: "make scale has not run", rule: rule)
        }
        let gaps = UIFramework.allCases.flatMap { framework -> [Gap] in
            let styles = Set(facts.styles(for: framework))
            return scale.actions.filter { $0.items == speedItems }.compactMap { action in
                let timings = action.styles.filter { styles.contains($0.style) }
                guard let slowest = timings.max(by: { $0.seconds < $1.seconds }),
                    let fastest = timings.min(by: { $0.seconds < $1.seconds })
                else { return nil }
                return Gap(
                    action: action.action, framework: framework, slowest: slowest.style, fastest: fastest.style,
                    milliseconds: (slowest.seconds - fastest.seconds) * 1000)
            }
        }
        guard let widest = gaps.max(by: { $0.milliseconds < $1.milliseconds }) else {
            return Claim(notMeasurable: claim, source: community, missing: "no timings at 1,000 items", rule: rule)
        }
        return Claim(
            claim: claim, source: community,
            deciding: "widest gap at 1,000 items: \(widest.action), \(widest.slowest) "
                + "\(Format.oneDecimal(widest.milliseconds)) ms slower than \(widest.fastest) (\(widest.framework.rawValue))",
            test: ClaimTest(value: widest.milliseconds, confirmAt: frame / 10, refuteAt: frame), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "At a realistic size no pattern costs a user a visible fraction of a frame.",
                partly:
                    "A pattern that maps every row on each change costs milliseconds a user may notice on long lists.",
                refuted: "A pattern here costs a user whole frames on one action."),
            figures: "slowest minus fastest style, in ms: "
                + gaps.map { "\($0.action) (\($0.framework.rawValue)) \(Format.oneDecimal($0.milliseconds))" }
                .joined(separator: ", "))
    }

    struct Gap {
        var action: String
        var framework: UIFramework
        var slowest: String
        var fastest: String
        var milliseconds: Double
    }
}
